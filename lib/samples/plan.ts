/**
 * The sample convention of CONTRIBUTING.md, expressed once: what each block of a page is, and
 * which `output` block belongs to which runnable block. The sample tests run pages by it, and
 * the try-it plugin (./try-it) reads which files a page has written when a try-it block comes.
 */
import path from 'node:path';
import type { Block } from './code-blocks.ts';

const scriptLangs = new Set(['js', 'javascript', 'jsx', 'ts', 'typescript', 'tsx']);
const typeScriptLangs = new Set(['ts', 'typescript', 'tsx']);
const shellLangs = new Set(['bash', 'sh']);

export type Kind =
  | 'module' // a file of the project, written, not run
  | 'script' // written, then run with node; exits 0
  | 'server' // written, then started; later client blocks talk to it
  | 'client' // a script or a shell command run against the server
  | 'norun' // shown only, with a reason in the source
  | 'try-it' // a GraphQL operation run against the sample module its meta names
  | 'other'; // not JS/TS (shell, graphql, json…): shown only

export interface Step {
  block: Block;
  kind: Kind;
  /** The `output` block that directly follows, if any: the expected stdout. */
  expected?: Block;
  /** A try-it block's `variables` block (JSON), directly after it. */
  variables?: Block;
  /** Why this block breaks the convention; the step fails with it. */
  problem?: string;
  /** `graphql=16`: the block runs in the page's second project, where `graphql` is graphql 16. */
  graphql16?: boolean;
}

/** The meta word of a try-it block (its value names the modules), and of its variables block. */
export const tryItMeta = 'try-it';
export const variablesMeta = 'variables';

/** The page files a try-it block names, normalized as the titles of the blocks that write them. */
export const tryItModules = (block: Block): string[] =>
  (block.meta.get(tryItMeta) ?? '').split(' ').map((module) => path.posix.normalize(module));

export const isScript = (block: Block): boolean => scriptLangs.has(block.lang);
export const isTypeScript = (block: Block): boolean => typeScriptLangs.has(block.lang);

function classify(block: Block): Kind | { problem: string } {
  const { meta } = block;
  if (meta.has('norun'))
    return meta.get('norun')!.trim() ? 'norun' : { problem: 'norun needs a reason: norun="why"' };
  if (meta.has('client') && shellLangs.has(block.lang)) return 'client';
  if (meta.has(tryItMeta))
    return block.lang === 'graphql' &&
      /^[\w./-]+\.[mc]?[jt]s( [\w./-]+\.[mc]?[jt]s)*$/.test(meta.get(tryItMeta)!)
      ? 'try-it'
      : {
          problem:
            'try-it belongs on a graphql block and names its sample modules: try-it="schema.js root-value.js"',
        };
  if (!isScript(block))
    return meta.has('client') || meta.has('server')
      ? { problem: `a ${block.lang || 'plain'} block cannot be client/server` }
      : 'other';
  const title = meta.get('title');
  if (!title)
    return { problem: 'a JS/TS block must have title="file" (runnable) or norun="reason"' };
  if (isTypeScript(block) !== /\.[mc]?tsx?$/.test(title))
    return { problem: `title "${title}" does not match language ${block.lang}` };
  const roles = (['module', 'server', 'client'] as const).filter((role) => meta.has(role));
  if (roles.length > 1) return { problem: `a block has one role, not ${roles.join(' + ')}` };
  return roles[0] ?? 'script';
}

/** The graphql release a block runs against: the site's own, or 16 with `graphql=16`. */
function versionOf(block: Block, kind: Kind): Pick<Step, 'graphql16' | 'problem'> {
  if (!block.meta.has('graphql')) return {};
  const version = block.meta.get('graphql');
  if (version !== '16')
    return {
      problem: `graphql=${version}: the samples run against the site's graphql or, with graphql=16, against graphql 16`,
    };
  if (kind === 'norun' || kind === 'other') return { problem: 'graphql=16 is for blocks that run' };
  if (kind === 'try-it')
    return { problem: "a try-it block runs in the reader's browser, on the site's graphql" };
  return { graphql16: true };
}

/** One step per non-output block, in page order; output blocks are attached to the block before them. */
export function planPage(blocks: Block[]): Step[] {
  const steps: Step[] = [];
  let previous: Step | undefined;
  for (const block of blocks) {
    if (block.meta.has(variablesMeta)) {
      if (previous?.kind !== 'try-it' || previous.variables || previous.expected)
        steps.push({
          block,
          kind: 'other',
          problem: 'a variables block must directly follow a try-it block (one each)',
        });
      else if (block.lang !== 'json')
        steps.push({ block, kind: 'other', problem: 'a variables block is json' });
      else previous.variables = block;
      continue;
    }
    if (block.meta.has('output')) {
      if (
        !previous ||
        (previous.kind !== 'script' && previous.kind !== 'client' && previous.kind !== 'try-it') ||
        previous.expected
      ) {
        steps.push({
          block,
          kind: 'other',
          problem:
            'an output block must directly follow a runnable, client or try-it block (one output each)',
        });
      } else {
        previous.expected = block;
      }
      continue;
    }
    const kind = classify(block);
    previous =
      typeof kind === 'string'
        ? { block, kind, ...versionOf(block, kind) }
        : { block, kind: 'other', problem: kind.problem };
    steps.push(previous);
  }
  for (const step of steps)
    if (step.kind === 'try-it' && !step.expected && !step.problem)
      step.problem =
        'a try-it block needs an output block: the result readers get when they run it unchanged';
  return steps;
}

/** One reader's way through a page: the blocks of one tab of its tabbed samples. */
export interface Variant {
  /** The `<TabItem value>` followed; '' for a page whose samples sit in no tab. */
  tab: string;
  blocks: Block[];
}

/**
 * A reader sees one tab of a group, and the group's choice holds on the whole page, so a page whose
 * tabs hold runnable samples is run once per tab value, each run without the other tabs' blocks:
 * every tab's code then runs with the blocks after the group, as its readers run it.
 */
export function tabVariants(blocks: Block[]): Variant[] {
  const runs = (block: Block) => isScript(block) || block.meta.has(tryItMeta);
  const groups = new Set(blocks.filter((b) => b.tab && runs(b)).map((b) => b.tab!.groupId));
  if (groups.size === 0) return [{ tab: '', blocks }];
  if (groups.size > 1)
    throw new Error(
      `${blocks[0]!.page}: samples sit in tabs of ${groups.size} groups (${[...groups].map((g) => `groupId="${g}"`).join(', ')}); one tab group per page may hold samples`,
    );
  const [groupId] = groups;
  const inGroup = (block: Block) => block.tab?.groupId === groupId;
  const tabs = [...new Set(blocks.filter(inGroup).map((block) => block.tab!.value))];
  return tabs.map((tab) => ({
    tab,
    blocks: blocks.filter((block) => !inGroup(block) || block.tab!.value === tab),
  }));
}

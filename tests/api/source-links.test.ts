/**
 * Every "Source" link of the generated API reference points at graphql-js's
 * repository at the installed release's tag, at a line of the original
 * TypeScript source that declares the documented thing.
 *
 * Expected values come from the graphql package through graphql-package.ts:
 * its version, the original sources its .js.map files embed, and which export
 * re-exports which declaration. Whether a linked line declares the documented
 * name is judged here, independently of the matching in source-locations.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { graphqlPackage } from '../../lib/graphql-package.ts';
import { siteDir } from '../../lib/paths.ts';

const version = graphqlPackage.version;
const apiDir = path.join(siteDir, 'api/graphql-js');

function filesUnder(dir: string, suffix: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(dir, file));
}

/** Original source lines by repository path (e.g. src/execution/execute.ts). */
const originalSources = new Map(
  graphqlPackage.files('.d.ts').flatMap((file) => {
    const compiled = graphqlPackage.compiledModule(file);
    return compiled ? [[compiled.repositoryPath, compiled.originalText.split('\n')] as const] : [];
  }),
);

const exports = graphqlPackage.exports();
/** Export name -> the name of the declaration it aliases (`responsePathAsArray` -> `pathToArray`). */
const declaredNames = new Map(exports.map((exported) => [exported.name, exported.declaredName]));
/** Exports that are whole modules (`export * as Kind`): declared by their file, so linked at line 1. */
const moduleExports = new Set(
  exports.filter((exported) => exported.isModule).map((exported) => exported.name),
);

interface SourceLink {
  page: string;
  heading: string;
  shownPath: string;
  shownLine: number;
  url: string;
}

/**
 * Each "Source: [path:line](url)" with the heading it belongs to: the member
 * heading above it (one with an explicit anchor, or the constructor's), else
 * the page title. Structural headings below a member (Parameters, Returns,
 * Get Signature) keep the member; a heading at the member's level or above ends it.
 */
function sourceLinks(): SourceLink[] {
  return filesUnder(apiDir, '.md').flatMap((page) => {
    let title = '';
    let member: { level: number; heading: string } | undefined;
    return fs
      .readFileSync(page, 'utf8')
      .split('\n')
      .flatMap((line) => {
        const headingMatch = /^(#+) (.*)$/.exec(line);
        if (headingMatch) {
          const level = headingMatch[1]!.length;
          if (level === 1) [title, member] = [line, undefined];
          else if (/\{#[^}]+\}$/.test(line) || headingMatch[2] === 'Constructor')
            member = { level, heading: line };
          else if (member && level <= member.level) member = undefined;
        }
        const heading = member?.heading ?? title;
        const match = /^Source: \[(.+):(\d+)\]\((\S+)\)$/.exec(line);
        return match
          ? [
              {
                page,
                heading,
                shownPath: match[1]!.replaceAll('\\_', '_'),
                shownLine: Number(match[2]),
                url: match[3]!,
              },
            ]
          : [];
      });
  });
}

/** The names a heading documents: `# Function: execute()` -> execute; `### \[toStringTag\]` -> toStringTag. */
function headingNames(heading: string): string[] {
  const title = heading
    .replace(/^#+ /, '')
    .replaceAll('~~', '')
    .replace(/^[A-Z][a-z]+( [A-Z][a-z]+)?: /, '');
  const name = title
    .replace(/\\/g, '')
    .replace(/ \{#[^}]*\}$/, '') // explicit anchor: ### ARGUMENT {#argument}
    .replace(/<.*$/, '') // type parameters: GraphQLList<T>
    .replace(/[[\]()~]/g, '')
    .replace(/\?$/, '')
    .trim();
  if (name === 'Constructor') return ['constructor'];
  return [name, declaredNames.get(name) ?? name];
}

describe('source links of the API reference', () => {
  const links = sourceLinks();

  it('exist on the generated pages', () => {
    assert.ok(fs.existsSync(apiDir), 'no generated API markdown: build the site first');
    // Every class/function/interface page shows where it is defined.
    for (const kind of ['class', 'function', 'interface']) {
      const pages = filesUnder(path.join(apiDir, kind), '.md');
      assert.ok(pages.length > 0, `no ${kind} pages`);
      for (const page of pages)
        assert.ok(
          links.some((link) => link.page === page),
          `no source link on ${page}`,
        );
    }
  });

  it(`point at the original source at tag v${version}, at a line declaring the documented name`, () => {
    const wrong: string[] = [];
    for (const link of links) {
      const expectedUrl = `https://github.com/graphql/graphql-js/blob/v${version}/${link.shownPath}#L${link.shownLine}`;
      const sourceLine = originalSources.get(link.shownPath)?.[link.shownLine - 1];
      const names = headingNames(link.heading);
      if (link.url !== expectedUrl) wrong.push(`${link.page}: ${link.url} is not ${expectedUrl}`);
      else if (sourceLine === undefined)
        wrong.push(
          `${link.page}: ${link.shownPath}:${link.shownLine} is not in the package's sources`,
        );
      else if (link.shownLine === 1 && names.some((name) => moduleExports.has(name))) continue;
      else if (!names.some((name) => sourceLine.includes(name)))
        wrong.push(
          `${link.page} ${link.heading}: line ${link.shownLine} of ${link.shownPath} is ${JSON.stringify(sourceLine)}`,
        );
    }
    assert.deepEqual(wrong, []);
  });
});

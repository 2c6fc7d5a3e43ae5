/**
 * plugins/page-html.ts: what of a page leaves its JavaScript for a module of its own. That the
 * pages still show it, hydrate over it and follow its links is the browser suites' part (the
 * sweep, navigation and code-block specs); that its broken links still fail the build is
 * tests/build/build-validation.test.ts's.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { tmpDir } from '../../lib/paths.ts';
import { highlightedHtmlProp } from '../../plugins/code-highlight/rehype.ts';
import rehypePageHtml, {
  pageHtmlMinSegmentChars,
  pageHtmlModuleMinChars,
  pageHtmlProp,
} from '../../plugins/page-html.ts';

/** A code block as plugins/code-highlight leaves it: its lines as one HTML string. */
function codeBlock(html: string): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: { className: ['language-js'], [highlightedHtmlProp]: html },
        children: [],
      },
    ],
  };
}

/** A page of the given HTML, as the MDX pipeline hands it to rehype (with `data-label` as `dataLabel`). */
function pageOf(html: string, ...more: RootContent[]): Root {
  const root = fromHtml(html, { fragment: true });
  return { type: 'root', children: [...root.children, ...more] };
}

/** What stands where a holder was: the wrapper's module index and its emptied element. */
function wrappers(tree: Root): { at: string; element: Element }[] {
  const found: { at: string; element: Element }[] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type === ('mdxJsxFlowElement' as string)) {
      const jsx = node as unknown as {
        name: string;
        attributes: { name: string; value: string }[];
        children: Element[];
      };
      if (jsx.name === 'PageHtml') {
        found.push({ at: jsx.attributes[0]!.value, element: jsx.children[0]! });
        return;
      }
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return found;
}

function freshDir(name: string): string {
  const dir = path.join(tmpDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  return dir;
}

const longCode = `<span>${'x'.repeat(pageHtmlModuleMinChars)}</span>`;
const filler = 'words that make the paragraph long enough to be worth its wrapper in the module';

describe('page HTML modules', () => {
  it("moves a long page's code lines and prose into a module its content awaits, each element staying, emptied, with its props", async () => {
    const dir = freshDir('page-html-modules');
    const tab = {
      type: 'mdxJsxFlowElement',
      name: 'TabItem',
      attributes: [],
      children: fromHtml(`<p>Inside a component: ${filler}.</p>`, { fragment: true }).children,
    } as unknown as RootContent;
    const tree = pageOf(
      [
        `<h2 id="setup">Set up</h2>`,
        `<p>Run <code>npm</code>, see <a href="/docs/guides/errors#codes">the errors guide</a> and <a href="#setup">Set up</a>, <strong>${filler}</strong>.</p>`,
        `<ol start="3">\n<li>${filler}.</li>\n</ol>`,
        `<table>\n<thead>\n<tr>\n<th>Name</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td data-label="Name"><em>${filler}</em></td>\n</tr>\n</tbody>\n</table>`,
      ].join('\n'),
      codeBlock(longCode),
      tab,
    );
    await rehypePageHtml({ dir })(tree);

    const [file] = fs.readdirSync(dir);
    assert.ok(file, `no module written in ${dir}`);
    const key = path.basename(file, '.json');
    const html = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as string[];
    assert.deepEqual(html, [
      longCode,
      `Run <code>npm</code>, see <a href="/docs/guides/errors#codes">the errors guide</a> and <a href="#setup">Set up</a>, <strong>${filler}</strong>.`,
      `\n<li>${filler}.</li>\n`,
      // Between table parts MDX keeps no whitespace, and nor does the module.
      `<thead><tr><th>Name</th></tr></thead><tbody><tr><td data-label="Name"><em>${filler}</em></td></tr></tbody>`,
      `Inside a component: ${filler}.`,
    ]);

    const code = tree.children.find(
      (node): node is Element => node.type === 'element' && node.tagName === 'pre',
    )!.children[0] as Element;
    assert.equal(code.properties[pageHtmlProp], `${key}:0`);
    assert.equal(code.properties[highlightedHtmlProp], undefined);

    assert.deepEqual(
      wrappers(tree).map(({ at, element }) => [
        at,
        element.tagName,
        element.properties,
        element.children.length,
      ]),
      [
        [`${key}:1`, 'p', {}, 0],
        [`${key}:2`, 'ol', { start: 3 }, 0],
        [`${key}:3`, 'table', {}, 0],
        [`${key}:4`, 'p', {}, 0],
      ],
    );
    const heading = tree.children.find(
      (node): node is Element => node.type === 'element' && node.tagName === 'h2',
    );
    assert.equal(heading?.children.length, 1, 'a heading (its anchor link is a component) stays');

    // The page's first ESM: the store's import, then the awaited registration of the module.
    const [esm] = tree.children as unknown as {
      type: string;
      data: { estree: { body: unknown[] } };
    }[];
    assert.equal(esm?.type, 'mdxjsEsm');
    const body = JSON.stringify(esm!.data.estree.body);
    assert.match(body, /"name":"PageHtml".*"name":"registerPageHtml".*src\/components\/page-html"/);
    assert.match(
      body,
      new RegExp(`"AwaitExpression".*"value":"${key}".*"value":"${path.join(dir, file)}"`),
    );
  });

  it('leaves in the JavaScript what a component renders: links to files or other sites, titled links, images, short runs', async () => {
    const dir = freshDir('page-html-kept');
    const kept = [
      `<p>Download <a href="/downloads/page.zip">the files</a>, ${filler}.</p>`,
      `<p>Read <a href="https://spec.graphql.org/">the spec</a>, ${filler}.</p>`,
      `<p>Read <a href="/docs/guides/errors" title="Errors">the guide</a>, ${filler}.</p>`,
      `<p><img src="/img/a.png" alt="A"> ${filler}.</p>`,
      `<p>${'s'.repeat(pageHtmlMinSegmentChars - 1)}</p>`,
    ];
    const tree = pageOf(
      [...kept, `<ul>\n<li>A list item: ${filler}.</li>\n<li>Another.</li>\n</ul>`].join('\n'),
      codeBlock(longCode),
    );
    await rehypePageHtml({ dir })(tree);
    assert.deepEqual(
      wrappers(tree).map(({ element }) => element.tagName),
      ['ul'],
      'only the list moved',
    );
  });

  it('leaves a page with less such HTML than a module is worth as it was, and writes no module', async () => {
    const dir = freshDir('page-html-light');
    const tree = pageOf(`<p>A short page: ${filler}.</p>`, codeBlock('<span>x</span>'));
    const before = structuredClone(tree);
    await rehypePageHtml({ dir })(tree);
    assert.deepEqual(tree, before);
    assert.equal(fs.existsSync(dir), false);
  });
});

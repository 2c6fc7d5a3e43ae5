/**
 * Code blocks are highlighted at build time (plugins/code-highlight): what the
 * highlighter writes for a block, and how the MDX step hands it to CodeBlock.
 * The browser side (colours per mode, copy, word wrap) is in
 * tests/e2e/code-highlighting.spec.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Root, Element } from 'hast';
import fs from 'node:fs';
import path from 'node:path';
import { VFile } from 'vfile';
import { tmpDir } from '../../lib/paths.ts';
import {
  codeThemes,
  highlightCodeBlock,
  parseLinks,
} from '../../plugins/code-highlight/highlighter.ts';
import rehypeHighlightCode, { highlightedHtmlProp } from '../../plugins/code-highlight/rehype.ts';
import { codeColourCss } from '../../plugins/code-highlight/index.ts';

/** The text a reader sees in the HTML: tags dropped, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** A page of fenced blocks, as the MDX pipeline hands it to the rehype step. */
const pageOf = (codes: Element[]): Root => ({
  type: 'root',
  children: codes.map((code) => ({
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [code],
  })),
});

/** The opening tags of the lines, in order. */
const lineTags = (html: string) => html.match(/<span class="line[^"]*">/g) ?? [];

describe('build-time code highlighting', () => {
  it('keeps the code as the text and colours tokens for both modes, with no element for plain text or plain lines', async () => {
    const code = 'const answer = 42;\n\nconsole.log(`<${answer}>`);';
    const html = await highlightCodeBlock({ code: `${code}\n`, language: 'js' });
    assert.equal(textOf(html), code);
    assert.deepEqual(lineTags(html), [], 'no line is marked, so no line needs an element');
    assert.match(html, /<\/span>;\n/, 'the semicolon, in the text colour, is not a token element');
    const keyword = /<span style="([^"]*)">const<\/span>/.exec(html);
    assert.ok(keyword, 'const is a token of its own');
    assert.match(keyword[1], /--code-light:#[0-9A-F]{6}/i);
    assert.match(keyword[1], /--code-dark:#[0-9A-F]{6}/i);
    assert.doesNotMatch(html, /(?<!-)color:/, 'no colour is fixed inline: CSS picks the mode');
  });

  it("gives every character the colours Shiki's own dual-theme mode gives it, but operators and brackets the text colour", async () => {
    const { createHighlighter } = await import('shiki');
    const themes = await codeThemes();
    const shiki = await createHighlighter({
      themes: [themes.light, themes.dark],
      langs: ['graphql', 'typescript', 'json', 'bash'],
    });
    const plain = `--code-light:${themes.light.colors!['editor.foreground']};--code-dark:${themes.dark.colors!['editor.foreground']}`;
    /**
     * The light and dark colours of each non-blank character; with `operatorsPlain`,
     * a token of operators and brackets only counts as text in the block's colour.
     */
    const colours = (html: string, operatorsPlain = false) =>
      [...html.matchAll(/<span style="([^"]*)">([^<]*)<\/span>|<[^>]+>|([^<]+)/g)].flatMap(
        (match) => {
          const text = textOf(match[2] ?? match[3] ?? '');
          const operatorsOnly = operatorsPlain && /^[\s=|:<>{}()[\],;.?!&\-%^~]+$/.test(text);
          const style = (operatorsOnly ? plain : (match[1] ?? plain)).toLowerCase();
          return [...text].filter((char) => /\S/.test(char)).map(() => style);
        },
      );
    for (const [lang, code] of [
      ['graphql', 'type Query {\n  book(id: ID!): Book @deprecated(reason: "no")\n}'],
      [
        'typescript',
        "import { execute, type ExecutionArgs } from 'graphql';\nconst args: ExecutionArgs = { schema, document };\n// run it\nawait execute(args);",
      ],
      ['json', '{ "data": { "hello": "world", "n": 1, "ok": true } }'],
      ['bash', 'npm install graphql --save # add it\necho "$HOME"'],
    ] as const) {
      const dual = shiki.codeToHtml(code, {
        lang,
        themes: { light: themes.light.name!, dark: themes.dark.name! },
        defaultColor: false,
        cssVariablePrefix: '--code-',
      });
      const expected = colours(
        dual
          .replace(/^<pre[^>]*><code>|<\/code><\/pre>$/g, '')
          .replace(/<span class="line">|<\/span>(?=\n|$)/g, ''),
        true,
      );
      assert.deepEqual(colours(await highlightCodeBlock({ code, language: lang })), expected, lang);
    }
  });

  it('writes no element for a token of operators and brackets, and keeps strings, comments and regular expressions coloured', async () => {
    const html = await highlightCodeBlock({
      code: "type A = B | C<D>;\nconst f = (x?: string) => x ?? '/*';\n/** doc */\nconst r = /a+/;",
      language: 'ts',
    });
    for (const operator of ['=', '|', '&lt;', '>', '=>', '??', '?:', '(', ')']) {
      assert.doesNotMatch(
        html,
        new RegExp(`<span style="[^"]*">\\s*${operator.replace(/[|?()]/g, '\\$&')}\\s*</span>`),
        `${operator} is plain text`,
      );
    }
    assert.match(html, /<span style="[^"]*">[^<]*'\/\*'<\/span>/, 'the string is coloured');
    assert.match(html, /<span style="[^"]*">\/\*\* doc \*\/<\/span>/, 'the comment is coloured');
    assert.equal(
      html.split('\n')[3].replace(/<span style="[^"]*">([^<]*)<\/span>/g, '[$1]'),
      '[const][ r] =[ /][a][+][/];',
      'the regular expression is coloured, its operators too',
    );
  });

  it('tokenises every language the docs use', async () => {
    for (const [language, code, token] of [
      ['graphql', 'type Query { hello: String }', 'type'],
      ['ts', 'const x: number = 1;', 'number'],
      ['json', '{ "data": null }', '"data"'],
      ['bash', 'npm install graphql', 'npm'],
    ] as const) {
      const html = await highlightCodeBlock({ code, language });
      assert.match(
        html,
        new RegExp(`<span style="[^"]+">\\s*${token}\\s*</span>`),
        `${language}: ${token} is a token`,
      );
    }
  });

  it('marks the lines of a {1,3-4} meta range', async () => {
    const html = await highlightCodeBlock({
      code: 'a\nb\nc\nd\ne',
      language: 'text',
      metastring: '{1,3-4}',
    });
    assert.equal(
      html,
      [
        '<span class="line theme-code-block-highlighted-line">a\n</span>b\n',
        '<span class="line theme-code-block-highlighted-line">c\n</span>',
        '<span class="line theme-code-block-highlighted-line">d\n</span>e',
      ].join(''),
    );
  });

  it('marks lines by magic comments and removes the comments, as the copied code does', async () => {
    const code = [
      'a();',
      '// highlight-next-line',
      'b();',
      '// highlight-start',
      'c();',
      'd();',
      '// highlight-end',
      'e();',
    ].join('\n');
    const html = await highlightCodeBlock({ code, language: 'js' });
    assert.equal(textOf(html), 'a();\nb();\nc();\nd();\ne();');
    const marked = [
      ...html.matchAll(/<span class="line theme-code-block-highlighted-line">(.*?)\n<\/span>/g),
    ].map((m) => textOf(m[1]));
    assert.deepEqual(marked, ['b();', 'c();', 'd();']);
  });

  it('lays out numbered blocks as a number cell and a content cell per line', async () => {
    const html = await highlightCodeBlock({
      code: 'npm install graphql\nnode server.js',
      language: 'bash',
      metastring: 'showLineNumbers',
    });
    assert.equal(html.match(/<span class="code-line-number"><\/span>/g)?.length, 2);
    assert.equal(html.match(/<span class="code-line-content">/g)?.length, 2);
    assert.equal(textOf(html), 'npm install graphql\nnode server.js');
    const plain = await highlightCodeBlock({ code: 'npm install graphql', language: 'bash' });
    assert.doesNotMatch(plain, /code-line-number/);
  });

  it('links the tokens named in links="…", the link coloured as its token', async () => {
    const html = await highlightCodeBlock({
      code: 'function execute(args: ExecutionArgs): ExecutionResult',
      language: 'ts',
      metastring:
        'links="ExecutionArgs=/api/graphql-js/interface/ExecutionArgs,execute=/api/graphql-js/function/execute"',
    });
    assert.match(
      html,
      /<a href="\/api\/graphql-js\/interface\/ExecutionArgs" style="--code-light:[^"]+">ExecutionArgs<\/a>/,
      'the link carries its token colour',
    );
    assert.doesNotMatch(html, /<span[^>]*>\s*<a /, 'no span around a link');
    assert.match(html, /<a href="\/api\/graphql-js\/function\/execute"[^>]*>execute<\/a>/);
    assert.doesNotMatch(html, /<a [^>]*>ExecutionResult/, 'names not listed stay plain');
    assert.equal(textOf(html), 'function execute(args: ExecutionArgs): ExecutionResult');
  });

  it('links a name where the code uses it, not in a comment, a string, a property or an object key', async () => {
    const code = [
      "import { Kind, buildSchema } from 'graphql';",
      '// buildSchema once per process',
      "const schema = buildSchema(`type Query { Kind: String }`, { Kind: 'buildSchema' });",
      'cache.buildSchema(); console.log(`${Kind.FIELD}`);',
    ].join('\n');
    const html = await highlightCodeBlock({
      code,
      language: 'js',
      links: new Map([
        ['Kind', '/api/graphql-js/enum/Kind'],
        ['buildSchema', '/api/graphql-js/function/buildSchema'],
      ]),
    });
    const linked = html
      .split('\n')
      .map((line) => [...line.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => m[2]));
    assert.deepEqual(linked, [['Kind', 'buildSchema'], [], ['buildSchema'], ['Kind']]);
    assert.match(
      html,
      /<a href="\/api\/graphql-js\/enum\/Kind">Kind<\/a>/,
      'a name in the text colour is linked too',
    );
    assert.equal(textOf(html), code);
  });

  it('links the graphql exports a sample imports when asked to, to their API entries', async (t) => {
    const apiDir = fs.mkdtempSync(path.join(tmpDir, 'sample-links-'));
    t.after(() => fs.rmSync(apiDir, { recursive: true }));
    // The routes TypeDoc's router writes beside the API pages: here, one export's.
    const exportUrlsFile = path.join(apiDir, 'export-urls.json');
    fs.writeFileSync(
      exportUrlsFile,
      JSON.stringify({ buildSchema: '/api/graphql-js/function/buildSchema' }),
    );
    const element = (value: string, meta = ''): Element => ({
      type: 'element',
      tagName: 'code',
      properties: { className: ['language-js'], metastring: meta },
      children: [{ type: 'text', value }],
    });
    const sample =
      "import { buildSchema } from 'graphql';\nbuildSchema('type Query { a: Int }');\n";
    const blocks = [
      element(sample),
      element(sample, 'graphql=16'),
      element(sample.replace("'graphql'", "'other'")),
    ];
    const tree = pageOf(blocks);
    await rehypeHighlightCode({
      sampleLinks: { exportUrlsFile },
    })(tree, new VFile({ path: 'docs/page.md' }));
    const [imported, graphql16, other] = blocks.map((code) =>
      String(code.properties[highlightedHtmlProp]),
    );
    assert.equal(imported!.match(/<a href="\/api\/graphql-js\/function\/buildSchema"/g)?.length, 2);
    assert.doesNotMatch(graphql16!, /<a /, "a sample run against graphql 16 names 16's exports");
    assert.doesNotMatch(other!, /<a /, 'only names imported from graphql are linked');
  });

  it('reads links="…" and names the file when an entry is malformed', () => {
    assert.deepEqual(
      [...parseLinks('title="x" links="A=/a,B=/b"', 'f.md')],
      [
        ['A', '/a'],
        ['B', '/b'],
      ],
    );
    assert.equal(parseLinks('title="x"', 'f.md').size, 0);
    assert.throws(
      () => parseLinks('links="A/a"', 'docs/page.md'),
      /docs\/page\.md: .*"A\/a" is not Name=\/url/,
    );
  });

  it('hands the browser only the words of a meta it reads: declaration, title and line numbers', async () => {
    const blocks = [
      'declaration links="GraphQLSchema=/api/graphql-js/class/GraphQLSchema"',
      "title='server.js' output module showLineNumbers=3",
      'try-it graphql=16',
    ].map((meta): Element => ({
      type: 'element',
      tagName: 'code',
      properties: { className: ['language-ts'], metastring: meta },
      children: [{ type: 'text', value: 'let schema: GraphQLSchema;' }],
    }));
    await rehypeHighlightCode()(pageOf(blocks), new VFile({ path: 'docs/page.md' }));
    assert.deepEqual(
      blocks.map((code) => code.properties.metastring),
      ['declaration', "title='server.js' showLineNumbers=3", undefined],
    );
    assert.match(
      String(blocks[0]!.properties[highlightedHtmlProp]),
      /<a href="\/api\/graphql-js\/class\/GraphQLSchema"/,
      'the links of the meta are in the highlighted HTML',
    );
  });

  it('fails with the file named for a language it does not highlight', async () => {
    await assert.rejects(
      highlightCodeBlock({ code: 'x', language: 'cobol', file: 'docs/tutorials/old.md' }),
      /docs\/tutorials\/old\.md: code block language "cobol"/,
    );
  });

  it('hands each fenced block of an MDX document its highlighted lines, inside components too, and leaves inline code alone', async () => {
    const code: Element = {
      type: 'element',
      tagName: 'code',
      properties: { className: ['language-graphql'], metastring: '{2}' },
      children: [{ type: 'text', value: 'type Query {\n  hello: String\n}\n' }],
    };
    const inline: Element = {
      type: 'element',
      tagName: 'code',
      properties: {},
      children: [{ type: 'text', value: 'parse' }],
    };
    // The block sits inside an MDX component (as in <Tabs>), a JSX node of the tree.
    const tabItem = {
      type: 'mdxJsxFlowElement',
      name: 'TabItem',
      attributes: [],
      children: [{ type: 'element', tagName: 'pre', properties: {}, children: [code] }],
    };
    const tree = {
      type: 'root',
      children: [{ type: 'element', tagName: 'p', properties: {}, children: [inline] }, tabItem],
    } as unknown as Root;
    await rehypeHighlightCode()(tree, new VFile({ path: 'docs/page.md' }));
    const html = code.properties[highlightedHtmlProp];
    assert.equal(typeof html, 'string');
    assert.equal(textOf(html as string), 'type Query {\n  hello: String\n}');
    // The text is in the HTML only: as the element's child too, the page's JavaScript would carry it twice.
    assert.deepEqual(code.children, []);
    assert.match(
      html as string,
      /<span class="line theme-code-block-highlighted-line"><span[^>]*> {2}hello/,
    );
    assert.equal(inline.properties[highlightedHtmlProp], undefined);
  });

  it('colours each mode from its own variables, and sets the block colours CodeBlock reads', () => {
    const tokens = (colour: string) => ({
      keyword: colour,
      string: '#010101',
      constant: '#020202',
      variable: '#030303',
      name: '#040404',
      comment: '#050505',
    });
    const css = codeColourCss({
      light: { background: '#fff', text: '#111', tokens: tokens('#a00') },
      dark: { background: '#222', text: '#eee', tokens: tokens('#f88') },
    });
    // The try-it editor's token colours, per mode.
    assert.match(css, /:root \{[^}]*--code-token-keyword: #a00;/);
    assert.match(css, /\[data-theme='dark'\] \{[^}]*--code-token-keyword: #f88;/);
    assert.match(css, /:root \{\s*--prism-background-color: #fff;\s*--prism-color: #111;/);
    assert.match(
      css,
      /\[data-theme='dark'\] \{\s*--prism-background-color: #222;\s*--prism-color: #eee;/,
    );
    assert.match(css, /:root \.theme-code-block code \[style\] \{\s*color: var\(--code-light\);/);
    assert.match(
      css,
      /\[data-theme='dark'\] \.theme-code-block code \[style\] \{\s*color: var\(--code-dark\);/,
    );
  });
});

/**
 * What every page loads first (plugins/slim-main-bundle): the route tables without module
 * paths, which only server rendering reads, and with short chunk names, no helper library
 * nothing calls, and the bundler's runtime written after the main bundle; and the docs plugin's
 * lookup of a page's instance without ICU's collator (plugins/active-docs-plugin).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { slimRouteRegistry } from '../../plugins/slim-main-bundle/registry-loader.ts';
import { withShortChunkNames } from '../../plugins/slim-main-bundle/routes-chunk-names-loader.ts';
import { runtimeLastTemplate } from '../../plugins/slim-main-bundle/runtime-last.ts';
import { withoutServerOnlyConfig } from '../../plugins/slim-main-bundle/site-config-loader.ts';
import { withCodeUnitPathSort } from '../../plugins/active-docs-plugin/loader.ts';
import { buildDir } from '../../lib/paths.ts';
import { builtHtmlFiles } from '../support/content-security-policy.ts';

function readMainBundle(): { main: string; source: string } {
  const js = path.join(buildDir, 'assets/js');
  const main = fs.readdirSync(js).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  assert.ok(main, `no main bundle in ${js}`);
  return { main, source: fs.readFileSync(path.join(js, main), 'utf8') };
}

describe('the main bundle', () => {
  it('leaves every route registry entry its chunk loader only, and names chunks short', () => {
    const { main, source } = readMainBundle();
    const paths = source.match(/"@(?:site|generated)\/[^"]*\.(?:md|mdx|json|tsx?)"/g) ?? [];
    assert.deepEqual(paths.slice(0, 3), [], `${paths.length} module paths in ${main}`);
    // A chunk name is 4 to 8 hex digits; the minifier writes one of only decimal digits as a number.
    // An entry's loader may hold one array, of the chunks it waits for.
    const key = '(?:"[0-9a-f]{4,8}"|\\d+|0x[0-9a-f]+):\\[\\(\\)=>';
    const entries = source.match(new RegExp(`${key}(?:[^\\[\\]]|\\[[^\\]]*\\])*\\]`, 'g')) ?? [];
    assert.ok(
      entries.length > 300,
      `${main} has ${entries.length} route registry entries: the API's alone are over 300`,
    );
    const loaders = entries.filter((entry) => /\.then\([^()]*\([^()]*\)\)\]$/.test(entry));
    assert.deepEqual(
      entries.filter((entry) => !loaders.includes(entry)).slice(0, 3),
      [],
      `entries of ${main} with more than their chunk loader`,
    );
    const hashLong = source.match(/"[0-9a-f]{8}":\[\(\)=>/g)?.length ?? 0;
    assert.ok(
      hashLong < entries.length / 10,
      `${hashLong} of ${entries.length} chunk names keep 8 digits`,
    );
  });

  it('gives a route chunk the shortest start of its hash no other starts with, alike in both tables', () => {
    const entry = (name: string, module: string) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],\n`;
    const registry = `export default {\n${entry('17896441', '@theme/DocItem')}${entry('1789ab00', '@site/docs/a.md')}${entry('a7bd4aaa', '@site/docs/b.md')}};\n`;
    assert.equal(
      slimRouteRegistry(registry, 'registry.js'),
      `export default {\n` +
        `  "17896": [() => import(/* webpackChunkName: "17896" */ "@theme/DocItem")],\n` +
        `  "1789a": [() => import(/* webpackChunkName: "1789a" */ "@site/docs/a.md")],\n` +
        `  "a7bd": [() => import(/* webpackChunkName: "a7bd" */ "@site/docs/b.md")],\n};\n`,
    );
    const routes = { '/docs/b-1f2': { __comp: '17896441', content: 'a7bd4aaa' } };
    assert.deepEqual(
      JSON.parse(withShortChunkNames(JSON.stringify(routes), registry, 'routesChunkNames.json')),
      { '/docs/b-1f2': { __comp: '17896', content: 'a7bd' } },
    );
    assert.throws(
      () =>
        withShortChunkNames(
          JSON.stringify({ '/x-1': { content: 'ffffffff' } }),
          registry,
          '/site/.docusaurus/routesChunkNames.json',
        ),
      /\/site\/\.docusaurus\/routesChunkNames\.json: chunk ffffffff is not in the route registry/,
    );
  });

  it('rejects a registry written in another form, naming the file', () => {
    assert.throws(
      () =>
        slimRouteRegistry(
          'export default {\n  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem"],\n};\n',
          '/site/.docusaurus/registry.js',
        ),
      /\/site\/\.docusaurus\/registry\.js: 1 of 1 route registry entries are not in the form/,
    );
  });

  it("carries none of tslib's helpers: @docusaurus/utils-common's one call gets its own", () => {
    const { main, source } = readMainBundle();
    const helpers = source.match(
      /__(?:awaiter|generator|decorate|spreadArray|classPrivateFieldGet)\b/g,
    );
    assert.deepEqual(helpers ?? [], [], `tslib helpers in ${main}`);
  });

  it('is written before the runtime on every page, so that the runtime starts it', () => {
    const files = builtHtmlFiles(buildDir);
    assert.ok(files.length > 300, `only ${files.length} HTML files in the build`);
    const misordered = files.filter((file) => {
      const scripts = [
        ...fs.readFileSync(file, 'utf8').matchAll(/<script\b[^>]*\ssrc=["']?([^"' >]+)/g),
      ].map((match) => path.basename(match[1]!));
      return !/^main\./.test(scripts.at(-2) ?? '') || !/^runtime~main\./.test(scripts.at(-1) ?? '');
    });
    assert.deepEqual(
      misordered.slice(0, 3).map((file) => path.relative(buildDir, file)),
      [],
      `${misordered.length} pages whose last two scripts are not main, then runtime~main`,
    );
  });

  it("rejects a page template that does not write its scripts in Docusaurus's one loop, naming it", () => {
    assert.throws(
      () => runtimeLastTemplate('<html><head></head><body></body></html>', 'ssgTemplate.html.js'),
      /^Error: ssgTemplate\.html\.js: the page template does not write its scripts with one/,
    );
  });

  it("leaves the page template out of the browser's site config, and rejects a config in another form", () => {
    const { main, source } = readMainBundle();
    assert.ok(!source.includes('it.scripts'), `${main} carries the page template`);
    assert.throws(
      () =>
        withoutServerOnlyConfig(
          'module.exports = {};\n',
          '/site/.docusaurus/docusaurus.config.mjs',
        ),
      /^Error: \/site\/\.docusaurus\/docusaurus\.config\.mjs: the site config is not written as/,
    );
  });

  it("sorts the docs instances' paths as localeCompare did, without calling it", () => {
    const { main, source } = readMainBundle();
    assert.ok(
      !/\.path\.localeCompare\(/.test(source),
      `${main} sorts docs instances by localeCompare`,
    );
    const upstream =
      'export const sorted = (entries) => entries.sort((a, b) => b[1].path.localeCompare(a[1].path));';
    const sorted = new Function(
      'entries',
      withCodeUnitPathSort(upstream, 'docsClientUtils.js')
        .replace('export const sorted = (entries) => ', 'return ')
        .replace(/;$/, ''),
    ) as (entries: [string, { path: string }][]) => [string, { path: string }][];
    const paths = ['/', '/api', '/docs', '/api/graphql-js', '/docs/next', '/api-16'];
    const entries = paths.map((path): [string, { path: string }] => [path, { path }]);
    assert.deepEqual(
      sorted(entries).map(([, data]) => data.path),
      [...paths].sort((a, b) => b.localeCompare(a)),
    );
    assert.throws(
      () => withCodeUnitPathSort('export {};\n', '/nm/docsClientUtils.js'),
      /^Error: \/nm\/docsClientUtils\.js: 0 copies of/,
    );
  });
});

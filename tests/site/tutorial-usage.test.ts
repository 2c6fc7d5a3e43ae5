/**
 * The API pages and the tutorials point at each other consistently: an API
 * page lists the tutorials whose samples import the export, each link landing
 * on a heading of that tutorial, and each tutorial's "API used on this page"
 * links exactly the exports its samples import.
 *
 * The expected imports are read here from the tutorials' markdown with a plain
 * pattern over ```js/ts fences, not with the site's own reader.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';

import { builtFile, builtPage, hasAnchor, links, section } from '../support/built-pages.ts';
import { docsDir, readDocPages } from '../support/tutorials.ts';

const apiRoute = '/api/graphql-js';

/** The names a tutorial's fenced code imports from graphql (or a subpath). */
function importedNames(docPath: string): Set<string> {
  const source = fs.readFileSync(path.join(docsDir, docPath), 'utf8');
  const names = new Set<string>();
  for (const [fence] of source.matchAll(/^([ \t]*)```[^\n]*\n[\s\S]*?^\1```/gm)) {
    for (const [, clause] of fence.matchAll(
      /^[ \t]*import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]graphql(?:\/[\w-]+)?['"]/gm,
    )) {
      for (const item of clause!.split(',')) {
        const name = item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** The export an API link points at: the page's last segment, or the overview anchor's entry. */
function apiName(
  href: string,
  from: string,
  nameByAnchor: Map<string, string>,
): string | undefined {
  const url = new URL(href, `https://site.test${from}`);
  if (url.pathname.startsWith(`${apiRoute}/`)) return url.pathname.split('/').at(-1);
  if (url.pathname === apiRoute && url.hash) return nameByAnchor.get(url.hash.slice(1));
  return undefined;
}

const tutorials = readDocPages().map((tutorial) => ({
  ...tutorial,
  imports: importedNames(tutorial.path),
}));

describe('"Used in tutorials and guides" on API pages', () => {
  it('GraphQLSchema links every tutorial that imports it, each at a heading of that tutorial', () => {
    const route = `${apiRoute}/class/GraphQLSchema`;
    const importers = tutorials.filter((tutorial) => tutorial.imports.has('GraphQLSchema'));
    assert.ok(importers.length > 0, 'no tutorial imports GraphQLSchema');
    const nodes = section(builtPage(route), 'used-in-tutorials');
    assert.ok(nodes, 'the GraphQLSchema page has no "Used in tutorials and guides" section');
    const listed = links(nodes).map((link) => new URL(link.href, `https://site.test${route}`));
    for (const tutorial of importers) {
      const link = listed.find(
        (url) => url.pathname.replace(/\/$/, '') === tutorial.route.replace(/\/$/, ''),
      );
      assert.ok(link, `GraphQLSchema does not link ${tutorial.route}`);
      assert.ok(link.hash, `the link to ${tutorial.route} has no heading anchor`);
      assert.ok(
        hasAnchor(tutorial.route, link.hash.slice(1)),
        `${tutorial.route} has no heading #${link.hash.slice(1)}`,
      );
    }
    assert.equal(
      listed.length,
      importers.length,
      'GraphQLSchema links a tutorial that does not import it',
    );
  });
});

describe('"API used on this page" in tutorials', () => {
  const withSection = tutorials.filter((tutorial) =>
    section(builtPage(tutorial.route), 'api-used-on-this-page'),
  );

  it('is on the tutorials that had one', () => {
    assert.ok(withSection.length >= 6, `only ${withSection.map((t) => t.file).join(', ')}`);
  });

  for (const tutorial of withSection) {
    it(`${tutorial.file}: links exactly the exports its samples import, each page of which links back`, () => {
      const nameByAnchor = new Map(
        [...tutorial.imports].map((name) => [name.toLowerCase(), name] as const),
      );
      const listed = links(section(builtPage(tutorial.route), 'api-used-on-this-page')!)
        .map((link) => apiName(link.href, tutorial.route, nameByAnchor))
        .filter((name): name is string => name !== undefined);
      assert.deepEqual(new Set(listed), tutorial.imports);
      for (const name of listed) {
        const page = (['class', 'enum', 'function', 'interface'] as const)
          .map((kind) => `${apiRoute}/${kind}/${name}`)
          .find((route) => builtFile(route));
        if (!page) {
          // A type alias or variable: an entry on the overview.
          assert.ok(
            hasAnchor(apiRoute, name.toLowerCase()),
            `the overview has no entry for ${name}`,
          );
          continue;
        }
        const back = links(section(builtPage(page), 'used-in-tutorials') ?? []).map((link) =>
          new URL(link.href, `https://site.test${page}`).pathname.replace(/\/$/, ''),
        );
        assert.ok(
          back.includes(tutorial.route.replace(/\/$/, '')),
          `${page} does not link back to ${tutorial.route}`,
        );
      }
    });
  }
});

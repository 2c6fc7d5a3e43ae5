/**
 * The built API reference tells an upgrading reader what changed since graphql
 * 16: the overview lists each removed export with a replacement that exists,
 * a new export's page carries "New in 17" under its title (and its sidebar item
 * says "new"), and a page's "Changed in 17" / "Unchanged since 16" is true
 * against graphql 16's own declarations.
 *
 * Expected facts come from the two packages (graphql and graphql-16): their
 * exports at run time, and their .d.ts source text.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import * as graphql17 from 'graphql';
import * as graphql16 from 'graphql-16';
import { DomUtils } from 'htmlparser2';

import {
  article,
  builtPage,
  hasAnchor,
  links,
  section,
  text,
  type Element,
} from '../support/built-pages.ts';
import { declaredSignatures } from '../support/declarations.ts';
import { buildDir, siteDir } from '../../lib/paths.ts';

const apiRoute = '/api/graphql-js';

/** Resolves a link on a page under /api/graphql-js/ to a route and an anchor. */
function target(href: string, from: string): { route: string; anchor: string } {
  const url = new URL(href, `https://site.test${from}/`);
  return { route: url.pathname.replace(/\/$/, ''), anchor: url.hash.slice(1) };
}

/** The first badge in a page's article and what precedes it. */
function firstBadge(page: Element[]): Element | null {
  return DomUtils.findOne(
    (element) => (element.attribs.class ?? '').split(' ').includes('badge'),
    [article(page)],
  );
}

const packageDirs = {
  16: path.join(siteDir, 'node_modules/graphql-16'),
  17: path.join(siteDir, 'node_modules/graphql'),
};

describe('Changes since 16 on the overview', () => {
  const overview = builtPage(apiRoute);

  it('is a section with counts and the new, changed and removed lists', () => {
    const changes = section(overview, 'changes-since-16');
    assert.ok(changes, 'the overview has no "Changes since 16" section');
    assert.match(
      text(changes),
      /Compared with graphql 16\.\d+\.\d+, version 17\.\d+\.\d+ has \d+ new exports, \d+ changed and \d+ removed/,
    );
    for (const id of ['new-in-17', 'changed-in-17', 'removed-in-17'])
      assert.ok(section(overview, id), `no #${id} list`);
    // A new export 16 did not have is in the new list, linked to its page.
    const added = links(section(overview, 'new-in-17')!);
    assert.ok(
      'experimentalExecuteIncrementally' in graphql17 &&
        !('experimentalExecuteIncrementally' in graphql16),
    );
    assert.ok(
      added.some(
        (link) =>
          link.text === 'experimentalExecuteIncrementally' &&
          target(link.href, apiRoute).route ===
            `${apiRoute}/function/experimentalExecuteIncrementally`,
      ),
    );
  });

  // What 16's deprecation notes point to, checked here against 17 at run time.
  const replacements: Record<string, { name: string; exists: () => boolean }> = {
    getOperationRootType: {
      name: 'GraphQLSchema.getRootType',
      exists: () => typeof graphql17.GraphQLSchema.prototype.getRootType === 'function',
    },
    formatError: {
      name: 'GraphQLError.toJSON',
      exists: () => typeof graphql17.GraphQLError.prototype.toJSON === 'function',
    },
    printError: {
      name: 'GraphQLError.toString',
      exists: () => typeof graphql17.GraphQLError.prototype.toString === 'function',
    },
    assertValidName: {
      name: 'assertName',
      exists: () => typeof graphql17.assertName === 'function',
    },
    isValidNameError: {
      name: 'assertName',
      exists: () => typeof graphql17.assertName === 'function',
    },
    getVisitFn: {
      name: 'getEnterLeaveForKind',
      exists: () => typeof graphql17.getEnterLeaveForKind === 'function',
    },
  };

  for (const [removed, replacement] of Object.entries(replacements)) {
    it(`lists ${removed} as removed, with ${replacement.name} to use instead (a working link)`, () => {
      assert.ok(
        removed in graphql16 && !(removed in graphql17),
        `${removed} should be in 16 and not in 17`,
      );
      assert.ok(replacement.exists(), `${replacement.name} is not in graphql 17`);
      const items = DomUtils.findAll(
        (element) => element.name === 'li',
        section(overview, 'removed-in-17')!,
      );
      const item = items.find((li) => text(li).startsWith(`${removed} (`));
      assert.ok(item, `${removed} is not in the removed list`);
      const link = links([item]).find((l) => l.text === replacement.name);
      assert.ok(link, `${removed}'s entry does not link ${replacement.name}: "${text(item)}"`);
      const { route, anchor } = target(link.href, apiRoute);
      assert.ok(builtPage(route), `${link.href} is not a built page`);
      if (anchor) assert.ok(hasAnchor(route, anchor), `${route} has no #${anchor}`);
    });
  }
});

describe('"New in 17" and "Changed in 17" on API pages', () => {
  it('marks a new export under its title and in its sidebar item', () => {
    const route = `${apiRoute}/function/experimentalExecuteIncrementally`;
    const page = builtPage(route);
    const badge = firstBadge(page);
    assert.equal(badge && text(badge), 'New in 17');
    const newItems = DomUtils.findAll(
      (element) =>
        element.name === 'li' &&
        (element.attribs.class ?? '').split(' ').includes('api-sidebar-item-new'),
      page,
    );
    assert.ok(
      newItems.some((item) => links([item]).some((link) => link.href === route)),
      'its sidebar item is not marked new',
    );
    // And an export 16 had is not: execute sits in the same sidebar category.
    assert.ok('execute' in graphql16);
    assert.ok(
      !newItems.some((item) =>
        links([item]).some((link) => link.href === `${apiRoute}/function/execute`),
      ),
      'execute is marked new',
    );
  });

  it('says execute is unchanged, as its declarations in 16 and 17 are the same', () => {
    const [in16, in17] = [
      declaredSignatures(packageDirs[16], 'execute'),
      declaredSignatures(packageDirs[17], 'execute'),
    ];
    assert.deepEqual(in17, in16, 'execute changed between 16 and 17: this test expects it did not');
    const page = builtPage(`${apiRoute}/function/execute`);
    assert.equal(text(firstBadge(page)!), 'Unchanged since 16');
    assert.doesNotMatch(text(article(page)), /Changed in 17|New in 17/);
  });

  it('says which parameter of validate 17 removed, as their declarations differ', () => {
    const [in16, in17] = [
      declaredSignatures(packageDirs[16], 'validate'),
      declaredSignatures(packageDirs[17], 'validate'),
    ];
    assert.ok(
      in16.some((signature) => signature.includes('typeInfo')) &&
        !in17.some((signature) => signature.includes('typeInfo')),
    );
    const page = builtPage(`${apiRoute}/function/validate`);
    const badge = firstBadge(page)!;
    assert.equal(text(badge), 'Changed in 17');
    assert.match(text(badge.parent!), /parameter typeInfo removed/);
  });
});

describe('the search index', () => {
  // The lunr the search plugin builds its index with, to query the index as its client does.
  const requireFromSearch = createRequire(
    createRequire(import.meta.url).resolve('@easyops-cn/docusaurus-search-local'),
  );
  const lunr: { Index: { load(json: unknown): { search(query: string): { ref: string }[] } } } =
    requireFromSearch('lunr');
  const indexFile = fs.readdirSync(buildDir).find((file) => /^search-index.*\.json$/.test(file));
  const groups: { documents: { i: number; u: string; h?: string }[]; index: unknown }[] = indexFile
    ? JSON.parse(fs.readFileSync(path.join(buildDir, indexFile), 'utf8'))
    : [];

  /** Where the index sends a reader who searches `query`: route + anchor of every hit. */
  function hits(query: string): string[] {
    return groups.flatMap((group) => {
      const documents = new Map(group.documents.map((document) => [String(document.i), document]));
      return lunr.Index.load(group.index)
        .search(query)
        .map((hit) => documents.get(hit.ref)!)
        .map((document) => `${document.u}${document.h ?? ''}`);
    });
  }

  it('sends "new in 17" to the overview\'s list of new exports', () => {
    assert.ok(indexFile, 'no search index in build/');
    assert.ok(hits('new in 17').includes(`${apiRoute}#new-in-17`));
  });

  it("sends a removed name, getOperationRootType, to the overview's removed list", () => {
    assert.ok(hits('getOperationRootType').includes(`${apiRoute}#removed-in-17`));
  });
});

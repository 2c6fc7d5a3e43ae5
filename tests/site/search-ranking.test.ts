/**
 * The site search answers readers: their queries (lib/search-queries.ts) ranked over the index
 * the build wrote, by the code the search box's worker runs (lib/search-ranking.ts). The
 * browser spec (e2e/search.spec.ts) keeps only what needs a browser.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { buildDir } from '../../lib/paths.ts';
import { loadSearchIndex, searchIndexFile } from '../../lib/search-index.ts';
import {
  documentTypes,
  firstSuggestions,
  pageKind,
  searchSite,
  type LoadedIndex,
  type SearchResult,
} from '../../lib/search-ranking.ts';
import { conceptQueries, searchQueries } from '../../lib/search-queries.ts';

/** The share of the queries that must be answered among the first suggestions. */
const requiredHitRate = 0.95;

const describeResult = (result: SearchResult) =>
  `${result.document.u}${result.document.h ?? ''} "${result.document.t.slice(0, 60)}"`;

describe('site search ranking over the built index', () => {
  let indexes: LoadedIndex[];
  let titles: LoadedIndex['documents'];
  before(() => {
    indexes = loadSearchIndex(searchIndexFile(buildDir));
    titles = indexes.find(({ type }) => type === documentTypes.title)!.documents;
  });

  it(`the reader query list has at least 40 queries, each accepting pages that exist, over tutorials, guides, the upgrade guide and the API`, () => {
    assert.ok(searchQueries.length >= 40, `${searchQueries.length} queries`);
    const pages = new Set(titles.map((doc) => doc.u));
    for (const { query, accept } of searchQueries)
      for (const url of accept)
        assert.ok(pages.has(url), `"${query}" accepts ${url}, no page of the index`);
    const kinds = new Set(searchQueries.flatMap(({ accept }) => accept.map(pageKind)));
    for (const kind of ['Tutorial', 'Guide', 'Upgrade', 'Class', 'Function'] as const)
      assert.ok(kinds.has(kind), `no query accepts a page of kind ${kind}`);
  });

  it(`at least ${requiredHitRate * 100}% of the reader queries list an accepted page among the first ${firstSuggestions} suggestions`, () => {
    const missed: string[] = [];
    for (const { query, accept } of searchQueries) {
      const first = searchSite(indexes, query, firstSuggestions);
      if (!first.some((result) => accept.includes(result.document.u)))
        missed.push(
          `"${query}" (wants ${accept.join(' or ')}) got ${first.map(describeResult).join('; ') || 'nothing'}`,
        );
    }
    const hitRate = 1 - missed.length / searchQueries.length;
    assert.ok(
      hitRate >= requiredHitRate,
      `${(hitRate * 100).toFixed(1)}% answered; missed:\n${missed.join('\n')}`,
    );
  });

  it('an API name typed exactly lists its page first, for every class, function and enum', () => {
    const wrong: string[] = [];
    for (const title of titles) {
      const name = /^\/api\/[^/]+\/(?:class|function|enum)\/([^/]+)$/.exec(title.u)?.[1];
      if (!name) continue;
      const [first] = searchSite(indexes, name, 1);
      if (first?.document.u !== title.u)
        wrong.push(`${name}: ${first ? describeResult(first) : 'nothing'}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('an API name with a letter left out or two letters swapped lists its page first, for every class', () => {
    const wrong: string[] = [];
    for (const title of titles.filter((doc) => pageKind(doc.u) === 'Class')) {
      const name = title.u.split('/').pop()!;
      const middle = Math.floor(name.length / 2);
      const typos = [
        name.slice(0, middle) + name.slice(middle + 1),
        name.slice(0, middle) + name[middle + 1] + name[middle] + name.slice(middle + 2),
      ];
      for (const typo of typos) {
        const [first] = searchSite(indexes, typo, 1);
        if (first?.document.u !== title.u)
          wrong.push(`${typo}: ${first ? describeResult(first) : 'nothing'}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('no API member (a heading of an API page) is among the first suggestions for a concept word', () => {
    const wrong: string[] = [];
    for (const { query } of conceptQueries) {
      const members = searchSite(indexes, query, firstSuggestions).filter(
        (result) => result.type === documentTypes.heading && result.document.u.startsWith('/api/'),
      );
      if (members.length > 0) wrong.push(`"${query}": ${members.map(describeResult).join('; ')}`);
    }
    assert.deepEqual(wrong, []);
  });

  it("a page's title is listed before its sections and its sections before its text", () => {
    for (const query of ['caching', 'pagination', 'nullability']) {
      const results = searchSite(indexes, query, 10);
      const page = results[0]!.document.u;
      const order = results
        .filter((result) => result.document.u === page)
        .map((result) => result.type);
      const rank = (type: number) =>
        type === documentTypes.title ? 0 : type === documentTypes.heading ? 1 : 2;
      assert.deepEqual(
        order.map(rank),
        [...order.map(rank)].sort((a, b) => a - b),
        `"${query}" on ${page}: ${order.join(', ')}`,
      );
      assert.equal(
        results[0]!.type,
        documentTypes.title,
        `"${query}": ${describeResult(results[0]!)}`,
      );
    }
  });

  it('each suggestion names its kind of page (Tutorial, Guide, Class …) as the path it shows', () => {
    for (const { query } of searchQueries.slice(0, 10))
      for (const result of searchSite(indexes, query, firstSuggestions)) {
        const shown = result.type === documentTypes.title ? result.document : result.page;
        assert.deepEqual(shown?.b, [pageKind(result.document.u)], describeResult(result));
      }
  });

  it('every suggestion carries a position in its text, which the plugin needs to render it', () => {
    for (const { query } of searchQueries)
      for (const result of searchSite(indexes, query, 10)) {
        const positions = Object.values(result.metadata).flatMap(
          (fields) => (fields.t as { position?: number[][] } | undefined)?.position ?? [],
        );
        assert.ok(positions.length > 0, `"${query}": ${describeResult(result)} has no position`);
      }
  });
});

/**
 * The site search answers the words readers of the tutorials type most: each
 * term below is indexed for the tutorial page that teaches it. Read from the
 * index the build wrote (by @easyops-cn/docusaurus-search-local), with the
 * lunr release that plugin uses, as the search box's worker does.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildDir } from '../../lib/paths.ts';
import { tutorialSearchTerms } from '../tutorial-search-terms.ts';

/** The part of lunr this test uses (lunr ships no type declarations). */
interface LunrIndex {
  search(query: string): { ref: string; score: number }[];
}
const pluginRequire = createRequire(
  createRequire(import.meta.url).resolve('@easyops-cn/docusaurus-search-local'),
);
const lunr = pluginRequire('lunr') as { Index: { load(serialized: object): LunrIndex } };

/** One indexed piece of a page: `u` is the page's URL, `h` the heading's anchor, `t` the text. */
interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
}

/** The indexes the plugin writes into one file, in its order (its SearchDocumentType). */
const indexKinds = ['title', 'heading', 'description', 'keywords', 'content'] as const;

function loadIndexes(): {
  kind: (typeof indexKinds)[number];
  documents: SearchDocument[];
  index: LunrIndex;
}[] {
  const files = fs.existsSync(buildDir)
    ? fs.readdirSync(buildDir).filter((file) => /^search-index.*\.json$/.test(file))
    : [];
  assert.equal(
    files.length,
    1,
    `expected one search-index*.json in ${buildDir} (run the build first); found ${files.join(', ') || 'none'}`,
  );
  const parts = JSON.parse(fs.readFileSync(path.join(buildDir, files[0]!), 'utf8')) as {
    documents: SearchDocument[];
    index: object;
  }[];
  assert.equal(
    parts.length,
    indexKinds.length,
    `${files[0]} holds ${parts.length} indexes, not ${indexKinds.length}`,
  );
  return parts.map(({ documents, index }, n) => ({
    kind: indexKinds[n]!,
    documents,
    index: lunr.Index.load(index),
  }));
}

describe('site search over the tutorials', () => {
  const indexes = loadIndexes();

  for (const { query: term, route: page } of tutorialSearchTerms) {
    it(`finds "${term}" in a heading of ${page}`, () => {
      const headings = indexes.find(({ kind }) => kind === 'heading')!;
      const found = headings.index
        .search(term)
        .map(({ ref }) => headings.documents.find((doc) => String(doc.i) === ref)!);
      const onPage = found.filter((doc) => doc.u === page);
      assert.ok(
        onPage.length > 0,
        `no heading of ${page} matches "${term}"; headings that do: ${found.map((doc) => `${doc.u}#${doc.h} "${doc.t}"`).join('; ') || 'none'}`,
      );
    });
  }
});

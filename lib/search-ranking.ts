/**
 * How the site search ranks: one function, run by the search box's web worker
 * (src/theme/SearchBar/search-worker.ts) over the index that
 * @easyops-cn/docusaurus-search-local writes, and by the tests and the bench over the
 * same file, so what they measure is what readers get.
 *
 * It ranks as Algolia DocSearch does: an exact API name brings its page first; then page
 * titles, section headings, descriptions and body text, in that order; whole words before
 * prefixes before typos. A docs page (tutorial, guide, upgrade guide) outranks API
 * members (enum values, properties: the headings of API pages) and AST nodes, so a word
 * that is both a concept and a member (`enum`, `interface`) brings the page that teaches it.
 * The plugin's own search stops at its first `limit` hits in index order and sorts them
 * by lunr's score, which puts `Interface: ArgumentNode` (its title holds the word
 * `interface`) before the guide to interfaces.
 *
 * lunr is not imported: the caller loads the index with the lunr release of the plugin.
 */

/** The plugin's five indexes, in the order its JSON file holds them (its SearchDocumentType). */
export const documentTypes = {
  title: 0,
  heading: 1,
  description: 2,
  keywords: 3,
  content: 4,
} as const;

/** One indexed piece of a page: `u` is the page's URL, `h` the heading's anchor, `t` the text. */
export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  /** The id of the page's title document. */
  p?: number;
  /** The breadcrumb of a page title. */
  b?: string[];
  /** The heading (or page title) a piece of text or a description belongs to. */
  s?: string;
}

/** The part of lunr's Query that ranking uses. */
export interface LunrQuery {
  term(
    value: string,
    options: { presence?: number; wildcard?: number; editDistance?: number },
  ): unknown;
}

export interface LunrHit {
  ref: string;
  score: number;
  matchData: { metadata: Record<string, Record<string, unknown>> };
}

/** The part of a loaded lunr index that ranking uses. */
export interface LunrIndex {
  query(build: (query: LunrQuery) => void): LunrHit[];
}

export interface LoadedIndex {
  type: number;
  documents: SearchDocument[];
  index: LunrIndex;
}

/** A suggestion, in the shape the plugin's search bar and search page render. */
export interface SearchResult {
  document: SearchDocument;
  type: number;
  /** The page's title document (for a hit that is not itself a title). */
  page: SearchDocument | undefined;
  metadata: Record<string, Record<string, unknown>>;
  tokens: string[];
  score: number;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
}

// lunr.Query's constants (lunr 2.3).
const optional = 1;
const required = 2;
const wildcardTrailing = 2;

/** What a page is, as a suggestion names it. */
export type PageKind =
  | 'Tutorial'
  | 'Guide'
  | 'Upgrade'
  | 'Class'
  | 'Function'
  | 'Interface'
  | 'Enum'
  | 'Type'
  | 'Constant'
  | 'API';

const apiKinds: Record<string, PageKind> = {
  class: 'Class',
  function: 'Function',
  interface: 'Interface',
  enum: 'Enum',
  'type-alias': 'Type',
  variable: 'Constant',
};

/** The kind of the page at `url`, from its route. */
export function pageKind(url: string): PageKind {
  const path = url.replace(/[?#].*$/, '');
  if (path.startsWith('/docs/guides/')) return 'Guide';
  if (path.startsWith('/docs/upgrade-from-')) return 'Upgrade';
  if (path.startsWith('/docs/')) return 'Tutorial';
  const api = /^\/api\/[^/]+\/([^/]+)\/[^/]+$/.exec(path);
  return (api && apiKinds[api[1]!]) || 'API';
}

/** The anchors of the sections the build generates: lists of links, no prose. */
const generatedLists = new Set(['#api-used-on-this-page', '#used-in-tutorials']);

/** The kind TypeDoc puts before an API page's title. */
const apiTitlePrefix = /^(?:Class|Function|Interface|Enumeration|Type Alias|Variable): /;

const docsKinds = new Set<PageKind>(['Tutorial', 'Guide', 'Upgrade']);

/** The export an API page documents (`GraphQLObjectType` for `/api/graphql-js/class/GraphQLObjectType`). */
function apiName(url: string): string | undefined {
  return /^\/api\/[^/]+\/[^/]+\/([^/?#]+)/.exec(url)?.[1];
}

/**
 * Words lunr's English pipeline drops from the index (its stop word list, lunr 2.3):
 * required in a query, they would match nothing.
 */
const stopWords = new Set(
  'a able about across after all almost also am among an and any are as at be because been but by can cannot could dear did do does either else ever every for from get got had has have he her hers him his how however i if in into is it its just least let like likely may me might most must my neither no nor not of off often on only or other our own rather said say says she should since so some than that the their them then there these they this tis to too twas us wants was we were what when where which while who whom why will with would yet you your'.split(
    ' ',
  ),
);

/** The query's words, as the plugin splits them (whitespace and hyphens), lower-cased. */
export function queryTokens(input: string): string[] {
  return input.toLowerCase().match(/[^-\s]+/g) ?? [];
}

/** Letters and digits only, lower-cased: `GraphQL Object-Type` → `graphqlobjecttype`. */
function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The query's words in their order, each at most one word (or a quoted name) from the next:
 * `Abstract type must resolve` finds `Abstract type "Item" must resolve`.
 */
function phrasePattern(tokens: string[]): RegExp {
  const escaped = tokens.map((token) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(escaped.join('[^a-z0-9]+(?:[^\\s]+\\s+)?'), 'i');
}

const wordsCache = new Map<string, string[]>();

/** The words of a name or heading, camelCase split too: `GraphQLEnumType` → graph ql enum type … */
function wordsOf(text: string): string[] {
  let words = wordsCache.get(text);
  if (!words) {
    words = splitWords(text);
    wordsCache.set(text, words);
  }
  return words;
}

function splitWords(text: string): string[] {
  const spaced = text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return [...new Set([...spaced.split(/[^a-z0-9]+/), ...text.toLowerCase().split(/[^a-z0-9]+/)])]
    .filter(Boolean)
    .map(stem);
}

/** A rough English stem, enough to match `enums` with `enum` and `resolvers` with `resolver`. */
function stem(word: string): string {
  return word.replace(/(?:ies|es|s|ing|ed)$/, '').replace(/e$/, '') || word;
}

/** Whether every word of the query is a word (or the start of one) of `words`. */
function coversAll(tokens: string[], words: string[]): boolean {
  return tokens.every((token) => {
    const stemmed = stem(token);
    return words.some((word) => word === stemmed || word.startsWith(stemmed));
  });
}

/**
 * Edits from `a` to `b` (a letter added, left out, changed, or two neighbours swapped, as
 * DocSearch counts typos), giving up above `max`.
 */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        current[j] = Math.min(current[j]!, beforePrevious[j - 2]! + 1);
      best = Math.min(best, current[j]!);
    }
    if (best > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How a hit was found: the query's words exactly, the last one as a prefix, one mistyped, or only some of them. */
type Match = 'exact' | 'prefix' | 'typo' | 'partial';
const matchCost: Record<Match, number> = { exact: 0, prefix: 8, typo: 20, partial: 0 };

interface Candidate {
  document: SearchDocument;
  type: number;
  page: SearchDocument | undefined;
  metadata: Record<string, Record<string, unknown>>;
  score: number;
  lunrScore: number;
}

/**
 * The weight of a hit before how it matched: the kind of index (title, heading …) and the
 * kind of page. An API page's headings are its members and parameters.
 */
function baseWeight(type: number, kind: PageKind): number {
  const docs = docsKinds.has(kind);
  switch (type) {
    case documentTypes.title:
      return docs ? 60 : 50;
    case documentTypes.keywords:
      return docs ? 55 : 45;
    case documentTypes.heading:
      return docs ? 40 : 12;
    case documentTypes.description:
      return docs ? 30 : 22;
    default:
      return docs ? 18 : 6;
  }
}

/** Classes implement the concepts; AST nodes are rarely what a reader means. */
function apiKindWeight(kind: PageKind, name: string): number {
  if (/Node$/.test(name)) return -10;
  if (kind === 'Class') return 8;
  if (kind === 'Function' || kind === 'Enum') return 3;
  return 0;
}

/**
 * How well an API page's name answers the query: the name itself, mistyped by up to two
 * letters (an identifier typed alone: one from 4 letters, two from 8), or holding every word of the query
 * (`interface` → GraphQLInterfaceType), the more of the name the query is the better.
 * The page's title (`Class: GraphQLObjectType<TSource …>`) is not what counts: its
 * `Class:` and type parameters match words no reader means.
 */
function apiNameScore(name: string, kind: PageKind, tokens: string[], squashed: string): number {
  const squashedName = squash(name);
  if (squashedName === squashed) return 250;
  // As DocSearch: a typo allowed from 4 letters, two from 8.
  const typos = squashed.length >= 8 ? 2 : squashed.length >= 4 ? 1 : 0;
  if (tokens.length === 1 && typos > 0) {
    const distance = editDistance(squashed, squashedName, typos);
    // A short name is close to more words a reader means as words: below a docs title.
    if (distance <= typos) return squashed.length >= 8 ? 220 - 40 * distance : 62;
  }
  if (coversAll(tokens, wordsOf(name)))
    return 30 + apiKindWeight(kind, name) + (10 * squashed.length) / squashedName.length;
  return 0;
}

/** A heading that is one identifier (`context`, `rootValue`) names an option or a member. */
const identifierHeading = /^[a-z_$][\w$]*\??$/;

/** The share of the query's words that the terms lunr matched in a hit start like. */
function coverage(tokens: string[], metadata: Candidate['metadata']): number {
  const terms = Object.keys(metadata);
  const matched = tokens.filter((token) => {
    const start = token.slice(0, 5);
    return terms.some((term) => term.startsWith(start) || token.startsWith(term));
  });
  return matched.length / tokens.length;
}

/** "Among the first suggestions": a query is answered when an accepted page is in these. */
export const firstSuggestions = 3;

/** lunr's results per query, at most; ranking picks among them. */
const candidatesPerQuery = 400;

/** Each index's documents by lunr ref, built once per loaded index. */
const documentsByRef = new WeakMap<LoadedIndex, Map<string, SearchDocument>>();

/**
 * The suggestions for `input`, best first, at most `limit`: what the search box lists and
 * what the search page (`/search`) shows.
 */
export function searchSite(indexes: LoadedIndex[], input: string, limit: number): SearchResult[] {
  const allTokens = queryTokens(input);
  const tokens = allTokens.filter((token) => !stopWords.has(token));
  if (tokens.length === 0) tokens.push(...allTokens);
  if (tokens.length === 0) return [];
  const titles = indexes.find(({ type }) => type === documentTypes.title)?.documents ?? [];
  const titleById = new Map(titles.map((doc) => [doc.i, doc]));
  const squashed = squash(tokens.join(''));
  const phrase = allTokens.length > 1 ? phrasePattern(allTokens) : undefined;

  const candidates = new Map<string, Candidate>();
  const add = (
    document: SearchDocument,
    type: number,
    match: Match,
    lunrScore: number,
    metadata: Candidate['metadata'],
  ) => {
    const kind = pageKind(document.u);
    const name = apiName(document.u);
    let score: number;
    if (type === documentTypes.title && name) {
      score = apiNameScore(name, kind, tokens, squashed) || baseWeight(documentTypes.content, kind);
    } else {
      let base = baseWeight(type, kind);
      if (type === documentTypes.heading && identifierHeading.test(document.t.trim()))
        base = Math.min(base, 20);
      else if (
        docsKinds.has(kind) &&
        (type === documentTypes.title || type === documentTypes.heading) &&
        coversAll(tokens, wordsOf(document.t))
      )
        // Every word of the query is in the title or heading itself.
        base += 5;
      if (name) base += apiKindWeight(kind, name);
      // The generated lists of the API a page uses and of the pages using an export mention
      // every name in passing.
      if (document.h && generatedLists.has(document.h)) base -= 10;
      score = match === 'partial' ? base * coverage(tokens, metadata) - 5 : base - matchCost[match];
      // An error message or a phrase pasted whole, found as written.
      // Only a hit with every word can hold them in order.
      if (phrase && match === 'exact' && phrase.test(document.t)) score += 35;
    }
    const key = `${type}:${document.i}`;
    const previous = candidates.get(key);
    if (previous && previous.score >= score) return;
    const page = type === documentTypes.title ? undefined : titleById.get(document.p ?? -1);
    candidates.set(key, { document, type, page, metadata, score, lunrScore });
  };

  /** Runs one lunr query over every index. */
  const run = (
    match: Match,
    term: (token: string, last: boolean) => { wildcard?: number; editDistance?: number },
    presence = required,
  ) => {
    for (const loaded of indexes) {
      const { type, documents, index } = loaded;
      if (documents.length === 0) continue;
      let byRef = documentsByRef.get(loaded);
      if (!byRef) {
        byRef = new Map(documents.map((doc) => [String(doc.i), doc]));
        documentsByRef.set(loaded, byRef);
      }
      const hits = index.query((query) => {
        tokens.forEach((token, n) =>
          query.term(token, { presence, ...term(token, n === tokens.length - 1) }),
        );
      });
      for (const hit of hits.slice(0, candidatesPerQuery)) {
        const document = byRef.get(hit.ref);
        if (document) add(document, type, match, hit.score, hit.matchData.metadata);
      }
    }
  };

  run('exact', () => ({}));
  // The last word may be half typed.
  run('prefix', (_, last) => ({ wildcard: last ? wildcardTrailing : 0 }));
  if (candidates.size < limit && tokens.length <= 2) {
    // A word mistyped by a letter.
    run('typo', (token) => ({ editDistance: token.length > 4 ? 1 : 0 }));
  }
  if (tokens.length > 1) {
    // Some of the words: ranked by how many.
    run('partial', () => ({}), optional);
  }

  // API pages by name: the index holds `GraphQLInterfaceType` as one word (with what
  // follows it in the title), so neither `interface` nor a typo of the name finds it.
  for (const title of titles) {
    const name = apiName(title.u);
    if (name && apiNameScore(name, pageKind(title.u), tokens, squashed) > 0)
      add(title, documentTypes.title, 'exact', 0, {});
  }

  // lunr's score orders hits of equal weight: normalised per index, it adds at most 2.
  const best = new Map<number, number>();
  for (const { type, lunrScore } of candidates.values())
    best.set(type, Math.max(best.get(type) ?? 0, lunrScore));
  const ranked = [...candidates.values()]
    .map((candidate) => ({
      ...candidate,
      score: candidate.score + (2 * candidate.lunrScore) / (best.get(candidate.type) || 1),
    }))
    .sort((a, b) => b.score - a.score);

  // Variety: each further hit of a page already listed drops, so that one page does not
  // fill the first suggestions.
  const perPage = new Map<string, number>();
  const diversified = ranked
    .map((candidate) => {
      const seen = perPage.get(candidate.document.u) ?? 0;
      perPage.set(candidate.document.u, seen + 1);
      return { ...candidate, score: candidate.score - 15 * seen };
    })
    .sort((a, b) => b.score - a.score);

  return diversified.slice(0, limit).map(({ document, type, page, metadata, score }) => {
    // The plugin highlights its text at the positions lunr matched and fails without one:
    // a page found by its name alone gets its whole text, where the words are marked.
    const positioned = Object.values(metadata).some((fields) => fields.t)
      ? metadata
      : { [tokens[0]!]: { t: { position: [[0, document.t.length]] } } };
    const kind = pageKind(document.u);
    // The path a suggestion shows: the kind of page, then (for a section) the page.
    const labelled = (doc: SearchDocument): SearchDocument => ({ ...doc, b: [kind] });
    return {
      document: type === documentTypes.title ? labelled(document) : document,
      type,
      // An API page's title starts with its kind (`Function: isObjectType()`), said once.
      page: page && { ...labelled(page), t: page.t.replace(apiTitlePrefix, '') },
      metadata: positioned,
      tokens,
      score,
    };
  });
}

/**
 * Checks the audit's differences against accounted.json: each must be mapped
 * to a section of the upgrade guide (whose anchor must exist) or listed as not
 * user-visible with a reason, and each entry of the file must still match a
 * difference.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { accountedFile, guideDir } from './config.ts';
import type { Difference } from './audit.ts';

export type Accounted = {
  /** Difference id pattern (`*` matches any run of characters) → anchor of a section of the guide. */
  sections: Record<string, string>;
  /** Difference id pattern → why no reader of the guide can trip over it. */
  notUserVisible: Record<string, string>;
};

export type Accounting = {
  /** `anchor` is a heading's id, `page` the guide's page that has it (its file name). */
  mapped: { difference: Difference; anchor: string; page: string }[];
  notUserVisible: { difference: Difference; reason: string }[];
  /** Differences that no entry matches. */
  unaccounted: Difference[];
  /** Differences matched both by a section and by a not-user-visible entry. */
  conflicting: { difference: Difference; patterns: string[] }[];
  /** Mapped anchors the guide has no heading for. */
  missingAnchors: { pattern: string; anchor: string }[];
  /** Entries that match no difference any more. */
  stale: string[];
};

export function loadAccounted(file = accountedFile): Accounted {
  const { sections, notUserVisible } = JSON.parse(readFileSync(file, 'utf8')) as Accounted;
  return { sections, notUserVisible };
}

export function patternMatches(pattern: string, id: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(id);
}

/**
 * The heading ids Docusaurus gives a page: an explicit `{#id}`, or the text
 * lowercased, without markup and punctuation other than `-` and `_`, spaces
 * turned into `-` (github-slugger), with `-1`, `-2` for repeats.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const explicit = /\{#([^}]+)\}\s*$/.exec(heading[1]);
    if (explicit) {
      anchors.add(explicit[1]);
      continue;
    }
    const text = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const seen = counts.get(text) ?? 0;
    counts.set(text, seen + 1);
    anchors.add(seen === 0 ? text : `${text}-${seen}`);
  }
  return anchors;
}

/** Of several patterns matching an id, the one with the most characters that are not `*`. */
function mostSpecific(patterns: string[]): string {
  return patterns.reduce((best, pattern) =>
    pattern.replace(/\*/g, '').length > best.replace(/\*/g, '').length ? pattern : best,
  );
}

/** Each heading id of the guide's pages, with the page it is on. */
export function guideAnchors(dir = guideDir()): Map<string, string> {
  const anchors = new Map<string, string>();
  for (const page of readdirSync(dir).filter((file) => file.endsWith('.md'))) {
    for (const anchor of headingAnchors(readFileSync(path.join(dir, page), 'utf8')))
      anchors.set(anchor, page);
  }
  return anchors;
}

export function account(
  differences: Difference[],
  accounted = loadAccounted(),
  anchors = guideAnchors(),
): Accounting {
  const used = new Set<string>();
  const result: Accounting = {
    mapped: [],
    notUserVisible: [],
    unaccounted: [],
    conflicting: [],
    missingAnchors: [],
    stale: [],
  };
  for (const difference of differences) {
    const sections = Object.keys(accounted.sections).filter((pattern) =>
      patternMatches(pattern, difference.id),
    );
    const hidden = Object.keys(accounted.notUserVisible).filter((pattern) =>
      patternMatches(pattern, difference.id),
    );
    for (const pattern of [...sections, ...hidden]) used.add(pattern);
    if (sections.length > 0 && hidden.length > 0) {
      result.conflicting.push({ difference, patterns: [...sections, ...hidden] });
    } else if (sections.length > 0) {
      const anchor = accounted.sections[mostSpecific(sections)];
      result.mapped.push({ difference, anchor, page: anchors.get(anchor) ?? '' });
    } else if (hidden.length > 0) {
      result.notUserVisible.push({
        difference,
        reason: accounted.notUserVisible[mostSpecific(hidden)],
      });
    } else {
      result.unaccounted.push(difference);
    }
  }
  for (const [pattern, anchor] of Object.entries(accounted.sections)) {
    if (!anchors.has(anchor)) result.missingAnchors.push({ pattern, anchor });
  }
  result.stale = [
    ...Object.keys(accounted.sections),
    ...Object.keys(accounted.notUserVisible),
  ].filter((pattern) => !used.has(pattern));
  return result;
}

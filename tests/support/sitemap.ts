import fs from 'node:fs';
import path from 'node:path';
import { buildDir } from '../../lib/paths.ts';

/** The page URLs `build/sitemap.xml` lists, as written (absolute, on the production origin). */
export function sitemapUrls(dir = buildDir): string[] {
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1].replaceAll('&amp;', '&'),
  );
}

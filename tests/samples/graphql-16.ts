/**
 * The graphql 16 release installed beside 17 (the npm alias `graphql-16`),
 * against which blocks flagged `graphql=16` run, so that what a page says about
 * 16 is shown by 16 itself.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const graphql16Alias = 'graphql-16';

/** The folder of the installed graphql 16 package. */
export const graphql16Root = path.dirname(
  createRequire(import.meta.url).resolve(`${graphql16Alias}/package.json`),
);

/**
 * Makes `import … from 'graphql'` in `dir` load graphql 16: a `node_modules/graphql`
 * link there is found before the site's own graphql, for node and for tsc alike.
 */
export function linkGraphql16(dir: string): void {
  const link = path.join(dir, 'node_modules', 'graphql');
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.rmSync(link, { force: true, recursive: true });
  fs.symlinkSync(graphql16Root, link, 'dir');
}

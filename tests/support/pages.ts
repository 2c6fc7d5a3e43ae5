import fs from 'node:fs';
import path from 'node:path';
import { docsPage } from '../../lib/docs-pages.ts';
import { siteDir } from '../../lib/paths.ts';

/** The heading a doc shows (lib/docs-pages.ts): its own `# ` heading, else its title. */
export function docHeading(docFile: string): string {
  const source = fs.readFileSync(path.join(siteDir, 'docs', docFile), 'utf8');
  return docsPage(docFile, source).heading.trim();
}

/**
 * Makes `navigator.connection` report the given network, the way a phone on a
 * slow network or with data saver on would.
 */
export function connectionInitScript(connection: {
  effectiveType: string;
  saveData: boolean;
}): string {
  return `Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => (${JSON.stringify(connection)}),
  });`;
}

/** A route handler's helper: resolves after `ms`, to make a response slow. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** .html paths a reader may type or follow, the clean path each must end on, and the doc it shows. */
export const htmlPathCases = [
  {
    typed: '/docs/tutorials/basic-types.html',
    clean: /\/docs\/tutorials\/basic-types$/,
    doc: 'tutorials/basic-types.md',
    link: '#link-basic-types-html',
  },
  {
    typed: '/docs/tutorials/index.html',
    clean: /\/docs\/tutorials\/?$/,
    doc: 'tutorials/index.md',
    link: '#link-index-html',
  },
];

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the website. */
export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const buildDir = path.join(siteDir, 'build');
/** Scratch space for tests (git-ignored); each test makes its own folder inside. */
export const tmpDir = path.join(siteDir, 'tests/.tmp');
export const docusaurusBin = path.join(siteDir, 'node_modules/.bin/docusaurus');

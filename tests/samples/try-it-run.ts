/**
 * `node try-it-run.ts <request JSON> <module>…` (with `--import tsx` where Node cannot strip
 * types), in a page's sample project:
 * runs a try-it block's operation against the modules' exports as the reader's browser
 * does, and prints the output the page must show.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  mergeModules,
  runOperation,
  shownOutput,
  type Payload,
  type TryItRequest,
} from '../../src/theme/TryIt/runOperation.ts';

const [requestJson, ...moduleFiles] = process.argv.slice(2);
const exports = await Promise.all(
  moduleFiles.map((file) => import(pathToFileURL(path.resolve(file)).href) as Promise<object>),
);
const payloads: Payload[] = [];
const shape = await runOperation(
  mergeModules(exports, moduleFiles.join(', ')),
  JSON.parse(requestJson!) as TryItRequest,
  (payload) => payloads.push(payload),
);
console.log(JSON.stringify(shownOutput(shape, payloads), null, 2));

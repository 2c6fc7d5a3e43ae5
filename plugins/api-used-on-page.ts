/**
 * Remark plugin for the tutorials: the list under a page's "## API used on this
 * page" heading is generated, one link per graphql export that the page's code
 * samples import, in the order of first use. The API pages' "Used in
 * tutorials" lists come from the same reading of the samples
 * (sample-imports.ts), so the two views cannot disagree.
 *
 * In the markdown the section holds no list (prose after the heading stays
 * and follows the generated list); a hand-written list there fails the build.
 */
import fs from 'node:fs';
import type { List, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';

import { codeBlocks, graphqlImports, importedExports } from '../lib/samples/code-blocks.ts';

const apiUsedHeading = 'API used on this page';

export interface ApiUsedOnPageOptions {
  /**
   * The JSON file TypeDoc's router writes beside the API pages: each export's
   * route, its page or its anchored entry on the overview (typedoc-plugins/render/router.ts).
   */
  exportUrlsFile: string;
}

/** Each export's route by name, as TypeDoc's router gave it. */
function readExportUrls(exportUrlsFile: string): Map<string, string> {
  if (!fs.existsSync(exportUrlsFile))
    throw new Error(
      `${exportUrlsFile} is missing: generate the API markdown first (npm run api:generate)`,
    );
  const urls = JSON.parse(fs.readFileSync(exportUrlsFile, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(urls));
}

/** The routes read for each options object the config passes (one file read, whichever plugin asks first). */
const exportUrlsByOptions = new WeakMap<ApiUsedOnPageOptions, Map<string, string>>();

/**
 * The route of an export's API entry (its page, or its anchored entry on the
 * overview) as TypeDoc's router gave it; undefined for a name the API does not
 * document. Read when a page first needs it: the API markdown is generated
 * before the docs load.
 */
export function apiEntryUrl(name: string, options: ApiUsedOnPageOptions): string | undefined {
  let urls = exportUrlsByOptions.get(options);
  if (!urls) {
    urls = readExportUrls(options.exportUrlsFile);
    exportUrlsByOptions.set(options, urls);
  }
  return urls.get(name);
}

export default function apiUsedOnPage(options: ApiUsedOnPageOptions) {
  return (tree: Root, file: { path?: string }): void => {
    const at = tree.children.findIndex(
      (node) =>
        node.type === 'heading' && node.depth === 2 && toString(node).trim() === apiUsedHeading,
    );
    if (at < 0) return;
    const where = file.path ?? 'a docs page';
    if (tree.children[at + 1]?.type === 'list') {
      throw new Error(
        `${where}: the list under "## ${apiUsedHeading}" is generated from the samples' imports; delete the hand-written list`,
      );
    }
    const used = [...importedExports(graphqlImports(codeBlocks(where, tree))).keys()];
    if (used.length === 0) {
      throw new Error(
        `${where}: "## ${apiUsedHeading}" but no code sample imports from graphql; remove the section`,
      );
    }
    const entryUrl = (name: string): string => {
      const url = apiEntryUrl(name, options);
      if (!url)
        throw new Error(
          `${where}: a sample imports ${name}, which the API reference does not document`,
        );
      return url;
    };
    const list: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: used.map((name) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'link',
                url: entryUrl(name),
                children: [{ type: 'inlineCode', value: name }],
              },
            ],
          },
        ],
      })),
    };
    tree.children.splice(at + 1, 0, list);
  };
}

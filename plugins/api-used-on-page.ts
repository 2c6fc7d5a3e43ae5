/**
 * Remark plugin for the tutorials: the list under a page's "## API used on this
 * page" heading is generated, one link per graphql export that the page's code
 * samples import, in the order of first use. The API pages' "Used in
 * tutorials" lists come from the same reading of the samples
 * (sample-imports.mts), so the two views cannot disagree.
 *
 * In the markdown the section holds no list (prose after the heading stays
 * and follows the generated list); a hand-written list there fails the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { List, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';

import { codeBlocks, graphqlImports, importedExports } from './sample-imports.mts';

export const apiUsedHeading = 'API used on this page';

export interface ApiUsedOnPageOptions {
  /** The folder TypeDoc writes the API pages to (api/graphql-js), one folder per page kind. */
  apiDir: string;
  /** The API reference's route (/api/graphql-js). */
  apiRoute: string;
  /** The page kinds with a page of their own (class, enum, function, interface). */
  pageKinds: readonly string[];
}

/**
 * The route of an export's API entry: its own page, or for a type alias or
 * variable its anchored entry on the overview (TypeDoc's anchor: the lowercase name).
 */
export function apiEntryUrl(
  name: string,
  { apiDir, apiRoute, pageKinds }: ApiUsedOnPageOptions,
): string {
  const kind = pageKinds.find((candidate) =>
    fs.existsSync(path.join(apiDir, candidate, `${name}.md`)),
  );
  return kind ? `${apiRoute}/${kind}/${name}` : `${apiRoute}#${name.toLowerCase()}`;
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
                url: apiEntryUrl(name, options),
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

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

import { pageKindTable } from '../../lib/graphql-package.ts';
import { apiPackageSlug, newExportsFile } from '../../lib/api-names';
import { siteDir } from '../../lib/paths.ts';

/**
 * The API reference's own sidebar: the overview, then graphql's categories
 * (TypeDoc's navigation, written by typedoc-docusaurus-theme to
 * typedoc-sidebar.cjs), each split by kind. Categories start collapsed, and
 * Docusaurus renders a collapsed category's items only once it is opened, so
 * a page carries the links of its own category only: a light DOM.
 */
const generatedSidebar = path.join(siteDir, 'api', apiPackageSlug, 'typedoc-sidebar.cjs');
/** The doc ids of exports new since graphql 16, written beside it by sections/changes-since-previous.ts. */
const changesFile = path.join(siteDir, 'api', apiPackageSlug, newExportsFile);
const newDocIds = new Set<string>(
  fs.existsSync(changesFile) ? JSON.parse(fs.readFileSync(changesFile, 'utf8')).new : [],
);
/**
 * The class name on a new export's sidebar item (its "new" tag is drawn in
 * custom.css). Not exported: Docusaurus reads every export of this file as a sidebar.
 */
const newItemClassName = 'api-sidebar-item-new';

interface GeneratedDoc {
  type: 'doc';
  id: string;
  label: string;
  className?: string;
}
interface GeneratedCategory {
  type: 'category';
  label: string;
  items: GeneratedDoc[];
}

/** Ids look like graphql-js/<kind>/<Name> (see router.ts). */
const kindOf = (doc: GeneratedDoc) => doc.id.split('/').at(-2);

/** Adds the "new" class name to a new export's item, beside TypeDoc's deprecated class if any. */
function markNew(doc: GeneratedDoc): GeneratedDoc {
  if (!newDocIds.has(doc.id)) return doc;
  return { ...doc, className: [doc.className, newItemClassName].filter(Boolean).join(' ') };
}

function splitByKind(category: GeneratedCategory) {
  const kinds = pageKindTable.filter((kind) =>
    category.items.some((doc) => kindOf(doc) === kind.name),
  );
  return {
    type: 'category' as const,
    label: category.label,
    collapsed: true,
    items: kinds.map((kind) => ({
      type: 'category' as const,
      label: kind.label,
      collapsed: true,
      items: category.items.filter((doc) => kindOf(doc) === kind.name).map(markNew),
    })),
  };
}

// The plugin writes the sidebar as CommonJS when the API is generated, after this file is type-checked.
const categories = createRequire(import.meta.url)(generatedSidebar) as GeneratedCategory[];

const sidebars: SidebarsConfig = {
  apiSidebar: [
    { type: 'doc', id: `${apiPackageSlug}/index`, label: 'Overview' },
    ...categories.map(splitByKind),
  ],
};

export default sidebars;

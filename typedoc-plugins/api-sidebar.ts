import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

import { pageKindTable } from './graphql-package.mts';
import { apiPackageSlug } from './names';

/**
 * The API reference's own sidebar: the overview, then graphql's categories
 * (TypeDoc's navigation, written by typedoc-docusaurus-theme to
 * typedoc-sidebar.cjs), each split by kind. Categories start collapsed, and
 * Docusaurus renders a collapsed category's items only once it is opened, so
 * a page carries the links of its own category only: a light DOM.
 */
const generatedSidebar = path.join(__dirname, '..', 'api', apiPackageSlug, 'typedoc-sidebar.cjs');

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

/** Ids look like graphql-js/<kind>/<Name> (see router.mts). */
const kindOf = (doc: GeneratedDoc) => doc.id.split('/').at(-2);

function splitByKind(category: GeneratedCategory) {
  const kinds = pageKindTable.filter((kind) => category.items.some((doc) => kindOf(doc) === kind.name));
  return {
    type: 'category' as const,
    label: category.label,
    collapsed: true,
    items: kinds.map((kind) => ({
      type: 'category' as const,
      label: kind.label,
      collapsed: true,
      items: category.items.filter((doc) => kindOf(doc) === kind.name),
    })),
  };
}

const categories: GeneratedCategory[] = require(generatedSidebar);

const sidebars: SidebarsConfig = {
  apiSidebar: [
    { type: 'doc', id: `${apiPackageSlug}/index`, label: 'Overview' },
    ...categories.map(splitByKind),
  ],
};

export default sidebars;

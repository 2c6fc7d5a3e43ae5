import React, { type ReactNode } from 'react';
import { useDocsPreferredVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import OriginalDocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type { Props } from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

/**
 * With a single version (our case: current, labelled Next) the theme renders the
 * dropdown as a plain link that does not remember the choice. Choosing it must
 * still store the preferred version, as choosing from a real dropdown does.
 */
export default function DocsVersionDropdownNavbarItem(props: Props): ReactNode {
  const versions = useVersions(props.docsPluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(props.docsPluginId);
  const itemCount = versions.length + (props.dropdownItemsBefore?.length ?? 0) + (props.dropdownItemsAfter?.length ?? 0);
  if (itemCount !== 1 || versions.length !== 1) return <OriginalDocsVersionDropdownNavbarItem {...props} />;
  const onlyVersion = versions[0]!;
  return (
    <OriginalDocsVersionDropdownNavbarItem
      {...props}
      onClick={() => savePreferredVersionName(onlyVersion.name)}
    />
  );
}

import type { ReactNode } from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocVersionBanner';
import { lazyThemeComponent } from '../../components/lazy-theme-component';
import { layoutPart } from '../../components/layout-part';

const Banner = lazyThemeComponent<Props>(() => import('@theme-original/DocVersionBanner'));

/**
 * theme-classic's banner above a doc of an unreleased or unmaintained version, loaded only where a
 * page shows one: the site's docs have one version each, the latest, whose pages show none
 * (https://docusaurus.io/docs/versioning#configuring-versioning-behavior).
 */
function DocVersionBanner(props: Props): ReactNode {
  return useDocsVersion().banner ? <Banner {...props} /> : null;
}

export default layoutPart(DocVersionBanner);

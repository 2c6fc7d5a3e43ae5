import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useActivePlugin, useDoc } from '@docusaurus/plugin-content-docs/client';
import MarkdownTwinLink from '@site/src/theme/MarkdownTwinLink';
import { twinPath } from '@site/plugins/markdown-twins/twin-path';
import CopyPage from './CopyPage';
import { layoutPart } from '@site/src/components/layout-part';

/**
 * Every tutorial and API page names its Markdown twin and offers to copy it, beside its title.
 * The content is marked with its docs instance for src/css/custom.css: the instance's class on
 * <html> changes only after a client-side navigation has rendered and scrolled to the new page's
 * heading, so styles keyed on it would move that heading out of view.
 */
function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const { permalink } = useDoc().metadata;
  return (
    <div data-docs-plugin={useActivePlugin()?.pluginId}>
      <MarkdownTwinLink pagePath={permalink} />
      <CopyPage twin={twinPath(permalink)} />
      <Content {...props} />
    </div>
  );
}

export default layoutPart(ContentWrapper);

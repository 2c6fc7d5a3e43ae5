import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import MarkdownTwinLink from '@site/src/theme/MarkdownTwinLink';
import { twinPath } from '@site/plugins/markdown-twins/twin-path';
import CopyPage from './CopyPage';

/** Every tutorial and API page names its Markdown twin and offers to copy it, beside its title. */
export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const { permalink } = useDoc().metadata;
  return (
    <>
      <MarkdownTwinLink pagePath={permalink} />
      <CopyPage twin={twinPath(permalink)} />
      <Content {...props} />
    </>
  );
}

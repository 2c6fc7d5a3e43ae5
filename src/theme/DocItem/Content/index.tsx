import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import MarkdownTwinLink from '@site/src/theme/MarkdownTwinLink';

/** Every tutorial and API page names its Markdown twin. */
export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  return (
    <>
      <MarkdownTwinLink pagePath={useDoc().metadata.permalink} />
      <Content {...props} />
    </>
  );
}

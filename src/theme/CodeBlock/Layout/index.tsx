import { useContext, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Layout from '@theme-original/CodeBlock/Layout';
import Container from '@theme/CodeBlock/Container';
import Content from '@theme/CodeBlock/Content';
import type { Props } from '@theme/CodeBlock/Layout';
import { BuildTimeBlockContext } from '../buildTimeBlock';

/**
 * theme-classic's layout of a code block, except for a block without buttons or title (an API
 * declaration): its `<pre>` goes straight into the container, without the wrapper that only
 * positions the buttons, one element fewer for each of the dozens of declarations an API page has.
 */
export default function LayoutWrapper(props: Props): ReactNode {
  const { buttons } = useContext(BuildTimeBlockContext);
  const { metadata } = useCodeBlockContext();
  if (buttons || metadata.title) return <Layout {...props} />;
  return (
    <Container as="div" className={clsx(props.className, metadata.className)}>
      <Content />
    </Container>
  );
}

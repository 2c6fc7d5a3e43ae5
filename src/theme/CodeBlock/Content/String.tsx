import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  getLineNumbersStart,
  parseCodeBlockTitle,
  parseLanguage,
  type CodeBlockMetadata,
} from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import { useCodeWordWrapOnScreen } from '../useCodeWordWrapOnScreen';

/**
 * The metadata theme-common's createCodeBlockMetadata gives a block, less the marks of its lines:
 * the highlighter applies those, and strips the magic comments, at build time
 * (plugins/code-highlight/lines.ts), so the browser does without the parser of lines that
 * createCodeBlockMetadata would bring to every page with a code block. Language and class as in
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus-theme-common/src/utils/codeBlockUtils.tsx
 */
function useCodeBlockMetadata(props: Props): CodeBlockMetadata {
  const { prism } = useThemeConfig();
  const language = (
    props.language ??
    parseLanguage(props.className) ??
    prism.defaultLanguage ??
    'text'
  ).toLowerCase();
  return {
    codeInput: props.children,
    code: props.children,
    className: clsx(
      props.className,
      !props.className?.includes(`language-${language}`) && `language-${language}`,
    ),
    language,
    title: parseCodeBlockTitle(props.metastring) || props.title,
    lineNumbersStart: getLineNumbersStart({
      showLineNumbers: props.showLineNumbers,
      metastring: props.metastring,
    }),
    lineClassNames: {},
  };
}

/**
 * theme-classic's CodeBlock/Content/String, ejected to measure the block for the word-wrap button
 * with ../useCodeWordWrapOnScreen instead of theme-common's useCodeWordWrap, which it calls inside
 * (no wrapper can replace a hook), and to build its metadata without parsing its lines (above):
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus-theme-classic/src/theme/CodeBlock/Content/String.tsx
 */
export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrapOnScreen();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}

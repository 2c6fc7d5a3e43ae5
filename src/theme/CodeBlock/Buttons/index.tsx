import { useContext, type ReactNode } from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type { Props } from '@theme/CodeBlock/Buttons';
import { BuildTimeBlockContext } from '../buildTimeBlock';

import styles from './styles.module.css';

/**
 * theme-classic's copy and word-wrap buttons, ejected to write them into the page's HTML.
 * theme-classic renders them only in the browser (BrowserOnly), so that its inline SVG icons
 * stay out of the HTML; hydrating a page then inserts every block's buttons into the document,
 * which makes the browser lay out every block again. Here the icons are drawn by CSS
 * (./icons.module.css) and the buttons cost the HTML little. They stay hidden until the page has
 * hydrated and they work (./styles.module.css). Left out of the blocks that have none (API
 * declarations).
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus-theme-classic/src/theme/CodeBlock/Buttons/index.tsx
 */
export default function CodeBlockButtons({ className }: Props): ReactNode {
  if (!useContext(BuildTimeBlockContext).buttons) return null;
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}

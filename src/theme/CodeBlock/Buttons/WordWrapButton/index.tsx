import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import type { Props } from '@theme/CodeBlock/Buttons/WordWrapButton';
import icons from '../icons.module.css';

/**
 * theme-classic's word-wrap button, shown when the block scrolls sideways or is
 * wrapped, ejected so that its icon is drawn in CSS (../icons.module.css):
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus-theme-classic/src/theme/CodeBlock/Buttons/WordWrapButton/index.tsx
 */
export default function WordWrapButton({ className }: Props): ReactNode {
  const { wordWrap } = useCodeBlockContext();
  if (!wordWrap.isEnabled && !wordWrap.isCodeScrollable) return null;
  const title = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' });
  return (
    <Button
      onClick={() => wordWrap.toggle()}
      className={clsx(
        className,
        icons.icon,
        icons.wordWrap,
        wordWrap.isEnabled && icons.wordWrapOn,
      )}
      aria-label={title}
      aria-pressed={wordWrap.isEnabled}
      title={title}
    />
  );
}

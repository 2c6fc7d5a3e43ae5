import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import type { Props } from '@theme/CodeBlock/Buttons/CopyButton';
import icons from '../icons.module.css';

/** How long the button shows that the code was copied. */
const copiedForMs = 1000;

/**
 * theme-classic's copy button with its labels and behaviour, ejected so that its
 * icon is drawn in CSS (../icons.module.css) instead of two inline SVGs, and so that it copies
 * the text of the block's `<pre>`:
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus-theme-classic/src/theme/CodeBlock/Buttons/CopyButton/index.tsx
 */
export default function CopyButton({ className }: Props): ReactNode {
  const {
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  const [copied, setCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  const copy = useCallback(() => {
    // The clipboard API exists only in secure contexts (https, localhost): the site is served over https.
    // The block's text as the page shows it: a block highlighted at build time has it only in
    // its HTML (plugins/code-highlight/rehype.ts), not in metadata.code.
    void navigator.clipboard.writeText(codeBlockRef.current!.textContent).then(() => {
      setCopied(true);
      window.clearTimeout(timeout.current);
      timeout.current = window.setTimeout(() => setCopied(false), copiedForMs);
    });
  }, [codeBlockRef]);
  const label = copied
    ? translate({ id: 'theme.CodeBlock.copied', message: 'Copied' })
    : translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard' });
  return (
    <Button
      aria-label={label}
      title={translate({ id: 'theme.CodeBlock.copy', message: 'Copy' })}
      className={clsx(className, icons.icon, copied ? icons.copied : icons.copy)}
      onClick={copy}
    />
  );
}

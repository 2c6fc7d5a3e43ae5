import { useState, type ReactNode } from 'react';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const label: Record<Status, string> = {
  idle: 'Copy page',
  copied: 'Copied',
  failed: 'Copy failed',
};
const announcement: Record<Status, string> = {
  idle: '',
  copied: 'The page is on the clipboard as Markdown.',
  failed: 'The page could not be copied. Open the Markdown to copy it from there.',
};

/** The twin as text for the clipboard, fetched only once the reader asks for it. */
async function twinText(twin: string): Promise<Blob> {
  const response = await fetch(twin);
  if (!response.ok) throw new Error(`${twin}: HTTP ${response.status}`);
  return new Blob([await response.text()], { type: 'text/plain' });
}

/**
 * "Copy page" copies the page's Markdown twin; "Open Markdown" shows it. The
 * result is said in the button and, for screen readers, in a live region.
 */
export default function CopyPage({ twin }: { twin: string }): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const copy = async () => {
    setStatus('idle');
    try {
      // Handing the clipboard a promise keeps the click's permission while the twin
      // loads: Safari refuses a write made after an await.
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': twinText(twin) })]);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className={styles.copyPage}>
      <div className="button-group">
        <button
          type="button"
          className="button button--sm button--secondary button--outline"
          onClick={copy}
        >
          {label[status]}
        </button>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- the twin is a file, not a route: <Link> would report it as broken */}
        <a className="button button--sm button--secondary button--outline" href={twin}>
          Open Markdown
        </a>
      </div>
      <span className={styles.announcement} aria-live="polite">
        {announcement[status]}
      </span>
    </div>
  );
}

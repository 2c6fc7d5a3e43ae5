import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

export interface Props {
  /** The page's archive, written by plugins/download-code. */
  href: string;
  /** How many of the page's files it holds. */
  files: string;
  /** On a page with SDL/Code tabs, the tab whose code it holds. */
  tab?: string;
}

const tabLabel: Record<string, string> = { sdl: 'SDL', code: 'Code' };

/**
 * "Download the code" above a page's first sample file (plugins/download-code/remark.ts): the
 * page's project as a zip, with a package.json and a README that say how to run it.
 */
export default function DownloadCode({ href, files, tab }: Props): ReactNode {
  const url = useBaseUrl(href);
  return (
    <p className={styles.download}>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a file, not a route: <Link> would report it as broken */}
      <a href={url} download>
        Download the code
      </a>{' '}
      <span className={styles.detail}>
        (zip: the page&apos;s {files} files{tab ? `, ${tabLabel[tab] ?? tab} tab` : ''}, with a
        package.json to run them)
      </span>
    </p>
  );
}

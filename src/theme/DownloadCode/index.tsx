import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

export interface Props {
  /** The page's archive, written by plugins/download-code. */
  href: string;
  /** What it holds, said after the link (written at build time). */
  detail: string;
}

/**
 * "Download the code" above a page's first sample file (plugins/download-code/remark.ts): the
 * page's project as a zip, with a package.json and a README that say how to run it.
 */
export default function DownloadCode({ href, detail }: Props): ReactNode {
  return (
    <p className={styles.download}>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a file, not a route: <Link> would report it as broken */}
      <a href={useBaseUrl(href)} download>
        Download the code
      </a>{' '}
      <span className={styles.detail}>{detail}</span>
    </p>
  );
}

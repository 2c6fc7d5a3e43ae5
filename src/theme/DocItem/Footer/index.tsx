import type { ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useActivePlugin, useDoc } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';
import { layoutPart } from '@site/src/components/layout-part';

/** The new-issue link of a page: its title and address, and on API pages the documented release. */
export function reportUrl(
  newIssueUrl: string,
  page: { title: string; url: string; graphqlVersion?: string },
): string {
  const body = [
    `Page: ${page.url}`,
    ...(page.graphqlVersion ? [`graphql: ${page.graphqlVersion}`] : []),
    '',
    'What is wrong?',
  ].join('\n');
  const query = new URLSearchParams({ title: `Problem on "${page.title}"`, body });
  return `${newIssueUrl}?${query}`;
}

/**
 * Under every docs page (tutorials, guides, API), after "Edit this page" and the last-update date:
 * a plain link that opens a new issue in the site's repository, prefilled with the page, so that
 * reporting a problem needs no script and sends nothing until the reader submits it on GitHub.
 */
function FooterWrapper(props: WrapperProps<typeof FooterType>): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { title, permalink } = useDoc().metadata;
  const api = useActivePlugin()?.pluginId === 'api';
  const { newIssueUrl, graphqlVersion } = siteConfig.customFields as {
    newIssueUrl: string;
    graphqlVersion: string;
  };
  const href = reportUrl(newIssueUrl, {
    title,
    url: new URL(permalink, siteConfig.url).href,
    ...(api ? { graphqlVersion } : {}),
  });
  return (
    <>
      <Footer {...props} />
      <p className={styles.report}>
        <Link href={href} target="_blank" rel="noopener noreferrer" data-report-problem="">
          Report a problem with this page
        </Link>
      </p>
    </>
  );
}

export default layoutPart(FooterWrapper);

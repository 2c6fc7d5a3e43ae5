import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <header className="hero">
        <div className="container">
          <h1 className="hero__title">{siteConfig.title}</h1>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <Link className="button button--primary button--lg" to="/docs/tutorials/">
            Get Started
          </Link>{' '}
          <Link className="button button--secondary button--lg" to="/api/graphql-js">
            API reference
          </Link>
        </div>
      </header>
    </Layout>
  );
}

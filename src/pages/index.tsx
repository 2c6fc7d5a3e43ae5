import type { ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import MarkdownTwinLink from '@site/src/theme/MarkdownTwinLink';
import homeCode from '@generated/first-example/default/home-code.json';
import type { HomeCodeBlock } from '../../plugins/first-example';
import { apiRoute } from '../../lib/api-names';
import styles from './index.module.css';

interface Point {
  title: string;
  text: ReactNode;
}

const points: Point[] = [
  {
    title: 'The whole request pipeline',
    text: (
      <>
        <code>parse</code>, <code>validate</code> and <code>execute</code> follow the GraphQL
        specification step by step; <code>graphql()</code> runs all three in one call.
      </>
    ),
  },
  {
    title: 'Schemas two ways',
    text: (
      <>
        Write the schema language and call <code>buildSchema</code>, or build types in code with
        classes such as <code>GraphQLObjectType</code> when resolvers belong next to their fields.
      </>
    ),
  },
  {
    title: 'Tools for schemas that grow',
    text: (
      <>
        Print a schema with <code>printSchema</code>, introspect it, and catch breaking changes
        between two versions with <code>findBreakingChanges</code>.
      </>
    ),
  },
  {
    title: 'Typed, with no dependencies',
    text: (
      <>
        TypeScript declarations ship in the package, which depends on nothing else and runs wherever
        JavaScript runs.
      </>
    ),
  },
];

function Hero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/tutorials/">
            Get Started
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/docs/guides/">
            Guides
          </Link>
          <Link className="button button--secondary button--outline button--lg" to={apiRoute}>
            API reference
          </Link>
          <Link
            className="button button--secondary button--outline button--lg"
            to="/docs/upgrade-from-16"
          >
            Upgrading from 16
          </Link>
        </div>
      </div>
    </header>
  );
}

/** A home page section, named by its heading for assistive technology. */
function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}): ReactNode {
  return (
    <section className={clsx('container', styles.section)} aria-labelledby={id}>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A code block of the home page, as plugins/first-example.ts highlighted it at build time. */
function BuiltCodeBlock({
  block,
  language,
  title,
}: {
  block: HomeCodeBlock;
  language: string;
  title: string;
}): ReactNode {
  return (
    <CodeBlock language={language} title={title} highlightedHtml={block.highlightedHtml}>
      {block.code}
    </CodeBlock>
  );
}

function FirstSteps(): ReactNode {
  return (
    <Section id="first-steps" title="Install it and run a first query">
      <BuiltCodeBlock block={homeCode.install} language="bash" title="Install" />
      <div className={styles.example}>
        <div className={styles.exampleCode}>
          <BuiltCodeBlock block={homeCode.example} language="js" title="hello.mjs" />
        </div>
        <div className={styles.exampleResult}>
          <BuiltCodeBlock block={homeCode.output} language="json" title="node hello.mjs prints" />
        </div>
      </div>
    </Section>
  );
}

function Points(): ReactNode {
  return (
    <Section id="what-you-get" title="What the library gives you">
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point.title} className={styles.point}>
            <Heading as="h3">{point.title}</Heading>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title={siteConfig.tagline} description={siteConfig.tagline}>
      <MarkdownTwinLink pagePath={siteConfig.baseUrl} />
      <Hero />
      <main>
        <FirstSteps />
        <Points />
      </main>
    </Layout>
  );
}

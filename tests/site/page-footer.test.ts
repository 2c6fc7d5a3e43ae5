/**
 * What the built docs pages offer besides their content: on every tutorial, guide and the upgrade
 * guide the date of its last change in Git as a <time datetime>; on those and every API page a
 * "Report a problem with this page" link that opens a new issue in the site's repository,
 * prefilled with the page; and, where a page's samples form a project, "Download the code"
 * linking to its archive in build/downloads/.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DomUtils } from 'htmlparser2';
import { graphqlPackage } from '../../lib/graphql-package.ts';
import { buildDir, siteDir } from '../../lib/paths.ts';
import { archivePath } from '../../lib/samples/archive.ts';
import { pageProject } from '../../lib/samples/project-files.ts';
import { builtPage, type Element } from '../support/built-pages.ts';
import { sitemapUrls } from '../support/sitemap.ts';
import { readDocPages } from '../support/tutorials.ts';
import { extractBlocks } from '../samples/extract.ts';
import { lastUpdatedDate } from '../../src/theme/LastUpdated/date.ts';

const { repository } = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
  repository: { url: string };
};
const newIssue = `${repository.url.replace(/^git\+/, '').replace(/\.git$/, '')}/issues/new`;

/** How theme-classic's LastUpdated writes a date, with Intl, for the site's one locale. */
const intlDate = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const find = (page: Element[], test: (element: Element) => boolean): Element[] =>
  DomUtils.findAll(test, page);

/** The page's title as the docs plugin gives it: the <title> less the site's name. */
const titleOf = (page: Element[]): string =>
  DomUtils.textContent(find(page, (element) => element.name === 'title')[0]!).replace(
    / \| GraphQL\.js$/,
    '',
  );

function assertReportLink(page: Element[], route: string, graphqlVersion?: string): void {
  const links = find(
    page,
    (element) => element.name === 'a' && 'data-report-problem' in element.attribs,
  );
  assert.equal(links.length, 1, `${route} has one report link`);
  const [link] = links;
  assert.equal(DomUtils.textContent(link!).trim(), 'Report a problem with this page');
  const href = new URL(link!.attribs.href!);
  assert.equal(`${href.origin}${href.pathname}`, newIssue);
  assert.equal(href.searchParams.get('title'), `Problem on "${titleOf(page)}"`);
  const body = href.searchParams.get('body') ?? '';
  assert.match(
    body,
    new RegExp(`^Page: https?://[^/]+${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`),
  );
  if (graphqlVersion)
    assert.match(body, new RegExp(`\\ngraphql: ${graphqlVersion.replaceAll('.', '\\.')}\\n`));
  else assert.doesNotMatch(body, /graphql: /);
}

/**
 * The commit date of the file's last change, or undefined without history for it. Merges are
 * skipped as Docusaurus's Git reading skips them (it lists the files each commit's own diff names).
 */
function lastCommit(file: string): string | undefined {
  const seconds = execFileSync('git', ['log', '-1', '--no-merges', '--format=%ct', '--', file], {
    cwd: siteDir,
    encoding: 'utf8',
  }).trim();
  return seconds ? new Date(Number(seconds) * 1000).toISOString() : undefined;
}

describe('docs page footer', () => {
  for (const { path: docPath, route } of readDocPages()) {
    it(`${route}: last update from Git, dated as Intl writes it, a report link, and "Download the code" when its samples form a project`, () => {
      const page = builtPage(route);
      const times = find(
        page,
        (element) => element.name === 'time' && element.attribs.itemprop === 'dateModified',
      );
      const committed = lastCommit(`docs/${docPath}`);
      if (committed) {
        assert.equal(times.length, 1, `${route} shows when it last changed`);
        assert.equal(times[0]!.attribs.datetime, committed);
        assert.equal(DomUtils.textContent(times[0]!), intlDate.format(new Date(committed)));
      } else assert.equal(times.length, 0, `${route} has no history, so no date`);

      assertReportLink(page, route);

      const downloads = find(
        page,
        (element) => element.name === 'a' && 'download' in element.attribs,
      );
      if (pageProject(docPath, extractBlocks(docPath))) {
        assert.equal(downloads.length, 1, `${route} offers its code`);
        assert.equal(downloads[0]!.attribs.href, `/${archivePath(docPath)}`);
        const zip = fs.readFileSync(path.join(buildDir, archivePath(docPath)));
        assert.equal(zip.subarray(0, 4).toString('latin1'), 'PK\x03\x04', 'a zip');
      } else assert.equal(downloads.length, 0, `${route} has no project to offer`);
    });
  }

  it('every API page has a report link naming its page and the documented graphql release', () => {
    const routes = sitemapUrls()
      .map((url) => new URL(url).pathname)
      .filter((route) => route.startsWith('/api/'));
    assert.ok(routes.length > 50, 'the sitemap lists the API pages');
    for (const route of routes) {
      const page = builtPage(route);
      assertReportLink(page, route, graphqlPackage.version);
      assert.equal(
        find(
          page,
          (element) => element.name === 'time' && element.attribs.itemprop === 'dateModified',
        ).length,
        0,
        `${route}: generated, so no last-update date`,
      );
    }
  });

  it("writes every day from 1970 to 2100 as theme-classic's Intl date format does", () => {
    const day = 24 * 60 * 60 * 1000;
    const wrong: string[] = [];
    for (let time = 0; time < Date.UTC(2100, 0, 1); time += day) {
      // Late in the UTC day, where a local-time format would already show the next date.
      const date = new Date(time + day - 1);
      if (lastUpdatedDate(date) !== intlDate.format(date))
        wrong.push(`${date.toISOString()}: ${lastUpdatedDate(date)}, not ${intlDate.format(date)}`);
    }
    assert.deepEqual(wrong.slice(0, 3), []);
  });
});

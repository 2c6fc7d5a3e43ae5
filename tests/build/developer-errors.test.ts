/**
 * Developer-facing errors: a navbar item of an unknown type, a doc id or a
 * sidebar id that does not exist, or a tutorial whose front matter is not YAML,
 * each stop the build with a message naming the culprit. Each case breaks its
 * own minimal site (tests/support/minimal-site.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSite, minimalSite } from '../support/minimal-site.ts';

/** A minimal site whose navbar has one more item, given as TypeScript source. */
function siteWithNavbarItem(name: string, item: string): string {
  return minimalSite(name, {
    config: `themeConfig: { ...base.themeConfig, navbar: { items: [...base.themeConfig.navbar.items, ${item}] } }`,
  });
}

function expectBuildFailure(dir: string, message: RegExp): void {
  const { status, output } = buildSite(dir);
  assert.notEqual(status, 0, `the build failed:\n${output}`);
  assert.match(output, message);
}

describe('developer-facing errors fail the build', () => {
  it('an unknown navbar item type', () => {
    const dir = siteWithNavbarItem(
      'dev-error-navbar-type',
      "{ type: 'noSuchItemType', position: 'left' }",
    );
    expectBuildFailure(dir, /Bad navbar item type noSuchItemType/);
  });

  it('a missing doc id in the navbar', () => {
    const dir = siteWithNavbarItem(
      'dev-error-navbar-doc',
      "{ type: 'doc', docId: 'tutorials/no-such-doc', label: 'Missing' }",
    );
    expectBuildFailure(dir, /Couldn't find any doc with id "tutorials\/no-such-doc"/);
  });

  it('a missing doc id in the sidebar', () => {
    const dir = minimalSite('dev-error-sidebar-doc', {
      files: {
        'sidebars.ts':
          "export default { tutorialSidebar: ['tutorials/index', 'tutorials/no-such-doc'] };\n",
      },
    });
    expectBuildFailure(
      dir,
      /Invalid sidebar file at "sidebars\.ts"[\s\S]*These sidebar document ids do not exist:[\s\S]*tutorials\/no-such-doc/,
    );
  });

  it('a tutorial whose front matter is not valid YAML', () => {
    // An unquoted colon inside a value: the slip YAML punishes most often.
    const dir = minimalSite('dev-error-front-matter', {
      files: {
        'docs/tutorials/index.md': '---\ntitle: Getting started: GraphQL.js\n---\n\nText.\n',
      },
    });
    expectBuildFailure(
      dir,
      /Error while parsing Markdown front matter[\s\S]*Can't process doc metadata for doc at path path=\S*docs\/tutorials\/index\.md/,
    );
  });

  it('a missing sidebar id', () => {
    const dir = siteWithNavbarItem(
      'dev-error-sidebar-id',
      "{ type: 'docSidebar', sidebarId: 'noSuchSidebar', label: 'Missing' }",
    );
    expectBuildFailure(dir, /Can't find any sidebar with id "noSuchSidebar"/);
  });
});

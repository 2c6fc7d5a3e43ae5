/**
 * Developer-facing errors: a navbar item of an unknown type, a doc id
 * or a sidebar id that does not exist, or a tutorial whose front matter is not YAML,
 * each stop the build with a message naming the culprit. Each case breaks its own
 * temporary copy of the site (tests/.tmp).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildCopy, copySite, editFile } from '../support/site-copy.ts';

const tutorialNavbarItem = "{ type: 'doc', docId: 'tutorials/index', position: 'left', label: 'Tutorial' },";

/**
 * A copy without the generated API reference: the errors under test come from the
 * navbar and the tutorials, and the copy builds in a fraction of the time. Links
 * into the missing API pages only warn there, so that a failure is the break's own.
 */
function copyWithoutApiReference(name: string): string {
  const dir = copySite(name);
  editFile(dir, 'docusaurus.config.ts', 'plugins: [...apiReferencePlugins, ', 'plugins: [');
  editFile(dir, 'docusaurus.config.ts', "onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'");
  return dir;
}

function expectBuildFailure(dir: string, message: RegExp): void {
  const { status, output } = buildCopy(dir);
  assert.notEqual(status, 0, `the build failed:\n${output}`);
  assert.match(output, message);
}

describe('developer-facing errors fail the build', () => {
  it('(baseline: the unbroken copy builds)', () => {
    const { status, output } = buildCopy(copyWithoutApiReference('dev-error-baseline'));
    assert.equal(status, 0, output);
  });

  it('an unknown navbar item type', () => {
    const dir = copyWithoutApiReference('dev-error-navbar-type');
    editFile(dir, 'docusaurus.config.ts', tutorialNavbarItem, `${tutorialNavbarItem} { type: 'noSuchItemType', position: 'left' },`);
    expectBuildFailure(dir, /Bad navbar item type noSuchItemType/);
  });

  it('a missing doc id in the navbar', () => {
    const dir = copyWithoutApiReference('dev-error-navbar-doc');
    editFile(dir, 'docusaurus.config.ts', tutorialNavbarItem, `${tutorialNavbarItem} { type: 'doc', docId: 'tutorials/no-such-doc', label: 'Missing' },`);
    expectBuildFailure(dir, /Couldn't find any doc with id "tutorials\/no-such-doc"/);
  });

  it('a missing doc id in the sidebar', () => {
    const dir = copyWithoutApiReference('dev-error-sidebar-doc');
    editFile(dir, 'sidebars.ts', "'tutorials/index',", "'tutorials/index',\n    'tutorials/no-such-doc',");
    expectBuildFailure(dir, /Invalid sidebar file at "sidebars\.ts"[\s\S]*These sidebar document ids do not exist:[\s\S]*tutorials\/no-such-doc/);
  });

  it('a tutorial whose front matter is not valid YAML', () => {
    const dir = copyWithoutApiReference('dev-error-front-matter');
    // An unquoted colon inside a value: the slip YAML punishes most often.
    editFile(dir, 'docs/tutorials/index.md', 'title: Getting started with GraphQL.js', 'title: Getting started: GraphQL.js');
    expectBuildFailure(dir, /Error while parsing Markdown front matter[\s\S]*Can't process doc metadata for doc at path path=\S*docs\/tutorials\/index\.md/);
  });

  it('a missing sidebar id', () => {
    const dir = copyWithoutApiReference('dev-error-sidebar-id');
    editFile(dir, 'docusaurus.config.ts', tutorialNavbarItem, `${tutorialNavbarItem} { type: 'docSidebar', sidebarId: 'noSuchSidebar', label: 'Missing' },`);
    expectBuildFailure(dir, /Can't find any sidebar with id "noSuchSidebar"/);
  });
});

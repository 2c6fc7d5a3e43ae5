/**
 * A schema shown both as SDL and in code sits in one tab group shared by the whole site
 * (CONTRIBUTING.md, "Edit a tutorial"), so that a reader's choice holds on every page: in the
 * markdown every SDL/Code pair is `<Tabs groupId="schema-style">` with the values `sdl` and `code`,
 * SDL first, and each page that has one is built with both panels in its HTML, SDL shown.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Nodes } from 'mdast';
import { DomUtils } from 'htmlparser2';
import {
  jsxAttribute as attribute,
  type MdxJsxFlowElement as JsxElement,
} from '../../lib/samples/code-blocks.ts';
import { parseDoc } from '../../lib/samples/docs-usage.ts';
import { article, builtPage, type Element } from '../support/built-pages.ts';
import { docsDir, readDocPages } from '../support/tutorials.ts';

const groupId = 'schema-style';
const expectedItems = [
  { value: 'sdl', label: 'SDL' },
  { value: 'code', label: 'Code' },
];

/** Every `<Tabs>` of a page's markdown, with its groupId and its items' value and label. */
function tabGroups(source: string) {
  const groups: {
    line: number;
    groupId?: string;
    items: { value?: string; label?: string; default?: true }[];
  }[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs')
      groups.push({
        line: node.position?.start.line ?? 0,
        groupId: attribute(node, 'groupId'),
        items: node.children
          .filter((child): child is JsxElement => child.type === 'mdxJsxFlowElement')
          .filter((child) => child.name === 'TabItem')
          .map((item) => ({
            value: attribute(item, 'value'),
            label: attribute(item, 'label'),
            // SDL is shown first because it is first: no item of the pair says `default`.
            ...(item.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'default')
              ? { default: true }
              : {}),
          })),
      });
    if ('children' in node) node.children.forEach(visit);
  };
  visit(parseDoc(source));
  return groups;
}

const pages = readDocPages().map((page) => ({
  ...page,
  groups: tabGroups(fs.readFileSync(path.join(docsDir, page.path), 'utf8')),
}));
const isSchemaStyle = (group: (typeof pages)[number]['groups'][number]) =>
  group.groupId === groupId ||
  group.items.some(({ value, label }) =>
    expectedItems.some((expected) => expected.value === value || expected.label === label),
  );

describe('SDL/Code tabs', () => {
  it(`every SDL/Code tab group in docs/ is groupId="${groupId}" with sdl (SDL) then code (Code)`, () => {
    const groups = pages.flatMap((page) =>
      page.groups.filter(isSchemaStyle).map((group) => ({ ...group, page: page.path })),
    );
    assert.ok(groups.length > 0, 'docs/ has SDL/Code tab groups');
    for (const { page, line, ...group } of groups)
      assert.deepEqual(group, { groupId, items: expectedItems }, `docs/${page}:${line}`);
  });

  for (const page of pages.filter(({ groups }) => groups.some(isSchemaStyle))) {
    it(`${page.route} is built with both panels of each pair, SDL shown and Code hidden`, () => {
      const containers = DomUtils.findAll(
        (element) => element.attribs.class?.split(' ').includes('tabs-container') ?? false,
        [article(builtPage(page.route))],
      ).filter((container) =>
        DomUtils.findAll((el) => el.attribs.role === 'tab', [container]).some(
          (tab) => DomUtils.textContent(tab).trim() === 'SDL',
        ),
      );
      assert.equal(containers.length, page.groups.filter(isSchemaStyle).length);
      for (const container of containers) {
        const byRole = (role: string): Element[] =>
          DomUtils.findAll((el) => el.attribs.role === role, [container]);
        assert.deepEqual(
          byRole('tab').map((tab) => DomUtils.textContent(tab).trim()),
          ['SDL', 'Code'],
        );
        const panels = byRole('tabpanel');
        assert.deepEqual(
          panels.map((panel) => 'hidden' in panel.attribs),
          [false, true],
          'the SDL panel is shown and the Code panel hidden until the reader chooses',
        );
        for (const panel of panels)
          assert.ok(
            DomUtils.findOne((el) => el.name === 'pre', [panel]),
            'each panel holds its code',
          );
      }
    });
  }
});

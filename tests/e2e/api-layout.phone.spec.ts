/**
 * API pages read on a phone (the `phone` project, 390 × 844): nothing in `main`
 * but a code block is wider than its container or scrolls sideways.
 */
import { expect, openHydrated, test } from './fixtures.ts';

const narrowPages = {
  overview: '/api/graphql-js',
  GraphQLSchema: '/api/graphql-js/class/GraphQLSchema',
  GraphQLError: '/api/graphql-js/class/GraphQLError',
  execute: '/api/graphql-js/function/execute',
  graphql: '/api/graphql-js/function/graphql',
  buildSchema: '/api/graphql-js/function/buildSchema',
  ExecutionArgs: '/api/graphql-js/interface/ExecutionArgs',
  Kind: '/api/graphql-js/enum/Kind',
};

test.describe('API pages at 390 × 844', () => {
  for (const [name, pathname] of Object.entries(narrowPages)) {
    test(`${name}: nothing in main but a code block is wider than its container or scrolls sideways`, async ({
      page,
    }) => {
      await openHydrated(page, pathname);
      const offenders = await page.locator('main').evaluate((main) => {
        const found: string[] = [];
        const describe = (element: Element) =>
          `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${element.textContent?.trim().slice(0, 40)}"`;
        for (const element of Array.from(main.querySelectorAll('*'))) {
          // A code block may scroll: it is the one thing that keeps its lines.
          if (element.closest('pre, .theme-code-block')) continue;
          const style = getComputedStyle(element);
          if (style.position === 'absolute' || style.position === 'fixed') continue;
          if (
            /auto|scroll/.test(style.overflowX) &&
            element.scrollWidth > element.clientWidth + 1
          ) {
            found.push(
              `scrolls sideways: ${describe(element)} (${element.scrollWidth} > ${element.clientWidth})`,
            );
          }
          // Measured against the box that lays it out: an inline parent (a link around a
          // code span) has no width of its own.
          let container = element.parentElement!;
          while (['inline', 'contents'].includes(getComputedStyle(container).display))
            container = container.parentElement!;
          const width = element.getBoundingClientRect().width;
          if (width > container.clientWidth + 1)
            found.push(
              `wider than its container: ${describe(element)} (${width} > ${container.clientWidth})`,
            );
        }
        return found;
      });
      expect(offenders).toEqual([]);
    });
  }
});

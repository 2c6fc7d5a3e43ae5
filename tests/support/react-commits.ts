/**
 * How many components React renders in each commit of a page load, read through the hook React
 * DevTools installs (`__REACT_DEVTOOLS_GLOBAL_HOOK__`), which production builds of React call too.
 * A component counts as rendered in a commit when its props or its hooks' state are objects no
 * earlier commit had: React creates both anew whenever it renders a component, and keeps them
 * when it skips one.
 */
import type { Page } from '@playwright/test';

/** Installs the hook before the page's scripts run; `renderedPerCommit` reads what it counted. */
export async function countReactCommits(page: Page): Promise<void> {
  // A string, not a function: the test runner's transform would add helpers the page lacks.
  await page.addInitScript(`{
    const seen = new WeakSet();
    const counts = (window.__renderedPerCommit = []);
    const isComponent = (tag) => tag === 0 || tag === 1 || tag === 11 || tag === 14 || tag === 15;
    const isNew = (value) => value !== null && typeof value === 'object' && !seen.has(value);
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => 1,
      checkDCE() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(rendererId, root) {
        let rendered = 0;
        const fibers = [root.current];
        while (fibers.length > 0) {
          const fiber = fibers.pop();
          if (isComponent(fiber.tag)) {
            if (isNew(fiber.memoizedProps) || isNew(fiber.memoizedState)) rendered += 1;
            for (const value of [fiber.memoizedProps, fiber.memoizedState])
              if (value !== null && typeof value === 'object') seen.add(value);
          }
          if (fiber.sibling) fibers.push(fiber.sibling);
          if (fiber.child) fibers.push(fiber.child);
        }
        counts.push(rendered);
      },
    };
  }`);
}

/** The count of each commit so far, the hydration's first. */
export function renderedPerCommit(page: Page): Promise<number[]> {
  return page.evaluate(
    () => (window as { __renderedPerCommit?: number[] }).__renderedPerCommit ?? [],
  );
}

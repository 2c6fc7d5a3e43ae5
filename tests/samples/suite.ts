/**
 * The sample tests of docs/ (tests/docs-samples-*.test.ts): every JS/TS code block runs (or says
 * why not), and every output the docs show is what the code really prints. The convention is in
 * CONTRIBUTING.md; the rules live in lib/samples/plan.ts, the running in tests/samples/project.ts.
 *
 * The pages are dealt out to two test files, which node's runner runs side by side: pages share
 * nothing, but a page's runs (one per tab) share its folder, so a page stays in one file. Each
 * page goes to the file with less work so far, the work counted in steps, a TypeScript step as
 * five (it type-checks the page first), so that the two files take about as long.
 */
import { after, before, describe, it } from 'node:test';
import { isTypeScript, planPage, tabVariants } from '../../lib/samples/plan.ts';
import { docsPages, extractBlocks } from './extract.ts';
import { SampleProject } from './project.ts';

export const sampleFileCount = 2;

/** Each docs page with its runs (one per tab, those with something to check) and their work. */
function pagesWithRuns() {
  // Blocks with nothing to check (shell, graphql, json…) get no subtest.
  return docsPages().map((page) => {
    const runs = tabVariants(extractBlocks(page))
      .map(({ tab, blocks }) => ({
        page,
        tab,
        steps: planPage(blocks).filter((step) => step.kind !== 'other' || step.problem),
      }))
      .filter(({ steps }) => steps.length > 0);
    const work = runs
      .flatMap(({ steps }) => steps)
      .reduce((sum, step) => sum + (isTypeScript(step.block) ? 5 : 1), 0);
    return { page, runs, work };
  });
}

/** The pages each sample test file runs: the heaviest first, each to the file with less work so far. */
export function dealPages(pages = pagesWithRuns()): string[][] {
  const files = Array.from({ length: sampleFileCount }, () => ({ work: 0, pages: [] as string[] }));
  const byWork = [...pages].sort((a, b) => b.work - a.work || a.page.localeCompare(b.page));
  for (const { page, work } of byWork) {
    const lightest = files.reduce((min, file) => (file.work < min.work ? file : min));
    lightest.work += work;
    lightest.pages.push(page);
  }
  return files.map((file) => file.pages);
}

/** Declares the sample tests of the pages dealt to file `index`. */
export function describeSamples(index: number): void {
  const pages = pagesWithRuns();
  const mine = new Set(dealPages(pages)[index]);
  const runs = pages.filter(({ page }) => mine.has(page)).flatMap((page) => page.runs);

  for (const { page, tab, steps } of runs) {
    describe(tab ? `${page}, ${tab} tabs` : page, () => {
      const project = new SampleProject(page, tab);
      before(() => project.create());
      // Also on failure: no server outlives its page.
      after(() => project.stopServer());

      for (const step of steps) {
        const { line, lang, meta } = step.block;
        const name = [`line ${line}`, lang, meta.get('title'), step.problem ? 'invalid' : step.kind]
          .filter(Boolean)
          .join(' ');
        it(name, () => project.perform(step));
      }
      if (steps.some((step) => step.kind === 'server')) {
        it('stops its server and leaves nothing listening', () => project.stopServer());
      }
    });
  }
}

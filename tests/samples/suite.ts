/**
 * The sample tests of docs/ (tests/docs-samples-*.test.ts): every JS/TS code block runs (or says
 * why not), and every output the docs show is what the code really prints. The convention is in
 * CONTRIBUTING.md; the rules live in lib/samples/plan.ts, the running in tests/samples/project.ts.
 *
 * The pages are dealt out to two test files, which node's runner runs side by side: pages share
 * nothing, but a page's runs (one per tab) share its folder, so a page stays in one file.
 */
import { after, before, describe, it } from 'node:test';
import { planPage, tabVariants } from '../../lib/samples/plan.ts';
import { docsPages, extractBlocks } from './extract.ts';
import { SampleProject } from './project.ts';

export const sampleFileCount = 2;

/** Declares the sample tests of every `sampleFileCount`th page, starting at page `index`. */
export function describeSamples(index: number): void {
  // One run per tab of a page's tabbed samples; blocks with nothing to check (shell, graphql,
  // json…) get no subtest.
  const runs = docsPages()
    .filter((_, position) => position % sampleFileCount === index)
    .flatMap((page) =>
      tabVariants(extractBlocks(page)).map(({ tab, blocks }) => ({
        page,
        tab,
        steps: planPage(blocks).filter((step) => step.kind !== 'other' || step.problem),
      })),
    )
    .filter(({ steps }) => steps.length > 0);

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

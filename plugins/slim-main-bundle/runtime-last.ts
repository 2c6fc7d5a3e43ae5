import { createRequire } from 'node:module';

const forEachScript = '<% it.scripts.forEach((script) => { %>';

/**
 * Docusaurus's page template with the bundler's runtime (`runtime~main`) as the last script
 * instead of the first. Both are deferred, so they still run in the order they are written: the
 * main bundle only queues its modules, and the runtime, small, starts them from its own top level.
 *
 * Written first, the runtime starts them from the main bundle's top level, which is then on the
 * stack of every Error created while the modules load: react-dom creates five, the runtime one a
 * chunk. Where an inspector is attached (DevTools, Lighthouse, Playwright), V8 needs the source
 * positions of every function on such a stack, and it collects them lazily by parsing the
 * function again (https://v8.dev/blog/v8-release-78#lazy-source-positions): the main bundle's top
 * level is the whole file. A reader without DevTools pays none of it either way.
 */
export function runtimeLastTemplate(template: string, file: string): string {
  const at = template.indexOf(forEachScript);
  if (at === -1 || template.indexOf(forEachScript, at + 1) !== -1) {
    throw new Error(
      `${file}: the page template does not write its scripts with one \`${forEachScript}\`; ` +
        'plugins/slim-main-bundle/runtime-last.ts cannot put the runtime last',
    );
  }
  return template.replace(
    forEachScript,
    '<% [...it.scripts].sort((a, b) => Number(/(^|\\/)runtime~/.test(a)) - Number(/(^|\\/)runtime~/.test(b))).forEach((script) => { %>',
  );
}

const upstreamTemplate = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** The site's `ssrTemplate`: Docusaurus's own, the runtime last. */
export const ssgTemplate = runtimeLastTemplate(
  (createRequire(import.meta.url)(upstreamTemplate) as { default: string }).default,
  upstreamTemplate,
);

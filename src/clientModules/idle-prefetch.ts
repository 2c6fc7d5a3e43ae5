import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Docusaurus = Window['docusaurus'];

const queue: string[] = [];
let interactive = false;
let scheduled = false;
let docusaurus: Docusaurus | undefined;
/** Docusaurus's own prefetch, which the queue is drained through. */
let prefetchNow: Docusaurus['prefetch'] | undefined;

const whenIdle: (run: () => void) => void = (run) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run)
    : window.setTimeout(run, 200);

/** One route per idle period: at a phone's CPU speed one route's prefetch takes over 10 ms, and a few together made a long task. */
function drain(): void {
  scheduled = false;
  const routePath = queue.shift();
  if (routePath !== undefined) prefetchNow!(routePath);
  schedule();
}

function schedule(): void {
  if (scheduled || !interactive || queue.length === 0) return;
  scheduled = true;
  whenIdle(drain);
}

/**
 * Docusaurus's Link prefetches a route (`window.docusaurus.prefetch`: its chunks
 * as `<link rel=prefetch>`, skipped on data-saver and 2g connections) as soon as
 * the link scrolls into view, which during hydration means one call per visible
 * link in the middle of start-up. Those calls are queued here instead and issued
 * one at a time in idle periods once the page has hydrated and loaded. Hover
 * (`window.docusaurus.preload`) is untouched and acts at once. See Link's
 * IntersectionObserver in
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus/src/client/exports/Link.tsx
 * and the object it calls in
 * https://github.com/facebook/docusaurus/blob/v3.10.0/packages/docusaurus/src/client/docusaurus.ts
 * (assigned to `window.docusaurus` once client modules have run, hence the setter).
 */
if (ExecutionEnvironment.canUseDOM) {
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => docusaurus,
    set(original: Docusaurus) {
      prefetchNow = original.prefetch;
      docusaurus = {
        preload: original.preload,
        prefetch: (routePath) => {
          if (!queue.includes(routePath)) queue.push(routePath);
          schedule();
          return false;
        },
      };
    },
  });
}

/**
 * Once the page has hydrated and loaded. Docusaurus marks the end of hydration with
 * `<html data-has-hydrated="true">` (https://github.com/facebook/docusaurus/pull/9256), which it
 * sets a frame after React's commit: starting at the first `onRouteDidUpdate`, in that commit,
 * the queue could drain in the frame's idle time before the page says it is interactive.
 */
function startWhenInteractive(): void {
  const root = document.documentElement;
  const start = () => {
    interactive = true;
    schedule();
  };
  const whenLoaded = () =>
    document.readyState === 'complete'
      ? start()
      : window.addEventListener('load', start, { once: true });
  if (root.dataset.hasHydrated === 'true') return whenLoaded();
  const observer = new MutationObserver(() => {
    if (root.dataset.hasHydrated !== 'true') return;
    observer.disconnect();
    whenLoaded();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-has-hydrated'] });
}

if (ExecutionEnvironment.canUseDOM) startWhenInteractive();

import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * A fragment that is not valid percent-encoding (a hand-edited Try it link, `#…%E0%A4%A`),
 * followed within the page, would crash it: Docusaurus decodes the new fragment to scroll to it
 * and lets the URIError escape (https://github.com/facebook/docusaurus/issues/11835, fixed
 * upstream in https://github.com/facebook/docusaurus/pull/12092, unreleased). This listener runs
 * before the router's (client modules load before the app mounts) and keeps such a fragment
 * change from it, so the page stays as it is; the browser still fires `hashchange`, where Try it
 * reads the link and says it was not used.
 */
function isDecodable(hash: string): boolean {
  try {
    decodeURIComponent(hash.slice(1));
    return true;
  } catch {
    return false;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('popstate', (event) => {
    if (!isDecodable(window.location.hash)) event.stopImmediatePropagation();
  });
}

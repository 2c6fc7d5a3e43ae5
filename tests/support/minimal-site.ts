import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir, tmpDir } from '../../lib/paths.ts';

/**
 * The smallest Docusaurus site that still behaves as ours where bad input is
 * concerned: it takes the real config's checks (broken links and anchors,
 * duplicate routes, the markdown hooks), its future flags, the step that moves a long page's
 * prose into a module of its own (plugins/page-html.ts), colour mode, navbar
 * Tutorial item and security-policy plugin, around one tutorial page. A test
 * adds the one defect it is about; the site builds in seconds where a copy of
 * the whole site takes a minute.
 */
const baseConfig = `
import type { Config } from '@docusaurus/types';
import site from ${JSON.stringify(path.join(siteDir, 'docusaurus.config'))};
import securityHeadersPlugin from ${JSON.stringify(path.join(siteDir, 'plugins/security-headers'))};
import { rehypePageHtmlPlugins } from ${JSON.stringify(path.join(siteDir, 'plugins/page-html'))};

const themeConfig = site.themeConfig as { colorMode: object; navbar: { items: { type?: string }[] } };

export const base = {
  title: site.title,
  url: site.url,
  baseUrl: site.baseUrl,
  onBrokenLinks: site.onBrokenLinks,
  onBrokenAnchors: site.onBrokenAnchors,
  onDuplicateRoutes: site.onDuplicateRoutes,
  markdown: site.markdown,
  future: site.future,
  presets: [['classic', { docs: { path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.ts', rehypePlugins: rehypePageHtmlPlugins }, blog: false }]],
  plugins: [securityHeadersPlugin],
  themeConfig: {
    colorMode: themeConfig.colorMode,
    navbar: { items: themeConfig.navbar.items.filter((item) => item.type === 'doc') },
  },
} satisfies Config;
`;

const indexPage = '---\ntitle: Getting started\n---\n\nThe one page of the minimal site.\n';

export interface MinimalSiteOptions {
  /** TypeScript properties spread over `base` in the site's config, e.g. `themeConfig: { ...base.themeConfig, … }`. */
  config?: string;
  /** Files written into the site, replacing the defaults (docs/tutorials/index.md, sidebars.ts) or added. */
  files?: Record<string, string>;
}

/** A fresh minimal site in tests/.tmp/<name>, sharing the site's node_modules. */
export function minimalSite(name: string, options: MinimalSiteOptions = {}): string {
  const dir = path.join(tmpDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  const files: Record<string, string> = {
    'base.config.ts': baseConfig,
    'docusaurus.config.ts': `import { base } from './base.config';\n\nexport default { ...base, ${options.config ?? ''} };\n`,
    'sidebars.ts': "export default { tutorialSidebar: ['tutorials/index'] };\n",
    'docs/tutorials/index.md': indexPage,
    // The navbar's brand links to the home page.
    'src/pages/index.md': '# Home\n',
    'package.json': '{ "private": true }\n',
    ...options.files,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/**
 * Builds a test site and returns its exit code and output. The bundler's
 * persistent cache lives in the shared node_modules: these throwaway builds
 * stay out of it.
 */
export function buildSite(dir: string): { status: number | null; output: string } {
  const result = spawnSync(path.join(siteDir, 'node_modules/.bin/docusaurus'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

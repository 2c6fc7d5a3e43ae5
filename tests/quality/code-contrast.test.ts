/**
 * Code blocks are readable: every token colour of the configured Prism themes
 * (light and dark) reaches WCAG AA contrast (4.5:1) on the code background.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PrismTheme } from 'prism-react-renderer';
import { contrast, minimumContrast } from '../../plugins/prism-contrast.ts';
import { siteConfig as config } from '../support/site-config.ts';

const prism = (config.themeConfig as { prism?: { theme?: PrismTheme; darkTheme?: PrismTheme } }).prism;

describe('code block colours', () => {
  for (const [mode, theme] of [
    ['light', prism?.theme],
    ['dark', prism?.darkTheme],
  ] as const) {
    it(`every token colour of the ${mode} Prism theme has at least ${minimumContrast}:1 contrast`, () => {
      assert.ok(theme, `themeConfig.prism has a ${mode} theme`);
      const background = theme.plain.backgroundColor;
      assert.ok(background, 'the theme sets its background');
      const weak = [theme.plain, ...theme.styles.map((entry) => entry.style)]
        .filter((style) => style.color && contrast(style.color, background) < minimumContrast)
        .map((style) => `${style.color} (${contrast(style.color!, background).toFixed(2)}:1)`);
      assert.deepEqual(weak, []);
    });
  }
});

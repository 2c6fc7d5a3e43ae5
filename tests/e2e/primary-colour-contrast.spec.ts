import type { Locator } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures.ts';

// WCAG 2.x AA for normal-size text.
const minimumContrast = 4.5;

function parseColour(css: string, allowAlpha = false): [number, number, number] {
  const value = css.trim();
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i], 16)) as [number, number, number];
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(value);
  if (!rgb) throw new Error(`not a colour: ${value}`);
  if (!(allowAlpha || rgb[4] === undefined || Number(rgb[4]) === 1))
    throw new Error(`not an opaque colour: ${value}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
}

function luminance(css: string): number {
  const [r, g, b] = parseColour(css).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Alpha-composites `top` over an opaque `bottom`. */
function over(top: string, bottom: string): string {
  const alpha = /^rgba\(.*,\s*([\d.]+)\)$/.exec(top.trim());
  if (!alpha) return top;
  const a = Number(alpha[1]);
  const [t, b] = [parseColour(top, true), parseColour(bottom)];
  return `rgb(${t.map((c, i) => Math.round(c * a + b[i] * (1 - a))).join(', ')})`;
}

/** The element's text colour and the colour actually painted behind it. */
async function textAndBackground(locator: Locator): Promise<[string, string]> {
  const [text, ...layers] = await locator.evaluate((el) => {
    const colours = [getComputedStyle(el).color];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if (background === 'transparent' || background === 'rgba(0, 0, 0, 0)') continue;
      colours.push(background);
      if (!background.startsWith('rgba(')) break;
    }
    return colours;
  });
  return [text, layers.reduceRight((below, layer) => over(layer, below), 'rgb(255, 255, 255)')];
}

test.describe('primary colour contrast', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`GraphQL pink text meets WCAG AA (${minimumContrast}:1) in ${mode} mode`, async ({
      page,
    }) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await openHydrated(page, '/docs/tutorials/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const all: Record<string, [string, string]> = {
        'active sidebar link': await textAndBackground(
          page.locator('.theme-doc-sidebar-container .menu__link--active').first(),
        ),
        'active navbar item': await textAndBackground(
          page.locator('nav.navbar .navbar__link--active').first(),
        ),
      };
      await openHydrated(page, '/');
      all['primary button'] = await textAndBackground(page.locator('header.hero .button--primary'));
      for (const [what, [text, background]] of Object.entries(all)) {
        const ratio = contrastRatio(text, background);
        expect(
          ratio,
          `${what}: ${text} on ${background} is ${ratio.toFixed(2)}:1`,
        ).toBeGreaterThanOrEqual(minimumContrast);
      }
    });
  }
});

/**
 * Renders the social card (the image link previews show) to
 * static/img/social-card.png: an HTML card made from the site's title,
 * tagline and logo, screenshotted by Chromium at 1200x630, the size Open
 * Graph and Twitter cards expect.
 *
 *   npx tsx scripts/social-card.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import config from '../docusaurus.config.ts';
import { launchChromium } from '../lib/chromium.ts';
import { siteDir } from '../lib/paths.ts';

export const socialCardSize = { width: 1200, height: 630 };

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function cardHtml(): string {
  const logo = fs.readFileSync(path.join(siteDir, 'static/img/logo.svg'), 'utf8');
  const host = new URL(config.url).host;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${socialCardSize.width}px; height: ${socialCardSize.height}px; }
  body {
    display: flex; align-items: center; gap: 64px; box-sizing: border-box; padding: 0 96px;
    background: radial-gradient(circle at 85% 15%, #3b1030 0, #171018 55%);
    color: #fff; font-family: 'DejaVu Sans', system-ui, sans-serif;
  }
  .logo { flex: none; width: 280px; height: 280px; }
  .logo svg { width: 100%; height: 100%; }
  h1 { margin: 0 0 24px; font-size: 96px; letter-spacing: -2px; }
  p { margin: 0; font-size: 38px; line-height: 1.3; color: #f5d0e9; }
  .host { margin-top: 40px; font-size: 28px; color: #ff6ec7; }
</style></head>
<body>
  <div class="logo">${logo}</div>
  <div>
    <h1>${escapeHtml(config.title)}</h1>
    <p>${escapeHtml(config.tagline ?? '')}</p>
    <p class="host">${escapeHtml(host)}</p>
  </div>
</body></html>`;
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: socialCardSize, deviceScaleFactor: 1 });
    await page.setContent(cardHtml(), { waitUntil: 'load' });
    const out = path.join(siteDir, 'static/img/social-card.png');
    await page.screenshot({ path: out, type: 'png' });
    console.log(`wrote ${path.relative(siteDir, out)}`);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

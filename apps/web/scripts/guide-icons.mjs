// Draws the guide app's icons (public/icons, listed in public/manifest.webmanifest) from the site's logo,
// public/favicon.svg, with Debian's Chromium. Run again after changing the logo:
//   node apps/web/scripts/guide-icons.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = join(import.meta.dirname, '..', 'public');
const logo = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
// A maskable icon keeps its drawing inside the middle 80% (the launcher may cut a circle out of it).
const maskable = logo
  .replace('viewBox="0 0 32 32"', 'viewBox="-4 -4 40 40"')
  .replace('<rect width="32" height="32" rx="7"', '<rect x="-4" y="-4" width="40" height="40"');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [name, size, svg] of [
  ['guide-192.png', 192, logo],
  ['guide-512.png', 512, logo],
  ['guide-maskable-512.png', 512, maskable],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: join(publicDir, 'icons', name), omitBackground: true });
}
await browser.close();

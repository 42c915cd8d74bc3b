/**
 * Draws the installed app's icons: rasterises the SVGs in scripts/app-icons with Chromium (the
 * same Debian Chromium the end-to-end tests drive) into src/client/public/icons, which are
 * committed. Run it after changing an SVG: `npx tsx scripts/make-app-icons.ts`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const SOURCE_DIR = join(import.meta.dirname, 'app-icons');
const OUT_DIR = join(import.meta.dirname, '../src/client/public/icons');

/** Each PNG: its source SVG and its size in pixels. */
const ICONS = [
  { file: 'icon-192.png', svg: 'icon.svg', size: 192 },
  { file: 'icon-512.png', svg: 'icon.svg', size: 512 },
  { file: 'icon-maskable-512.png', svg: 'icon-maskable.svg', size: 512 },
  // iOS ignores the manifest's icons and rounds the corners itself: full bleed.
  { file: 'apple-touch-icon.png', svg: 'icon-maskable.svg', size: 180 },
];

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    const svg = readFileSync(join(SOURCE_DIR, icon.svg), 'utf8');
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${svg}`);
    await page.screenshot({ path: join(OUT_DIR, icon.file), omitBackground: true });
    console.log(`${icon.file} (${icon.size} × ${icon.size})`);
  }
} finally {
  await browser.close();
}

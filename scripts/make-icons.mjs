// Renders the app icons (PNG) from the favicon's drawing with the system Chromium, once.
// Run after changing client/public/favicon.svg:  node scripts/make-icons.mjs
// The PNGs are committed: the build needs no browser.
import fs from "node:fs";
import { chromium } from "@playwright/test";

const OUT = new URL("../client/public/icons/", import.meta.url);
const favicon = fs.readFileSync(new URL("../client/public/favicon.svg", import.meta.url), "utf8");
// The glyph (helmet) of the favicon, without its rounded orange tile.
const glyph = favicon.replace(/^.*?<rect[^>]*\/>/s, "").replace(/<\/svg>\s*$/, "");
const ORANGE = "#c2410c";

/** `any` icons keep the favicon's rounded tile; the maskable one fills the square and keeps the
 * helmet inside the central 80 % circle that every launcher mask leaves visible. */
function svg(size, maskable) {
  const tile = maskable ? `<rect width="32" height="32" fill="${ORANGE}"/>` : `<rect width="32" height="32" rx="7" fill="${ORANGE}"/>`;
  const inner = maskable ? `<g transform="translate(16 16) scale(0.66) translate(-16 -17)">${glyph}</g>` : glyph;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">${tile}${inner}</svg>`;
}

const icons = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
  { file: "apple-touch-icon.png", size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
for (const { file, size, maskable } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg(size, maskable)}</body></html>`);
  const buffer = await page.locator("svg").screenshot({ omitBackground: true });
  fs.writeFileSync(new URL(file, OUT), buffer);
  console.log(`${file} ${size}x${size}`);
}
await browser.close();

// Draws the home-screen icons of the web app manifest (apps/web/public/icons) from the favicon's
// star, once; the PNGs are committed, so a build needs no image library. Run again only when the
// mark changes: `node scripts/generate-app-icons.mjs`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const INK = '#16131c';
const GOLD = '#e0a458';
const STAR = 'M16 5l2.6 7.9H27l-6.8 4.9 2.6 8L16 20.9l-6.8 4.9 2.6-8L5 12.9h8.4z';
const out = join(import.meta.dirname, '../apps/web/public/icons');

/**
 * `rounded` draws the favicon's rounded tile; a maskable icon fills the square, and its star is
 * scaled to stay inside the central 80% circle that every launcher mask keeps.
 */
function svg({ rounded, starScale }) {
  const offset = 16 - 16 * starScale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${INK}"/>
  <path d="${STAR}" fill="${GOLD}" transform="translate(${offset} ${offset}) scale(${starScale})"/>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, starScale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, starScale: 1 },
  { file: 'maskable-192.png', size: 192, rounded: false, starScale: 0.72 },
  { file: 'maskable-512.png', size: 512, rounded: false, starScale: 0.72 },
  // iOS adds its own rounded corners and ignores transparency.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, starScale: 0.82 },
];

mkdirSync(out, { recursive: true });
for (const { file, size, ...shape } of icons) {
  await sharp(Buffer.from(svg(shape)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, file));
}

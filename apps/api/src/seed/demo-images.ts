import type { Specialty } from '@casting/contract';
import { loadSharp } from '../modules/media/process-image';
import { seededRandom, type SeededRandom } from './seeded-random';

type Colours = readonly [string, string, string, string];

const PALETTES: readonly Colours[] = [
  ['#1f2a44', '#c8a97e', '#f4ede4', '#8c3b3b'],
  ['#3b2f4a', '#e0a458', '#f7efe5', '#4f7c8a'],
  ['#12343b', '#e1b382', '#f3e9dc', '#c96e4b'],
  ['#402218', '#c68b59', '#f5e6d3', '#6a8d73'],
  ['#2d3047', '#93b7be', '#f1e9d2', '#e0ca3c'],
  ['#22223b', '#9a8c98', '#f2e9e4', '#c9ada7'],
  ['#0f4c5c', '#e36414', '#fbf3e4', '#9a031e'],
  ['#283618', '#dda15e', '#fefae0', '#bc6c25'],
];

const W = 1200;
const H = 900;
/** The size pictures are drawn at: above the 480 px thumbnail, so the display rendition is sharper. */
const OUTPUT_WIDTH = 1000;
const OUTPUT_HEIGHT = 750;

function svg(
  body: string,
  width = W,
  height = H,
  outputWidth = OUTPUT_WIDTH,
  outputHeight = OUTPUT_HEIGHT,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(outputWidth)}" height="${String(outputHeight)}" viewBox="0 0 ${String(width)} ${String(height)}">${body}</svg>`;
}

function sky(random: SeededRandom, top: string, bottom: string): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${String(W)}" height="${String(H)}" fill="url(#sky)"/>
  <circle cx="${String(random.int(150, 1050))}" cy="${String(random.int(120, 320))}" r="${String(random.int(60, 110))}" fill="#fff6e0" opacity="0.85"/>`;
}

/** Dunes under a low sun: a landscape photograph. */
function dunes(random: SeededRandom, [ink, accent, paper, extra]: Colours): string {
  const ridges = Array.from({ length: 4 }, (_, i) => {
    const y = 480 + i * 110 + random.int(-30, 30);
    return `<path d="M0 ${String(y)} Q ${String(random.int(200, 500))} ${String(y - random.int(60, 160))} ${String(random.int(600, 800))} ${String(y)} T ${String(W)} ${String(y - random.int(0, 60))} V ${String(H)} H 0 Z" fill="${[accent, extra, ink, ink][i] ?? ink}" opacity="${String(0.55 + i * 0.15)}"/>`;
  }).join('');
  return svg(sky(random, paper, accent) + ridges);
}

/** A skyline at dusk: a city film frame with letterbox bars. */
function skyline(random: SeededRandom, [ink, accent, paper, extra]: Colours): string {
  let x = 0;
  let towers = '';
  while (x < W) {
    const width = random.int(50, 130);
    const height = random.int(160, 520);
    towers += `<rect x="${String(x)}" y="${String(H - 110 - height)}" width="${String(width)}" height="${String(height)}" fill="${ink}" opacity="${String(0.75 + random.next() * 0.25)}"/>`;
    for (let w = 0; w < 6; w += 1)
      towers += `<rect x="${String(x + random.int(8, width - 16))}" y="${String(H - 110 - random.int(20, height - 20))}" width="8" height="12" fill="${extra}" opacity="0.8"/>`;
    x += width + random.int(4, 20);
  }
  return svg(
    `${sky(random, accent, paper)}${towers}<rect width="${String(W)}" height="110" fill="#0b0b0b"/><rect y="${String(H - 110)}" width="${String(W)}" height="110" fill="#0b0b0b"/>`,
  );
}

/** A bottle on a plinth under a spotlight: studio product work. */
function stillLife(random: SeededRandom, [ink, accent, paper, extra]: Colours): string {
  const cx = random.int(420, 780);
  return svg(`<defs><radialGradient id="spot" cx="50%" cy="40%" r="60%"><stop offset="0" stop-color="${paper}"/><stop offset="1" stop-color="${accent}"/></radialGradient></defs>
  <rect width="${String(W)}" height="${String(H)}" fill="url(#spot)"/>
  <rect x="${String(cx - 200)}" y="620" width="400" height="280" fill="${ink}" opacity="0.85"/>
  <ellipse cx="${String(cx)}" cy="620" rx="200" ry="26" fill="${ink}"/>
  <rect x="${String(cx - 80)}" y="${String(random.int(330, 400))}" width="160" height="260" rx="${String(random.int(10, 60))}" fill="${extra}" opacity="0.9"/>
  <rect x="${String(cx - 26)}" y="${String(random.int(260, 300))}" width="52" height="90" rx="8" fill="${ink}"/>
  <rect x="${String(cx - 60)}" y="430" width="30" height="140" rx="12" fill="#ffffff" opacity="0.35"/>`);
}

/** An editing timeline with colour-graded frames. */
function timeline(random: SeededRandom, [ink, accent, paper, extra]: Colours): string {
  const frames = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${String(60 + i * 275)}" y="90" width="255" height="170" rx="8" fill="${[accent, extra, paper, accent][i] ?? accent}" opacity="${String(0.6 + random.next() * 0.4)}"/>`,
  ).join('');
  const tracks = Array.from({ length: 5 }, (_, row) => {
    let x = 60;
    let clips = '';
    while (x < W - 80) {
      const width = random.int(80, 260);
      clips += `<rect x="${String(x)}" y="${String(360 + row * 92)}" width="${String(Math.min(width, W - 60 - x))}" height="64" rx="6" fill="${row < 3 ? accent : extra}" opacity="${String(0.55 + random.next() * 0.45)}"/>`;
      x += width + random.int(6, 40);
    }
    return clips;
  }).join('');
  return svg(
    `<rect width="${String(W)}" height="${String(H)}" fill="${ink}"/>${frames}${tracks}<rect x="${String(random.int(200, 1000))}" y="320" width="4" height="540" fill="#ff4d4d"/>`,
  );
}

/** Eye-shadow pans and brushes seen from above. */
function palette(random: SeededRandom, [ink, accent, paper, extra]: Colours): string {
  const tones = [accent, extra, paper, '#b0485a', '#d98f6a', '#7a4a3a', '#e8c1a0', '#5a2f3f'];
  const pans = Array.from({ length: 12 }, (_, i) => {
    const x = 250 + (i % 4) * 180;
    const y = 240 + Math.floor(i / 4) * 180;
    return `<circle cx="${String(x)}" cy="${String(y)}" r="70" fill="${random.pick(tones)}"/><circle cx="${String(x - 20)}" cy="${String(y - 20)}" r="18" fill="#ffffff" opacity="0.25"/>`;
  }).join('');
  return svg(
    `<rect width="${String(W)}" height="${String(H)}" fill="${paper}"/><rect x="130" y="120" width="840" height="600" rx="30" fill="${ink}"/>${pans}<rect x="1010" y="${String(random.int(100, 300))}" width="40" height="520" rx="20" fill="${ink}" transform="rotate(${String(random.int(-12, 12))} 1030 500)"/>`,
  );
}

/** Garments on a rail. */
function wardrobe(random: SeededRandom, [ink, accent, paper, extra]: Colours): string {
  const garments = Array.from({ length: 6 }, (_, i) => {
    const x = 170 + i * 170;
    const colour = random.pick([ink, accent, extra, '#e9e1d3', '#7b2d3b', '#2c4a52']);
    const long = random.chance(0.6);
    return `<path d="M${String(x)} 200 q 0 -30 20 -30" fill="none" stroke="#333" stroke-width="5"/><path d="M${String(x - 60)} 230 L ${String(x)} 200 L ${String(x + 60)} 230 L ${String(x + (long ? 80 : 60))} ${String(long ? 760 : 520)} L ${String(x - (long ? 80 : 60))} ${String(long ? 760 : 520)} Z" fill="${colour}"/>`;
  }).join('');
  return svg(
    `<rect width="${String(W)}" height="${String(H)}" fill="${paper}"/><rect x="0" y="780" width="${String(W)}" height="120" fill="${accent}" opacity="0.4"/><rect x="80" y="162" width="1040" height="12" rx="6" fill="#333"/>${garments}`,
  );
}

/** An eight-pointed star pattern, as on a painted wall. */
function starPattern(random: SeededRandom, [ink, accent, paper, extra]: Colours): string {
  const size = random.pick([150, 180, 220]);
  const star = `<g><rect x="-50" y="-50" width="100" height="100" fill="${accent}"/><rect x="-50" y="-50" width="100" height="100" fill="${extra}" transform="rotate(45)" opacity="0.85"/><circle r="26" fill="${paper}"/></g>`;
  let stars = '';
  for (let y = 0; y < H + size; y += size)
    for (let x = 0; x < W + size; x += size)
      stars += `<g transform="translate(${String(x)} ${String(y)})">${star}</g>`;
  return svg(`<rect width="${String(W)}" height="${String(H)}" fill="${ink}"/>${stars}`);
}

/** Brush strokes on canvas: an abstract painting. */
function painting(random: SeededRandom, [ink, accent, paper, extra]: Colours): string {
  const strokes = Array.from({ length: 14 }, () => {
    const x = random.int(0, W);
    const y = random.int(0, H);
    return `<path d="M${String(x)} ${String(y)} q ${String(random.int(-300, 300))} ${String(random.int(-200, 200))} ${String(random.int(-500, 500))} ${String(random.int(-100, 100))}" fill="none" stroke="${random.pick([ink, accent, extra])}" stroke-width="${String(random.int(20, 70))}" stroke-linecap="round" opacity="${String(0.5 + random.next() * 0.5)}"/>`;
  }).join('');
  return svg(`<rect width="${String(W)}" height="${String(H)}" fill="${paper}"/>${strokes}`);
}

/** A running track with lane lines. */
function track(random: SeededRandom, [ink, accent]: Colours): string {
  const lanes = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M${String(-200 + i * 40)} ${String(H)} L ${String(500 + i * 110)} 0" stroke="#ffffff" stroke-width="8" opacity="0.85"/>`,
  ).join('');
  return svg(
    `<rect width="${String(W)}" height="${String(H)}" fill="#b5442f"/>${lanes}<rect width="${String(W)}" height="${String(random.int(120, 220))}" fill="${ink}" opacity="0.9"/><circle cx="${String(random.int(700, 1100))}" cy="${String(random.int(300, 700))}" r="40" fill="${accent}"/>`,
  );
}

/** A cup on a stand under stage light. */
function trophy(random: SeededRandom, [ink, , paper]: Colours): string {
  const gold = random.pick(['#d4a017', '#c0c0c0', '#cd7f32']);
  return svg(`<defs><radialGradient id="glow" cx="50%" cy="40%" r="60%"><stop offset="0" stop-color="${paper}"/><stop offset="1" stop-color="${ink}"/></radialGradient></defs>
  <rect width="${String(W)}" height="${String(H)}" fill="url(#glow)"/>
  <path d="M460 220 H740 C 740 420, 660 480, 600 490 C 540 480, 460 420, 460 220 Z" fill="${gold}"/>
  <path d="M460 260 C 380 260, 380 380, 480 400 M740 260 C 820 260, 820 380, 720 400" fill="none" stroke="${gold}" stroke-width="18"/>
  <rect x="580" y="490" width="40" height="120" fill="${gold}"/><rect x="500" y="610" width="200" height="60" rx="6" fill="${ink}"/>
  <rect x="470" y="670" width="260" height="70" rx="6" fill="${ink}" opacity="0.9"/>`);
}

/** A framed certificate with a seal; lines stand for text (a clean machine may have no fonts). */
function certificate(random: SeededRandom, [ink, accent, paper]: Colours): string {
  const lines = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${String(600 - random.int(150, 330))}" y="${String(330 + i * 60)}" width="${String(random.int(300, 660))}" height="14" rx="7" fill="${ink}" opacity="${i === 0 ? '0.8' : '0.35'}"/>`,
  ).join('');
  return svg(
    `<rect width="${String(W)}" height="${String(H)}" fill="#3b3b3b"/><rect x="120" y="90" width="960" height="720" fill="${paper}"/><rect x="150" y="120" width="900" height="660" fill="none" stroke="${accent}" stroke-width="10"/><rect x="400" y="200" width="400" height="40" rx="20" fill="${accent}"/>${lines}<circle cx="930" cy="680" r="70" fill="${accent}"/><circle cx="930" cy="680" r="48" fill="none" stroke="${paper}" stroke-width="6"/>`,
  );
}

/** Sandstone tombs under a desert sky, as at Hegra. */
function heritage(random: SeededRandom, [ink, accent, paper]: Colours): string {
  const x = random.int(250, 650);
  return svg(`${sky(random, '#9cc3dd', paper)}
  <path d="M0 900 V640 Q 200 520 ${String(x)} 340 Q ${String(x + 320)} 300 ${String(x + 520)} 560 Q 1100 600 1200 700 V900 Z" fill="${accent}"/>
  <rect x="${String(x + 60)}" y="430" width="200" height="260" fill="${ink}" opacity="0.25"/>
  <path d="M${String(x + 60)} 430 l 30 -50 h 140 l 30 50 Z" fill="${ink}" opacity="0.3"/>
  <rect x="${String(x + 125)}" y="560" width="70" height="130" fill="${ink}" opacity="0.55"/>
  <rect y="820" width="1200" height="80" fill="#d9b48a"/>`);
}

/** A catwalk lit from above. */
function runway(random: SeededRandom, [ink, accent, paper]: Colours): string {
  const lights = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M${String(150 + i * 180)} 0 L ${String(100 + i * 180)} 900 L ${String(260 + i * 180)} 900 Z" fill="${paper}" opacity="${String(0.05 + random.next() * 0.12)}"/>`,
  ).join('');
  return svg(
    `<rect width="${String(W)}" height="${String(H)}" fill="${ink}"/><path d="M520 380 H680 L 1000 900 H 200 Z" fill="${accent}" opacity="0.8"/>${lights}<ellipse cx="600" cy="${String(random.int(420, 520))}" rx="26" ry="34" fill="${paper}"/><path d="M560 ${String(560)} h80 l 20 200 h-120 Z" fill="${paper}" opacity="0.9"/>`,
  );
}

type Scene = (random: SeededRandom, colours: Colours) => string;

/** The scenes a specialty's work is drawn from: no camera reel of a make-up artist. */
const SCENES: Readonly<Record<Specialty, readonly Scene[]>> = {
  MODEL: [runway, stillLife, wardrobe],
  PHOTOGRAPHER: [dunes, stillLife, skyline, heritage],
  VIDEOGRAPHER: [skyline, dunes, runway],
  EDITOR: [timeline, skyline],
  TOURISM: [certificate, heritage, dunes],
  BEAUTY: [certificate, palette, palette],
  ATHLETE: [trophy, track],
  ARTIST: [painting, starPattern, painting],
  FASHION: [certificate, wardrobe, runway],
  MUSIC_AND_SOUND_ENGINEER: [timeline],
};

/** The `index`-th picture of a talent's work, drawn in their specialty. */
export function workSvg(role: Specialty, seed: number, index: number): string {
  const random = seededRandom(seed * 6151 + index * 389 + 1);
  const scenes = SCENES[role];
  const scene = scenes[index % scenes.length] ?? painting;
  return scene(random, random.pick(PALETTES));
}

/** A geometric emblem on the seed's colours (no text: a clean machine may have no fonts). */
export function logoSvg(seed: number): string {
  const random = seededRandom(seed * 2749 + 5);
  const [ink, accent, paper, extra] = random.pick(PALETTES);
  const turn = random.int(0, 359);
  const mark = random.pick([
    `<circle cx="200" cy="200" r="120" fill="none" stroke="${accent}" stroke-width="14"/><path d="M200 95 L290 250 H110 Z" fill="${accent}"/><circle cx="200" cy="205" r="34" fill="${paper}"/>`,
    `<rect x="110" y="110" width="180" height="180" fill="${accent}"/><rect x="110" y="110" width="180" height="180" fill="${extra}" transform="rotate(45 200 200)" opacity="0.8"/><circle cx="200" cy="200" r="40" fill="${paper}"/>`,
    `<path d="M110 290 V170 A90 90 0 0 1 290 170 V290 Z" fill="${accent}"/><path d="M160 290 V190 A40 40 0 0 1 240 190 V290 Z" fill="${paper}"/>`,
    `<circle cx="160" cy="200" r="80" fill="${accent}"/><circle cx="240" cy="200" r="80" fill="${extra}" opacity="0.85"/>`,
    `<path d="M200 90 L230 170 L310 170 L245 220 L270 300 L200 250 L130 300 L155 220 L90 170 L170 170 Z" fill="${accent}"/>`,
    `<path d="M100 260 Q 200 80 300 260" fill="none" stroke="${accent}" stroke-width="26" stroke-linecap="round"/><path d="M130 300 H270" stroke="${paper}" stroke-width="20" stroke-linecap="round"/>`,
  ]);
  return svg(
    `<rect width="400" height="400" rx="${String(random.pick([40, 80, 200]))}" fill="${ink}"/><g transform="rotate(${String(turn)} 200 200)">${mark}</g>`,
    400,
    400,
    400,
    400,
  );
}

export async function svgToJpeg(source: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(source)).jpeg({ quality: 82 }).toBuffer();
}

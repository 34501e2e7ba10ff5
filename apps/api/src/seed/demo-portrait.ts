import { seededRandom, type SeededRandom } from './seeded-random';

export type PortraitGender = 'FEMALE' | 'MALE';

/** The traits that make a person recognisable from one picture to the next. */
export interface PortraitLook {
  readonly gender: PortraitGender;
  readonly skin: string;
  readonly hair: string;
  readonly faceWidth: number;
  readonly faceHeight: number;
  readonly jaw: number;
  readonly headwear: 'NONE' | 'GHUTRA' | 'SHEMAGH' | 'HIJAB' | 'SHAYLA';
  readonly hairStyle: 'SHORT' | 'CURLY' | 'LONG' | 'BUN' | 'BALD';
  readonly beard: 'NONE' | 'STUBBLE' | 'FULL' | 'GOATEE';
  readonly glasses: boolean;
  readonly eyes: string;
}

/** Drawn on a 720 × 960 grid, rendered at this size: above the 480 px thumbnail. */
const PORTRAIT_WIDTH = 600;
const PORTRAIT_HEIGHT = 800;

const SKINS = ['#f6d7c3', '#eac0a0', '#deaa84', '#c98e66', '#b57a52', '#9c6441', '#7d4e31', '#5e3a24'];
const HAIRS = ['#1b1310', '#2b1d16', '#3d2a1e', '#5a3b26', '#23201f', '#6b4a2e'];
const EYES = ['#3b2414', '#4a3423', '#2f3b25', '#5b4a2a'];
export const HIJABS = [
  '#1e1e24',
  '#5b3a4a',
  '#2e4a62',
  '#7a5c48',
  '#c9b8a6',
  '#3f5e4f',
  '#8c4a3c',
  '#e3d5c6',
];
export const CLOTHES = [
  '#ffffff',
  '#f1ece4',
  '#1f2a44',
  '#3a3f47',
  '#6d2e46',
  '#2f5d62',
  '#a86b3c',
  '#e0c9a6',
  '#44355b',
];
export const BACKDROPS = [
  ['#f4e3d3', '#d9a77c'],
  ['#dfe9f0', '#8fb3c9'],
  ['#efe6d2', '#b9a36f'],
  ['#e8dcef', '#a48bb8'],
  ['#dcebdf', '#88b08f'],
  ['#f2d9d2', '#c9807a'],
  ['#e5e2dc', '#8c8578'],
  ['#fbe8c8', '#e0a24e'],
  ['#d8e2ec', '#4e6a8a'],
  ['#efd8c0', '#8a5a3b'],
] as const;

/** A person's look, the same every time for the same seed. */
export function portraitLook(seed: number, gender: PortraitGender): PortraitLook {
  const random = seededRandom(seed * 7919 + 17);
  const female = gender === 'FEMALE';
  return {
    gender,
    skin: random.pick(SKINS),
    hair: random.pick(HAIRS),
    faceWidth: random.int(100, 128),
    faceHeight: random.int(138, 164),
    jaw: random.int(0, 30),
    headwear: female
      ? random.pick(['HIJAB', 'HIJAB', 'SHAYLA', 'NONE'] as const)
      : random.pick(['GHUTRA', 'SHEMAGH', 'NONE', 'GHUTRA'] as const),
    hairStyle: female
      ? random.pick(['LONG', 'BUN', 'CURLY'] as const)
      : random.pick(['SHORT', 'CURLY', 'BALD', 'SHORT'] as const),
    beard: female ? 'NONE' : random.pick(['NONE', 'STUBBLE', 'FULL', 'GOATEE', 'FULL'] as const),
    glasses: random.chance(0.22),
    eyes: random.pick(EYES),
  };
}

/** Darker or lighter by a factor, for shading a colour. */
export function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.max(0, Math.min(255, Math.round(((value >> shift) & 255) * factor)));
  return `rgb(${String(channel(16))},${String(channel(8))},${String(channel(0))})`;
}

function backdrop(random: SeededRandom): string {
  const [light, deep] = random.pick(BACKDROPS);
  const pattern = random.int(0, 3);
  const shapes =
    pattern === 0
      ? `<circle cx="${String(random.int(80, 640))}" cy="${String(random.int(80, 300))}" r="${String(random.int(120, 260))}" fill="${deep}" opacity="0.35"/>`
      : pattern === 1
        ? `<path d="M160 960 V420 A200 200 0 0 1 560 420 V960 Z" fill="${deep}" opacity="0.3"/>`
        : pattern === 2
          ? Array.from(
              { length: 8 },
              (_, i) =>
                `<rect x="${String(i * 96)}" y="0" width="44" height="960" fill="${deep}" opacity="0.16"/>`,
            ).join('')
          : `<path d="M0 700 Q 360 560 720 690 V960 H0 Z" fill="${deep}" opacity="0.4"/>`;
  return `<defs><radialGradient id="bg" cx="50%" cy="30%" r="80%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs>
  <rect width="720" height="960" fill="url(#bg)"/>${shapes}`;
}

function clothing(look: PortraitLook, colour: string): string {
  const collar =
    look.gender === 'MALE' && colour === '#ffffff'
      ? `<path d="M340 640 L360 720 L380 640" fill="none" stroke="${shade(colour, 0.8)}" stroke-width="5"/><circle cx="360" cy="690" r="5" fill="${shade(colour, 0.7)}"/>`
      : `<path d="M300 640 Q360 700 420 640" fill="${shade(look.skin, 0.92)}"/>`;
  return `<path d="M90 960 C 110 720, 230 640, 360 632 C 490 640, 610 720, 630 960 Z" fill="${colour}"/>
  <path d="M90 960 C 110 720, 230 640, 360 632 C 300 660, 250 760, 240 960 Z" fill="${shade(colour, 0.9)}"/>${collar}`;
}

function hairBack(look: PortraitLook, cx: number, cy: number): string {
  const { faceWidth: w, faceHeight: h, hair } = look;
  if (look.headwear !== 'NONE') return '';
  if (look.hairStyle === 'LONG')
    return `<path d="M${String(cx - w - 26)} ${String(cy - 20)} C ${String(cx - w - 40)} ${String(cy + h + 120)}, ${String(cx + w + 40)} ${String(cy + h + 120)}, ${String(cx + w + 26)} ${String(cy - 20)} Z" fill="${hair}"/>`;
  if (look.hairStyle === 'BUN')
    return `<circle cx="${String(cx)}" cy="${String(cy - h - 30)}" r="52" fill="${hair}"/>`;
  return '';
}

function hairFront(look: PortraitLook, cx: number, cy: number): string {
  const { faceWidth: w, faceHeight: h, hair } = look;
  if (look.headwear !== 'NONE' || look.hairStyle === 'BALD') return '';
  if (look.hairStyle === 'CURLY')
    return Array.from({ length: 9 }, (_, i) => {
      const angle = Math.PI * (1.05 + (i / 8) * 0.9);
      return `<circle cx="${String(Math.round(cx + Math.cos(angle) * w * 0.95))}" cy="${String(Math.round(cy - h * 0.35 + Math.sin(angle) * h * 0.75))}" r="${String(Math.round(w * 0.34))}" fill="${hair}"/>`;
    }).join('');
  return `<path d="M${String(cx - w - 6)} ${String(cy - 10)} C ${String(cx - w)} ${String(cy - h - 40)}, ${String(cx + w)} ${String(cy - h - 50)}, ${String(cx + w + 6)} ${String(cy - 10)} C ${String(cx + w - 30)} ${String(cy - h * 0.6)}, ${String(cx - 20)} ${String(cy - h * 0.75)}, ${String(cx - w - 6)} ${String(cy - 10)} Z" fill="${hair}"/>`;
}

function headwearBack(look: PortraitLook, cx: number, cy: number, colour: string): string {
  const { faceWidth: w, faceHeight: h } = look;
  const top = cy - h - 34;
  const drape = (fill: string) =>
    `<path d="M${String(cx - w - 40)} ${String(cy)} C ${String(cx - w - 50)} ${String(top - 10)}, ${String(cx + w + 50)} ${String(top - 10)}, ${String(cx + w + 40)} ${String(cy)} L ${String(cx + w + 80)} 720 C ${String(cx + 40)} 750, ${String(cx - 40)} 750, ${String(cx - w - 80)} 720 Z" fill="${fill}"/>`;
  switch (look.headwear) {
    case 'NONE':
      return '';
    case 'HIJAB':
    case 'SHAYLA':
      return drape(colour);
    case 'GHUTRA':
      return drape('#fbfbf8');
    case 'SHEMAGH':
      return `<defs><pattern id="checks" width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="11" height="11" fill="#b3262d" opacity="0.8"/></pattern></defs>${drape('#f4f1ee')}${drape('url(#checks)')}`;
  }
}

function headwearFront(look: PortraitLook, cx: number, cy: number, colour: string): string {
  const { faceWidth: w, faceHeight: h } = look;
  const top = cy - h - 34;
  const brow = cy - h * 0.5;
  const crown = Math.round(0.25 * (cy + 6) + 0.75 * top);
  const cap = (fill: string) =>
    `<path d="M${String(cx - w - 12)} ${String(cy + 6)} C ${String(cx - w - 16)} ${String(top)}, ${String(cx + w + 16)} ${String(top)}, ${String(cx + w + 12)} ${String(cy + 6)} C ${String(cx + w - 16)} ${String(brow)}, ${String(cx - w + 16)} ${String(brow)}, ${String(cx - w - 12)} ${String(cy + 6)} Z" fill="${fill}"/>`;
  switch (look.headwear) {
    case 'NONE':
      return '';
    case 'HIJAB':
    case 'SHAYLA':
      return `${cap(colour)}<path d="M${String(cx + w - 16)} ${String(brow + 10)} C ${String(cx + 20)} ${String(brow - 24)}, ${String(cx - 20)} ${String(brow - 24)}, ${String(cx - w + 16)} ${String(brow + 10)}" fill="none" stroke="${shade(colour, 0.8)}" stroke-width="8"/>`;
    case 'GHUTRA':
    case 'SHEMAGH':
      return `${cap(look.headwear === 'GHUTRA' ? '#fbfbf8' : '#f4f1ee')}${look.headwear === 'SHEMAGH' ? cap('url(#checks)') : ''}
  <ellipse cx="${String(cx)}" cy="${String(crown + 30)}" rx="${String(w + 10)}" ry="22" fill="none" stroke="#161616" stroke-width="14"/>
  <ellipse cx="${String(cx)}" cy="${String(crown + 52)}" rx="${String(w + 16)}" ry="22" fill="none" stroke="#161616" stroke-width="12"/>`;
  }
}

function face(look: PortraitLook, cx: number, cy: number): string {
  const { faceWidth: w, faceHeight: h, skin, jaw } = look;
  const outline = `M${String(cx - w)} ${String(cy - 20)} C ${String(cx - w)} ${String(cy - h - 20)}, ${String(cx + w)} ${String(cy - h - 20)}, ${String(cx + w)} ${String(cy - 20)} C ${String(cx + w - jaw * 0.3)} ${String(cy + h * 0.7)}, ${String(cx + 30 + jaw)} ${String(cy + h)}, ${String(cx)} ${String(cy + h)} C ${String(cx - 30 - jaw)} ${String(cy + h)}, ${String(cx - w + jaw * 0.3)} ${String(cy + h * 0.7)}, ${String(cx - w)} ${String(cy - 20)} Z`;
  const eyeY = cy - 4;
  const eye = (x: number) =>
    `<ellipse cx="${String(x)}" cy="${String(eyeY)}" rx="17" ry="10" fill="#fbf8f4"/><circle cx="${String(x)}" cy="${String(eyeY)}" r="8" fill="${look.eyes}"/><circle cx="${String(x + 3)}" cy="${String(eyeY - 3)}" r="2.5" fill="#fff"/>`;
  const brow = (x: number, flip: number) =>
    `<path d="M${String(x - 22)} ${String(eyeY - 24 + flip)} Q ${String(x)} ${String(eyeY - 36)} ${String(x + 22)} ${String(eyeY - 24 - flip)}" fill="none" stroke="${look.hair}" stroke-width="7" stroke-linecap="round"/>`;
  const mouthY = cy + h * 0.5;
  const lips = look.gender === 'FEMALE' ? shade('#c0505a', 1) : shade(skin, 0.68);
  const beard =
    look.beard === 'FULL'
      ? `<path d="M${String(cx - w + 4)} ${String(cy + 10)} C ${String(cx - w + 10)} ${String(cy + h + 10)}, ${String(cx + w - 10)} ${String(cy + h + 10)}, ${String(cx + w - 4)} ${String(cy + 10)} C ${String(cx + w - 40)} ${String(cy + h * 0.45)}, ${String(cx - w + 40)} ${String(cy + h * 0.45)}, ${String(cx - w + 4)} ${String(cy + 10)} Z" fill="${look.hair}" opacity="0.92"/><path d="M${String(cx - 38)} ${String(mouthY - 14)} Q ${String(cx)} ${String(mouthY - 30)} ${String(cx + 38)} ${String(mouthY - 14)}" fill="none" stroke="${look.hair}" stroke-width="12" stroke-linecap="round"/>`
      : look.beard === 'GOATEE'
        ? `<path d="M${String(cx - 30)} ${String(mouthY + 16)} Q ${String(cx)} ${String(cy + h + 18)} ${String(cx + 30)} ${String(mouthY + 16)} Z" fill="${look.hair}"/><path d="M${String(cx - 36)} ${String(mouthY - 14)} Q ${String(cx)} ${String(mouthY - 28)} ${String(cx + 36)} ${String(mouthY - 14)}" fill="none" stroke="${look.hair}" stroke-width="10" stroke-linecap="round"/>`
        : look.beard === 'STUBBLE'
          ? `<path d="M${String(cx - w + 8)} ${String(cy + 30)} C ${String(cx - w + 14)} ${String(cy + h)}, ${String(cx + w - 14)} ${String(cy + h)}, ${String(cx + w - 8)} ${String(cy + 30)}" fill="none" stroke="${look.hair}" stroke-width="30" opacity="0.22"/>`
          : '';
  const glasses = look.glasses
    ? `<g fill="none" stroke="#222" stroke-width="5"><rect x="${String(cx - 64)}" y="${String(eyeY - 22)}" width="52" height="40" rx="12"/><rect x="${String(cx + 12)}" y="${String(eyeY - 22)}" width="52" height="40" rx="12"/><path d="M${String(cx - 12)} ${String(eyeY - 4)} H ${String(cx + 12)}"/></g>`
    : '';
  return `<rect x="${String(cx - 38)}" y="${String(cy + h * 0.6)}" width="76" height="${String(h * 0.7)}" fill="${shade(skin, 0.9)}"/>
  <ellipse cx="${String(cx - w)}" cy="${String(cy + 6)}" rx="16" ry="26" fill="${shade(skin, 0.93)}"/>
  <ellipse cx="${String(cx + w)}" cy="${String(cy + 6)}" rx="16" ry="26" fill="${shade(skin, 0.93)}"/>
  <path d="${outline}" fill="${skin}"/>
  <ellipse cx="${String(cx - 58)}" cy="${String(cy + 44)}" rx="24" ry="12" fill="#e07a6a" opacity="0.16"/>
  <ellipse cx="${String(cx + 58)}" cy="${String(cy + 44)}" rx="24" ry="12" fill="#e07a6a" opacity="0.16"/>
  ${eye(cx - 38)}${eye(cx + 38)}${brow(cx - 38, 2)}${brow(cx + 38, -2)}
  <path d="M${String(cx - 4)} ${String(cy + 6)} Q ${String(cx - 14)} ${String(cy + 44)} ${String(cx + 6)} ${String(cy + 46)}" fill="none" stroke="${shade(skin, 0.72)}" stroke-width="5" stroke-linecap="round"/>
  ${beard}
  <path d="M${String(cx - 26)} ${String(mouthY)} Q ${String(cx)} ${String(mouthY + 18)} ${String(cx + 26)} ${String(mouthY)} Q ${String(cx)} ${String(mouthY + 6)} ${String(cx - 26)} ${String(mouthY)} Z" fill="${lips}"/>
  ${glasses}`;
}

/**
 * A look's head centred on (cx, cy) of the 720-wide grid: what goes behind the body drawn
 * between (long hair) and what goes over it (headwear, face, hair in front).
 */
export function headLayers(
  look: PortraitLook,
  cx: number,
  cy: number,
  scarf: string,
): { readonly behind: string; readonly over: string } {
  return {
    behind: hairBack(look, cx, cy),
    over: `${headwearBack(look, cx, cy, scarf)}
  ${face(look, cx, cy)}
  ${hairFront(look, cx, cy)}
  ${headwearFront(look, cx, cy, scarf)}`,
  };
}

/**
 * An illustrated head-and-shoulders portrait. The look stays the person's; `variant` changes the
 * backdrop, clothing and framing, so one person's headshots differ from each other.
 */
export function portraitSvg(look: PortraitLook, variant: number): string {
  const random = seededRandom(variant * 104729 + look.faceWidth * 31 + look.faceHeight);
  const clothes = random.pick(CLOTHES);
  const scarf = random.pick(HIJABS);
  const cx = 360 + random.int(-30, 30);
  const cy = 400 + random.int(-20, 20);
  const head = headLayers(look, cx, cy, scarf);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(PORTRAIT_WIDTH)}" height="${String(PORTRAIT_HEIGHT)}" viewBox="0 0 720 960">
  ${backdrop(random)}
  ${head.behind}
  ${clothing(look, look.gender === 'MALE' && look.headwear !== 'NONE' ? '#ffffff' : clothes)}
  ${head.over}
</svg>`;
}

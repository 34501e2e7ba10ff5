import { BACKDROPS, CLOTHES, HIJABS, headLayers, shade, type PortraitLook } from './demo-portrait';
import { seededRandom, type SeededRandom } from './seeded-random';

/** Drawn on a 720 × 1080 grid, rendered at this size: a standing person needs a tall frame. */
const FIGURE_WIDTH = 600;
const FIGURE_HEIGHT = 900;
/** The portrait's head (drawn about (360, 400)) shrunk to about an eighth of a standing person. */
const HEAD_SCALE = 0.36;
const HEAD_Y = 200;
const SHOULDERS = 272;
const HEM = 962;
const FLOOR = 985;
/**
 * The person and their shadow, shrunk about the middle of their height: the profile's gallery
 * crops pictures to 4:5, and head and feet must stay inside that crop.
 */
const PERSON_SCALE = 0.92;
const PERSON_MIDDLE = 555;

const THOBES = ['#ffffff', '#f7f5f0', '#ece7dd', '#d9d4cc', '#8c8578', '#5b5348'];
const BISHTS = [
  ['#1c1a18', '#c9a227'],
  ['#3b2a1a', '#d4b062'],
  ['#c9b089', '#8a6a2a'],
] as const;
const ABAYAS = ['#141417', '#1e1e24', '#2b2530', '#3a3f47'];
const TROUSERS = ['#23262e', '#3a3f47', '#6b5a45', '#d8cbb4', '#1f2a44'];
const SHOES = ['#1b1b1b', '#3b2a1e', '#6d4c33', '#e9e1d3'];
const JERSEYS = ['#c8102e', '#006c35', '#1f4e9c', '#f2f2f2', '#ff8c1a', '#2b2b2b'];

/** A garment's fill: darker on the side away from the light, as the portraits are shaded. */
function cloth(id: string, colour: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(colour, 0.8)}"/><stop offset="0.45" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, 0.93)}"/></linearGradient>`;
}

/** A studio sweep, or a mud-brick wall of old Diriyah under the sky. */
function backdropOf(random: SeededRandom): string {
  const [light, deep] = random.pick(BACKDROPS);
  if (random.chance(0.6))
    return `<defs><radialGradient id="wall" cx="50%" cy="30%" r="85%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs>
  <rect width="720" height="1080" fill="url(#wall)"/>
  <path d="M0 880 C 240 850, 480 850, 720 880 V1080 H0 Z" fill="${deep}" opacity="0.35"/>`;
  const vents = Array.from(
    { length: 6 },
    (_, i) => `<path d="M${String(70 + i * 120)} 420 l 18 -30 l 18 30 Z" fill="#7a5236" opacity="0.55"/>`,
  ).join('');
  const teeth = Array.from(
    { length: 12 },
    (_, i) => `<path d="M${String(i * 60)} 300 l 30 -40 l 30 40 Z" fill="#c99a6b"/>`,
  ).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc3dd"/><stop offset="1" stop-color="#f3e3c8"/></linearGradient></defs>
  <rect width="720" height="1080" fill="url(#sky)"/>${teeth}
  <rect y="300" width="720" height="590" fill="#c99a6b"/><rect y="300" width="720" height="590" fill="#8a5a3b" opacity="${String(0.08 + random.next() * 0.12)}"/>${vents}
  <rect y="880" width="720" height="200" fill="#e3c9a0"/>`;
}

/** A robe from the shoulders to the ankles (thobe, abaya, long dress), flaring by `flare`. */
function robe(fx: number, shoulder: number, waist: number, flare: number, fill: string): string {
  return `<path d="M${String(fx - 24)} ${String(SHOULDERS - 6)} L ${String(fx - shoulder)} ${String(SHOULDERS + 8)} C ${String(fx - shoulder - 8)} ${String(SHOULDERS + 60)}, ${String(fx - waist)} 420, ${String(fx - waist)} 480 L ${String(fx - flare)} ${String(HEM)} Q ${String(fx)} ${String(HEM + 10)} ${String(fx + flare)} ${String(HEM)} L ${String(fx + waist)} 480 C ${String(fx + waist)} 420, ${String(fx + shoulder + 8)} ${String(SHOULDERS + 60)}, ${String(fx + shoulder)} ${String(SHOULDERS + 8)} L ${String(fx + 24)} ${String(SHOULDERS - 6)} Z" fill="${fill}"/>`;
}

/** Shirt and trousers, or a top over wide trousers. */
function separates(fx: number, shoulder: number, top: string, trousers: string, wide: boolean): string {
  const foot = wide ? 58 : 44;
  return `<path d="M${String(fx - shoulder + 14)} 520 L ${String(fx - foot)} ${String(HEM)} L ${String(fx - 6)} ${String(HEM)} L ${String(fx)} 610 L ${String(fx + 6)} ${String(HEM)} L ${String(fx + foot)} ${String(HEM)} L ${String(fx + shoulder - 14)} 520 Z" fill="${trousers}"/>
  <path d="M${String(fx - 24)} ${String(SHOULDERS - 6)} L ${String(fx - shoulder)} ${String(SHOULDERS + 8)} C ${String(fx - shoulder - 6)} ${String(SHOULDERS + 80)}, ${String(fx - shoulder + 12)} 460, ${String(fx - shoulder + 10)} 550 L ${String(fx + shoulder - 10)} 550 C ${String(fx + shoulder - 12)} 460, ${String(fx + shoulder + 6)} ${String(SHOULDERS + 80)}, ${String(fx + shoulder)} ${String(SHOULDERS + 8)} L ${String(fx + 24)} ${String(SHOULDERS - 6)} Z" fill="${top}"/>`;
}

/** Both arms in sleeves of `sleeve`, one hand on the hip in some pictures. */
function arms(fx: number, shoulder: number, sleeve: string, skin: string, handOnHip: boolean): string {
  const arm = (side: -1 | 1, bent: boolean) => {
    const x = fx + side * (shoulder - 8);
    const elbow = bent ? [fx + side * (shoulder + 44), 410] : [fx + side * (shoulder + 12), 420];
    const hand = bent ? [fx + side * (shoulder - 6), 492] : [fx + side * (shoulder + 16), 566];
    return `<path d="M${String(x)} ${String(SHOULDERS + 16)} L ${String(elbow[0])} ${String(elbow[1])} L ${String(hand[0])} ${String(hand[1])}" fill="none" stroke="${sleeve}" stroke-width="32" stroke-linecap="round" stroke-linejoin="round"/>
  <ellipse cx="${String(hand[0])}" cy="${String((hand[1] ?? 0) + (bent ? 0 : 16))}" rx="12" ry="${bent ? '12' : '17'}" fill="${skin}"/>`;
  };
  return arm(-1, false) + arm(1, handOnHip);
}

function shoes(fx: number, colour: string): string {
  return `<ellipse cx="${String(fx - 24)}" cy="${String(HEM + 10)}" rx="26" ry="11" fill="${colour}"/><ellipse cx="${String(fx + 28)}" cy="${String(HEM + 13)}" rx="26" ry="11" fill="${colour}"/>`;
}

/** Kit for training and events: a jersey (short-sleeved for men) over track pants, and trainers. */
function sportswear(look: PortraitLook, random: SeededRandom, fx: number): string {
  const male = look.gender === 'MALE';
  const shoulder = male ? 80 : 66;
  const jersey = random.pick(JERSEYS);
  const stripe = (side: -1 | 1) =>
    `<path d="M${String(fx + side * (shoulder - 16))} 552 L ${String(fx + side * 42)} ${String(HEM - 4)}" stroke="#f4f4f4" stroke-width="5"/>`;
  const sleeve = (side: -1 | 1) =>
    `<path d="M${String(fx + side * (shoulder - 8))} ${String(SHOULDERS + 16)} L ${String(fx + side * (shoulder + 4))} ${String(SHOULDERS + 70)}" stroke="${shade(jersey, 0.92)}" stroke-width="38" stroke-linecap="round"/>`;
  return `<defs>${cloth('top', jersey)}</defs>${separates(fx, shoulder, 'url(#top)', random.pick(['#1b1b1b', '#23262e', '#1f2a44']), false)}${stripe(-1)}${stripe(1)}
  ${arms(fx, shoulder, male ? look.skin : shade(jersey, 0.92), look.skin, random.chance(0.5))}${male ? sleeve(-1) + sleeve(1) : ''}${shoes(fx, '#f4f4f4')}`;
}

/** What the person wears from the neck down, by gender and headwear, as in the portraits. */
function outfit(look: PortraitLook, random: SeededRandom, fx: number, scarf: string): string {
  const skin = look.skin;
  const shoe = random.pick(SHOES);
  const handOnHip = random.chance(0.5);
  if (look.gender === 'MALE') {
    const shoulder = 80;
    if (look.headwear === 'NONE') {
      const top = random.pick(CLOTHES);
      return `<defs>${cloth('top', top)}</defs>${separates(fx, shoulder, 'url(#top)', random.pick(TROUSERS), false)}
  <path d="M${String(fx - 14)} ${String(SHOULDERS - 2)} L ${String(fx)} ${String(SHOULDERS + 30)} L ${String(fx + 14)} ${String(SHOULDERS - 2)}" fill="${shade(top, 0.8)}"/>
  ${arms(fx, shoulder, shade(top, 0.92), skin, handOnHip)}${shoes(fx, shoe)}`;
    }
    const thobe = random.pick(THOBES);
    const buttons = [SHOULDERS + 30, SHOULDERS + 60, SHOULDERS + 90]
      .map((y) => `<circle cx="${String(fx)}" cy="${String(y)}" r="3" fill="${shade(thobe, 0.7)}"/>`)
      .join('');
    const thobeArms = arms(fx, shoulder, shade(thobe, 0.93), skin, handOnHip);
    const body = `<defs>${cloth('robe', thobe)}</defs>${shoes(fx, shoe)}${robe(fx, shoulder, 70, 92, 'url(#robe)')}
  <path d="M${String(fx)} ${String(SHOULDERS + 10)} V ${String(SHOULDERS + 110)}" stroke="${shade(thobe, 0.82)}" stroke-width="3"/>${buttons}`;
    if (!random.chance(0.3)) return body + thobeArms;
    // A bisht over the thobe, open at the front, for a formal picture.
    const [cloak, trim] = random.pick(BISHTS);
    const edge = (side: -1 | 1) =>
      `M${String(fx + side * 26)} ${String(SHOULDERS - 4)} L ${String(fx + side * 40)} ${String(HEM - 50)}`;
    return `${body}${thobeArms}
  <path d="M${String(fx - 26)} ${String(SHOULDERS - 4)} L ${String(fx - shoulder - 14)} ${String(SHOULDERS + 10)} L ${String(fx - shoulder - 44)} ${String(HEM - 40)} L ${String(fx - 40)} ${String(HEM - 50)} Z M${String(fx + 26)} ${String(SHOULDERS - 4)} L ${String(fx + shoulder + 14)} ${String(SHOULDERS + 10)} L ${String(fx + shoulder + 44)} ${String(HEM - 40)} L ${String(fx + 40)} ${String(HEM - 50)} Z" fill="${cloak}" opacity="0.96"/>
  <path d="${edge(-1)} ${edge(1)}" stroke="${trim}" stroke-width="6" fill="none"/>`;
  }
  const shoulder = 66;
  if (look.headwear === 'NONE') {
    const dress = random.pick(CLOTHES);
    if (random.chance(0.5))
      return `<defs>${cloth('top', dress)}</defs>${shoes(fx, shoe)}${separates(fx, shoulder, 'url(#top)', random.pick(TROUSERS), true)}
  ${arms(fx, shoulder, shade(dress, 0.92), skin, handOnHip)}`;
    return `<defs>${cloth('robe', dress)}</defs>${shoes(fx, shoe)}${robe(fx, shoulder, 44, 96, 'url(#robe)')}
  <rect x="${String(fx - 46)}" y="466" width="92" height="14" rx="7" fill="${shade(dress, 0.7)}"/>
  ${arms(fx, shoulder, shade(dress, 0.92), skin, handOnHip)}`;
  }
  // An abaya, open at the front over a dress, its cuffs in the colour of the scarf.
  const abaya = random.chance(0.6) ? random.pick(ABAYAS) : scarf;
  const inner = random.pick(HIJABS.filter((colour) => colour !== abaya));
  return `<defs>${cloth('robe', abaya)}</defs>${shoes(fx, shoe)}${robe(fx, shoulder, 52, 104, 'url(#robe)')}
  <path d="M${String(fx - 8)} ${String(SHOULDERS + 30)} L ${String(fx - 22)} ${String(HEM)} L ${String(fx + 22)} ${String(HEM)} L ${String(fx + 8)} ${String(SHOULDERS + 30)} Z" fill="${inner}"/>
  ${arms(fx, shoulder, shade(abaya, 0.9), skin, handOnHip)}`;
}

/** The frame around a drawing on the figure's grid. */
function frame(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(FIGURE_WIDTH)}" height="${String(FIGURE_HEIGHT)}" viewBox="0 0 720 1080">${body}</svg>`;
}

/** The person of `look` alone, on nothing: what the setting of a full-length picture frames. */
export function figurePersonSvg(look: PortraitLook, variant: number, athletic = false): string {
  return frame(figureLayers(look, variant, athletic).person);
}

/**
 * A full-length picture of the person of `look`, head to feet, standing: the same face, skin,
 * hair and headwear as their portraits, in clothes and a setting that `variant` changes; an
 * athlete in sportswear.
 */
export function figureSvg(look: PortraitLook, variant: number, athletic = false): string {
  const { setting, person } = figureLayers(look, variant, athletic);
  return frame(setting + person);
}

function figureLayers(
  look: PortraitLook,
  variant: number,
  athletic: boolean,
): { setting: string; person: string } {
  const random = seededRandom(variant * 15485863 + look.faceWidth * 37 + look.faceHeight);
  const fx = 360 + random.int(-50, 50);
  const scarf = random.pick(HIJABS);
  const head = headLayers(look, 360, 400, scarf);
  const placed = (layer: string) =>
    `<g transform="translate(${String(fx)} ${String(HEAD_Y)}) scale(${String(HEAD_SCALE)}) translate(-360 -400)">${layer}</g>`;
  const setting = backdropOf(random);
  const shadow = `<ellipse cx="${String(fx)}" cy="${String(FLOOR + 4)}" rx="150" ry="20" fill="#000" opacity="0.2"/>`;
  const clothes = athletic ? sportswear(look, random, fx) : outfit(look, random, fx, scarf);
  return {
    setting,
    person: `<g transform="translate(360 ${String(PERSON_MIDDLE)}) scale(${String(PERSON_SCALE)}) translate(-360 -${String(PERSON_MIDDLE)})">${shadow}${placed(head.behind)}${clothes}${placed(head.over)}</g>`,
  };
}

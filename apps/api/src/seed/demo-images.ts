import sharp from 'sharp';

const PALETTES = [
  ['#1f2a44', '#c8a97e', '#f4ede4'],
  ['#3b2f4a', '#e0a458', '#f7efe5'],
  ['#12343b', '#e1b382', '#f3e9dc'],
  ['#402218', '#c68b59', '#f5e6d3'],
  ['#2d3047', '#93b7be', '#e0ca3c'],
  ['#22223b', '#9a8c98', '#f2e9e4'],
] as const;

function palette(seed: number) {
  return PALETTES[seed % PALETTES.length] ?? PALETTES[0];
}

/** A stylised portrait: a silhouette in a lit studio, in the seed's colours. */
export function portraitSvg(seed: number, width = 600, height = 800): string {
  const [ink, accent, paper] = palette(seed);
  const cx = width / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="light" cx="50%" cy="35%" r="70%"><stop offset="0" stop-color="${paper}"/><stop offset="1" stop-color="${accent}"/></radialGradient>
    <linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="${ink}" stop-opacity="0.85"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#light)"/>
  <ellipse cx="${cx}" cy="${height * 0.36}" rx="${width * 0.13}" ry="${height * 0.12}" fill="url(#body)"/>
  <path d="M ${cx - width * 0.3} ${height} C ${cx - width * 0.28} ${height * 0.62}, ${cx + width * 0.28} ${height * 0.62}, ${cx + width * 0.3} ${height} Z" fill="url(#body)"/>
  <rect x="${cx - width * 0.04}" y="${height * 0.46}" width="${width * 0.08}" height="${height * 0.1}" fill="${ink}"/>
</svg>`;
}

/** An abstract composition standing for a piece of work: light, shapes and a horizon. */
export function workSvg(seed: number, width = 900, height = 600): string {
  const [ink, accent, paper] = palette(seed);
  const x = 150 + ((seed * 97) % 600);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paper}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${x}" cy="${height * 0.35}" r="${70 + (seed % 5) * 10}" fill="${paper}" opacity="0.9"/>
  <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.55} ${width * 0.55} ${height * 0.68} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="${ink}"/>
  <path d="M0 ${height * 0.82} Q ${width * 0.45} ${height * 0.72} ${width} ${height * 0.86} V ${height} H 0 Z" fill="${ink}" opacity="0.7"/>
</svg>`;
}

/** A geometric emblem on the seed's colours (no text: a clean machine may have no fonts). */
export function logoSvg(seed: number): string {
  const [ink, accent, paper] = palette(seed);
  const turn = (seed * 37) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" rx="80" fill="${ink}"/>
  <g transform="rotate(${turn} 200 200)">
    <circle cx="200" cy="200" r="120" fill="none" stroke="${accent}" stroke-width="14"/>
    <path d="M200 95 L290 250 H110 Z" fill="${accent}" opacity="0.9"/>
    <circle cx="200" cy="205" r="34" fill="${paper}"/>
  </g>
</svg>`;
}

export function svgToJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

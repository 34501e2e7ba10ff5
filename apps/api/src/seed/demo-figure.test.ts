import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { figurePersonSvg, figureSvg } from './demo-figure';
import { portraitLook, type PortraitGender } from './demo-portrait';

/** The first and last rows of the picture where something is drawn, as shares of its height. */
async function drawnRows(svg: string): Promise<{ top: number; bottom: number; ratio: number }> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rows: number[] = [];
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if ((data[(y * info.width + x) * 4 + 3] ?? 0) > 0) {
        rows.push(y);
        break;
      }
    }
  }
  return {
    top: (rows[0] ?? info.height) / info.height,
    bottom: (rows.at(-1) ?? 0) / info.height,
    ratio: info.height / info.width,
  };
}

describe('the full-length demo picture', () => {
  it.each([
    [3, 'FEMALE'],
    [8, 'MALE'],
    [21, 'FEMALE'],
    [30, 'MALE'],
  ] as [number, PortraitGender][])(
    'of look %i (%s) stands from head to feet in a tall frame',
    async (seed, gender) => {
      const look = portraitLook(seed, gender);
      const { top, bottom, ratio } = await drawnRows(figurePersonSvg(look, seed));
      expect(ratio).toBeGreaterThanOrEqual(1.4);
      // Head near the top and feet near the bottom: a whole person, not head and shoulders, inside
      // the 4:5 crop of the profile's gallery (a twelfth of the height off each end).
      expect(top).toBeGreaterThan(0.09);
      expect(top).toBeLessThan(0.2);
      expect(bottom).toBeGreaterThan(0.85);
      expect(bottom).toBeLessThan(0.91);
      const framed = await sharp(Buffer.from(figureSvg(look, seed))).metadata();
      expect(framed.height / framed.width).toBeGreaterThanOrEqual(1.4);
    },
  );

  it('is the same for the same look and variant, and changes with the variant', () => {
    const look = portraitLook(5, 'MALE');
    expect(figureSvg(look, 1)).toBe(figureSvg(look, 1));
    expect(figureSvg(look, 1)).not.toBe(figureSvg(look, 2));
  });
});

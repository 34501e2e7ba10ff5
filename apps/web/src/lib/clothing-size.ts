import { dressSizeKind, measurementValues, suitSizeValues, type Gender } from '@casting/contract';
import { i18n } from '../i18n/i18n';
import { formatNumber } from './format';

/**
 * What a model gives as `dressSize`: a woman a UK dress size, a man an EU suit size, anyone
 * else the one that fits them (issue 31; spec §9 asked everyone for a dress size in inches).
 */
export type ClothingSizeQuestion = 'dress' | 'suit' | 'either';

export function clothingSizeQuestion(gender: Gender | undefined): ClothingSizeQuestion {
  if (gender === 'FEMALE') return 'dress';
  if (gender === 'MALE') return 'suit';
  return 'either';
}

/** A size with its numbering: "UK 12", "EU 50", or a shoe size "EU 39". */
export function formatSize(size: number, system: 'EU' | 'UK'): string {
  return i18n.t(`sizeSystem.${system}`, { ns: 'options', size: formatNumber(size) });
}

/** A stored `dressSize` with its numbering; the two numberings do not overlap. */
export function formatClothingSize(size: number): string {
  return formatSize(size, dressSizeKind(size) === 'suit' ? 'EU' : 'UK');
}

/** The choices of the clothing-size select for a question, labelled with their numbering. */
export function clothingSizeOptions(
  question: ClothingSizeQuestion,
): readonly { value: string; label: string }[] {
  const sizes = [
    ...(question === 'suit' ? [] : measurementValues('dressSize')),
    ...(question === 'dress' ? [] : suitSizeValues()),
  ];
  return sizes.map((size) => ({ value: String(size), label: formatClothingSize(size) }));
}

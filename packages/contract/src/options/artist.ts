import { toOptions, type Labels } from './option';

export const ARTIST_CATEGORIES = [
  'PAINTER',
  'SKETCH_ARTIST_ILLUSTRATOR',
  'MURAL_STREET_ARTIST',
  'SCULPTOR_3D_ARTIST',
  'DIGITAL_ARTIST',
] as const;
export type ArtistCategory = (typeof ARTIST_CATEGORIES)[number];
export const ARTIST_CATEGORY_LABELS: Labels<ArtistCategory> = {
  PAINTER: 'Painter',
  SKETCH_ARTIST_ILLUSTRATOR: 'Sketch Artist / Illustrator',
  MURAL_STREET_ARTIST: 'Mural / Street Artist',
  SCULPTOR_3D_ARTIST: 'Sculptor / 3D Artist',
  DIGITAL_ARTIST: 'Digital Artist',
};
export const ARTIST_CATEGORY_OPTIONS = toOptions(ARTIST_CATEGORIES, ARTIST_CATEGORY_LABELS);

/** Up to LIMITS.maxArtistStyles may be picked. */
export const ARTIST_STYLES = [
  'REALISM_HYPERREALISM',
  'ABSTRACT_EXPRESSIONISM',
  'SURREALISM_FANTASY',
  'PORTRAITS',
  'CONCEPT_ART_ILLUSTRATION',
  'DIGITAL_ART_NFT_CREATION',
] as const;
export type ArtistStyle = (typeof ARTIST_STYLES)[number];
export const ARTIST_STYLE_LABELS: Labels<ArtistStyle> = {
  REALISM_HYPERREALISM: 'Realism / Hyperrealism',
  ABSTRACT_EXPRESSIONISM: 'Abstract / Expressionism',
  SURREALISM_FANTASY: 'Surrealism / Fantasy',
  PORTRAITS: 'Portraits',
  CONCEPT_ART_ILLUSTRATION: 'Concept Art & Illustration',
  DIGITAL_ART_NFT_CREATION: 'Digital Art & NFT Creation',
};
export const ARTIST_STYLE_OPTIONS = toOptions(ARTIST_STYLES, ARTIST_STYLE_LABELS);

import { toOptions, type Labels } from './option';

// 'Face & Body Painting' is in the spec's tourism list too (it looks copied from the beauty
// list); kept so that the product matches its contract until the owner says otherwise.
export const TOURISM_SPECIALIZATIONS = [
  'CULTURAL_TOURISM',
  'HISTORICAL_SITE_TOURS',
  'ARCHEOLOGICAL_TOURS',
  'RELIGIOUS_TOURISM',
  'LOCAL_HERITAGE_TRADITIONS',
  'ADVENTURE_ECOTOURISM',
  'FACE_BODY_PAINTING',
] as const;
export type TourismSpecialization = (typeof TOURISM_SPECIALIZATIONS)[number];
export const TOURISM_SPECIALIZATION_LABELS: Labels<TourismSpecialization> = {
  CULTURAL_TOURISM: 'Cultural Tourism',
  HISTORICAL_SITE_TOURS: 'Historical Site Tours',
  ARCHEOLOGICAL_TOURS: 'Archeological Tours',
  RELIGIOUS_TOURISM: 'Religious Tourism',
  LOCAL_HERITAGE_TRADITIONS: 'Local Heritage & Traditions',
  ADVENTURE_ECOTOURISM: 'Adventure & Ecotourism',
  FACE_BODY_PAINTING: 'Face & Body Painting',
};
export const TOURISM_SPECIALIZATION_OPTIONS = toOptions(
  TOURISM_SPECIALIZATIONS,
  TOURISM_SPECIALIZATION_LABELS,
);

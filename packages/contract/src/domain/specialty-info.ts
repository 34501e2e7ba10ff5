import { z } from 'zod';
import { messageText } from '../messages/contract-messages';
import { LIMITS, MAX_LENGTHS, SLOTS } from '../constants';
import { CountryCodeSchema } from '../countries/country-code-schema';
import {
  ARTIST_CATEGORIES,
  ARTIST_CATEGORY_LABELS,
  ARTIST_STYLE_LABELS,
  ARTIST_STYLES,
} from '../options/artist';
import { ATHLETE_CATEGORIES, ATHLETE_CATEGORY_LABELS } from '../options/athlete';
import {
  BEAUTY_BRAND_LABELS,
  BEAUTY_BRANDS,
  BEAUTY_EXPERTISE,
  BEAUTY_EXPERTISE_LABELS,
} from '../options/beauty';
import { FASHION_CATEGORIES, FASHION_CATEGORY_LABELS } from '../options/fashion';
import {
  MUSIC_CATEGORIES,
  MUSIC_CATEGORY_LABELS,
  MUSIC_CLIENT_PREFERENCE_LABELS,
  MUSIC_CLIENT_PREFERENCES,
} from '../options/music';
import type { Labels } from '../options/option';
import { TOURISM_SPECIALIZATION_LABELS, TOURISM_SPECIALIZATIONS } from '../options/tourism';
import { AGE_MESSAGE, measurementSchema } from '../validation/model';
import { mediaReferenceSchema } from '../validation/media-reference';
import { multiSelectSchema } from '../validation/selection';
import { requiredLine, requiredText } from '../validation/text';
import { UrlOrEmailSchema, WebsiteUrlSchema } from '../validation/url';
import {
  EyeColorSchema,
  GenderSchema,
  HairColorSchema,
  SkinToneSchema,
} from '../options/model-attribute-schemas';
import { labelledOptionSchema } from '../options/option-schema';
import type { Specialty } from '../specialties';

export const SPECIALTY_MESSAGES = {
  image: messageText('image'),
  video: messageText('video'),
  slots: (label: string, min: number, max: number) =>
    messageText(min !== max ? 'gallerySize' : min === 1 ? 'galleryOne' : 'galleryExact', { label, min, max }),
  answer: messageText('answerAll'),
} as const;

const imageMedia = mediaReferenceSchema(SPECIALTY_MESSAGES.image);
const videoMedia = mediaReferenceSchema(SPECIALTY_MESSAGES.video);

/** A gallery: at least what the profile form asks for at creation, at most the editor's slots. */
function gallery(label: string, item: z.ZodType<string>, min: number, max: number) {
  const message = SPECIALTY_MESSAGES.slots(label, min, max);
  return z.array(item).min(min, message).max(max, message);
}

/** A few words (a camera, an employer) on one line; `text` for what may run to paragraphs. */
const line = (label: string) => requiredLine(messageText('fieldRequired', { label }), label, 300);
const text = (label: string) => requiredText(messageText('fieldRequired', { label }), label, MAX_LENGTHS.bio);
const answer = z.boolean({ error: SPECIALTY_MESSAGES.answer });
const single = <const T extends readonly [string, ...string[]]>(values: T, labels: Labels<T[number]>) =>
  multiSelectSchema(values, labels, 1);

const ModelInfoSchema = z.strictObject({
  profilePicture: imageMedia,
  gender: GenderSchema,
  /** YYYY-MM-DD; the age of at least 18 is checked against the server's date. */
  birthDate: z.iso.date({ error: AGE_MESSAGE }),
  nationality: CountryCodeSchema,
  height: measurementSchema('height'),
  weight: measurementSchema('weight'),
  eyeColorEnum: EyeColorSchema,
  skinToneEnum: SkinToneSchema,
  hairColorEnum: HairColorSchema,
  dressSize: measurementSchema('dressSize'),
  shoeSize: measurementSchema('shoeSize'),
  waist: measurementSchema('waist'),
  hips: measurementSchema('hips'),
  bust: measurementSchema('bust'),
  portfolioPictures: gallery(messageText('labelPortfolio'), imageMedia, 1, SLOTS.modelPortfolio),
  headShots: gallery(messageText('labelHeadshots'), imageMedia, 1, SLOTS.headShots),
  fullBodyShots: gallery(messageText('labelFullBody'), imageMedia, 1, SLOTS.fullBodyShots),
});

const cameraWork = {
  profilePicture: imageMedia,
  camera: line(messageText('labelCamera')),
  lightning: line(messageText('labelLighting')),
  lense: line(messageText('labelLens')),
  reels: gallery(messageText('labelReels'), videoMedia, 1, SLOTS.reels),
  portfolioPictures: gallery(messageText('labelPortfolio'), imageMedia, 2, SLOTS.portfolio),
};

const VideographerInfoSchema = z.strictObject({ ...cameraWork, stabilizer: answer.optional() });
const PhotographerInfoSchema = z.strictObject(cameraWork);

const EditorInfoSchema = z.strictObject({
  profilePicture: imageMedia,
  editingSoftware: answer,
  colorGrading: answer,
  soundEditing: answer,
  visualEffects: answer,
  motionGraphics: answer,
  reels: gallery(messageText('labelReels'), videoMedia, 1, SLOTS.reels),
  portfolioPictures: gallery(messageText('labelPortfolio'), imageMedia, 2, SLOTS.portfolio),
});

const MusicInfoSchema = z.strictObject({
  profilePicture: imageMedia,
  category: single(MUSIC_CATEGORIES, MUSIC_CATEGORY_LABELS),
  majorProjects: text(messageText('labelMajorProjects')),
  preferWorkingWith: single(MUSIC_CLIENT_PREFERENCES, MUSIC_CLIENT_PREFERENCE_LABELS),
  experienceHandlingHighProfileClients: answer,
  wonAwards: answer,
  portfolioUrl: UrlOrEmailSchema,
});

const FashionInfoSchema = z.strictObject({
  profilePicture: imageMedia,
  category: labelledOptionSchema(FASHION_CATEGORIES, FASHION_CATEGORY_LABELS),
  publications: text(messageText('labelPublications')),
  portfolio: WebsiteUrlSchema,
  formalTrainingOrCertifications: answer,
  workedWithCelebrities: answer,
  certificates: gallery(messageText('labelCertificates'), imageMedia, 1, SLOTS.certificates),
  previousWork: gallery(messageText('labelPreviousWork'), imageMedia, 2, SLOTS.previousWork),
});

const ArtistInfoSchema = z.strictObject({
  profilePicture: imageMedia,
  category: labelledOptionSchema(ARTIST_CATEGORIES, ARTIST_CATEGORY_LABELS),
  publications: text(messageText('labelPublications')),
  previousClients: text(messageText('labelPreviousClients')),
  expertise: multiSelectSchema(ARTIST_STYLES, ARTIST_STYLE_LABELS, LIMITS.maxArtistStyles),
  portfolio: WebsiteUrlSchema,
  previousWork: gallery(messageText('labelPreviousWork'), imageMedia, 2, SLOTS.previousWork),
});

const AthleteInfoSchema = z.strictObject({
  profilePicture: imageMedia,
  category: multiSelectSchema(ATHLETE_CATEGORIES, ATHLETE_CATEGORY_LABELS, LIMITS.maxAthleteCategories),
  AchievementsOrTitles: z
    .array(line(messageText('labelAchievements')))
    .min(1, messageText('achievementsRequired'))
    .max(20),
  affiliated: answer,
  portfolio: WebsiteUrlSchema,
  bodyPictures: gallery(messageText('labelBodyPictures'), imageMedia, 1, SLOTS.bodyPictures),
  trophiePictures: gallery(messageText('labelTrophies'), imageMedia, 1, SLOTS.trophies),
});

const BeautyInfoSchema = z.strictObject({
  profilePicture: imageMedia,
  expertise: multiSelectSchema(BEAUTY_EXPERTISE, BEAUTY_EXPERTISE_LABELS),
  hasHighLevelExperience: answer,
  protofolio: WebsiteUrlSchema,
  preferredBrands: multiSelectSchema(BEAUTY_BRANDS, BEAUTY_BRAND_LABELS),
  hasFormalTraining: answer,
  certificates: gallery(messageText('labelCertificates'), imageMedia, 1, SLOTS.certificates),
  previousWork: gallery(messageText('labelPreviousWork'), imageMedia, 2, SLOTS.previousWork),
});

const TourismInfoSchema = z.strictObject({
  profilePicture: imageMedia,
  specializations: multiSelectSchema(TOURISM_SPECIALIZATIONS, TOURISM_SPECIALIZATION_LABELS),
  experienceManagingTravelLogistics: answer,
  currentOrMostRecentEmployer: line(messageText('labelEmployer')),
  license: answer,
  otherLanguage: answer,
  certificates: gallery(messageText('labelCertificates'), imageMedia, 1, SLOTS.certificates),
});

/**
 * The specialty info of each specialty (spec §3), for onboarding and editing alike. Field
 * names keep the spec's spelling (lightning, lense, protofolio, trophiePictures) because
 * they are the API's names.
 */
export const SPECIALTY_INFO_SCHEMAS = {
  MODEL: ModelInfoSchema,
  VIDEOGRAPHER: VideographerInfoSchema,
  PHOTOGRAPHER: PhotographerInfoSchema,
  EDITOR: EditorInfoSchema,
  TOURISM: TourismInfoSchema,
  BEAUTY: BeautyInfoSchema,
  ATHLETE: AthleteInfoSchema,
  ARTIST: ArtistInfoSchema,
  FASHION: FashionInfoSchema,
  MUSIC_AND_SOUND_ENGINEER: MusicInfoSchema,
} as const;

export type SpecialtyInfoOf<S extends keyof typeof SPECIALTY_INFO_SCHEMAS> = z.output<
  (typeof SPECIALTY_INFO_SCHEMAS)[S]
>;
export type ModelInfo = SpecialtyInfoOf<'MODEL'>;

/**
 * Where Fashion, Athlete and Tourism keep the years of experience in their specialty info. The
 * spec's clients send it fixed at 1; the server writes the experience answer there instead
 * (spec-deviations.md), at onboarding and whenever either is edited.
 */
const YEARS_FIELD: Partial<Record<Specialty, string>> = {
  FASHION: 'yearsOfExperience',
  ATHLETE: 'yearsofExperience',
  TOURISM: 'yearsofExperience',
};
const FIXED_YEARS_KEYS: readonly string[] = ['yearsOfExperience', 'yearsofExperience'];

export function yearsFieldOf(role: Specialty): string | undefined {
  return YEARS_FIELD[role];
}

/** The specialty info without the years a spec client sends fixed at 1, for the specialties that keep them. */
export function withoutFixedYears(role: unknown, info: unknown): unknown {
  if (typeof info !== 'object' || info === null) return info;
  if (typeof role !== 'string' || !(role in YEARS_FIELD)) return info;
  return Object.fromEntries(Object.entries(info).filter(([key]) => !FIXED_YEARS_KEYS.includes(key)));
}

function holdsMedia(field: z.core.$ZodType): boolean {
  return (
    field === imageMedia || field === videoMedia || (field instanceof z.ZodArray && holdsMedia(field.element))
  );
}

/** The fields of any specialty that hold media (one file, or a gallery), read off the schemas. */
export const MEDIA_FIELDS: ReadonlySet<string> = new Set(
  Object.values(SPECIALTY_INFO_SCHEMAS).flatMap((schema) =>
    Object.entries(schema.shape as Record<string, z.core.$ZodType>)
      .filter(([, field]) => holdsMedia(field))
      .map(([name]) => name),
  ),
);

function mapMediaValue(value: unknown, map: (media: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value))
    return value.map((item: unknown) => (typeof item === 'string' ? map(item) : item));
  return value;
}

/**
 * A copy of `info` with each media value passed through `map`: the server turns what clients
 * send into storage keys, and keys into URLs when it answers.
 */
export function mapMedia(
  info: Readonly<Record<string, unknown>>,
  map: (media: string) => string,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(info).map(([name, value]) => [
      name,
      MEDIA_FIELDS.has(name) ? mapMediaValue(value, map) : value,
    ]),
  );
}

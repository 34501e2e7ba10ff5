import { z } from 'zod';
import { LICENCE_TYPES } from '../licences-and-privacy';
import { SpecialtySchema } from '../specialty-schema';
import {
  EyeColorSchema,
  GenderSchema,
  HairColorSchema,
  SkinToneSchema,
} from '../options/model-attribute-schemas';

/** A verified licence as a card's badge: "Mawthooq · valid until {date}". */
export const LicenceBadgeSchema = z.object({
  type: z.enum(LICENCE_TYPES),
  /** The last valid day, YYYY-MM-DD. */
  expiresOn: z.string(),
});
export type LicenceBadge = z.infer<typeof LicenceBadgeSchema>;

/** A model's key measurements, in centimetres. */
export const KeyMeasurementsSchema = z.object({
  height: z.number().nullable(),
  bust: z.number().nullable(),
  waist: z.number().nullable(),
  hips: z.number().nullable(),
});

/** What a talent card shows (spec §2 Explore, §3 Individual card). */
export const IndividualCardSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  role: SpecialtySchema,
  /** Country code, for models; null for specialties without one. */
  nationality: z.string().nullable(),
  /** The thumbnail of the profile picture. */
  profilePicture: z.string().nullable(),
  /** The attributes a model card reveals on hover; null for other specialties. */
  modelAttributes: z
    .object({
      gender: GenderSchema,
      hairColorEnum: HairColorSchema,
      skinToneEnum: SkinToneSchema,
      eyeColorEnum: EyeColorSchema,
      shoeSize: z.number(),
      dressSize: z.number(),
    })
    .nullable(),
  /** The mean of the talent's ratings, to two decimals; 0 with none (as GET /individuals/{id}/stars). */
  stars: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  /** For models; null for other specialties. */
  measurements: KeyMeasurementsSchema.nullable(),
  /** The talent's verified, unexpired licences (issue 36): the badges of the card. */
  licences: z.array(LicenceBadgeSchema),
  /**
   * True when the talent's media visibility leaves this viewer out (issue 36): the photo,
   * appearance and measurements are null, and the page says so in a sentence.
   */
  mediaHidden: z.boolean(),
});
export type IndividualCard = z.infer<typeof IndividualCardSchema>;

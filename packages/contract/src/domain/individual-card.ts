import { z } from 'zod';
import { SpecialtySchema } from '../specialty-schema';
import {
  EyeColorSchema,
  GenderSchema,
  HairColorSchema,
  SkinToneSchema,
} from '../options/model-attribute-schemas';

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
});
export type IndividualCard = z.infer<typeof IndividualCardSchema>;

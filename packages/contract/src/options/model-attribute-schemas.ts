import { EYE_COLORS } from './eye-color';
import { GENDERS } from './gender';
import { HAIR_COLORS } from './hair-color';
import { optionSchema } from './option-schema';
import { SKIN_TONES } from './skin-tone';

// Apart from the lists, so pages that only show or offer a model's attributes load no zod.
export const GenderSchema = optionSchema(GENDERS);
export const SkinToneSchema = optionSchema(SKIN_TONES);
export const HairColorSchema = optionSchema(HAIR_COLORS);
export const EyeColorSchema = optionSchema(EYE_COLORS);

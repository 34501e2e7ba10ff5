import { SPECIALTIES } from './specialties';
import { optionSchema } from './options/option-schema';

// Apart from the list, so pages that only name the specialties load no zod.
export const SpecialtySchema = optionSchema(SPECIALTIES);

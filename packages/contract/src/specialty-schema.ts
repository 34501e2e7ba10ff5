import { optionSchema } from './options/option';
import { SPECIALTIES } from './specialties';

// Apart from the list, so pages that only name the specialties load no zod.
export const SpecialtySchema = optionSchema(SPECIALTIES);

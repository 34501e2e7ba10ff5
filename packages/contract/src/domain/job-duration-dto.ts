import { z } from 'zod';
import { DurationUnitSchema } from '../options/job-schemas';

/** A job's duration as the API answers it: from one length to another, each in its own unit. */
export const JobDurationDtoSchema = z.object({
  minimum: z.number().int(),
  minimumPrefix: DurationUnitSchema,
  maximum: z.number().int(),
  maximumPrefix: DurationUnitSchema,
});

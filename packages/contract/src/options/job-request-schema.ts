import { JOB_REQUEST_STATUSES } from './job-request';
import { optionSchema } from './option-schema';

// Apart from the list, so pages that only name a status load no zod.
export const JobRequestStatusSchema = optionSchema(JOB_REQUEST_STATUSES);

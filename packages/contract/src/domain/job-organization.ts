import { z } from 'zod';

/** The organization behind a job, as its cards show it. */
export const JobOrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logo: z.string(),
  /** An operator approved its Unified National Number and document (issue 35). */
  verified: z.boolean(),
});
export type JobOrganization = z.infer<typeof JobOrganizationSchema>;

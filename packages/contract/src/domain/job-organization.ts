import { z } from 'zod';

/** The organization behind a job, as its cards show it. */
export const JobOrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logo: z.string(),
});
export type JobOrganization = z.infer<typeof JobOrganizationSchema>;

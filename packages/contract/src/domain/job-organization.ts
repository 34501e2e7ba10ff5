import { z } from 'zod';

/** The organization behind a job, as its cards show it. */
export const JobOrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logo: z.string(),
  /** An operator approved its Unified National Number and document (issue 35). */
  verified: z.boolean(),
  /**
   * The average of its published reviews by talent, to two decimals, 0 with none; apps show it
   * from REVIEW_RULES.starsShownFrom reviews and "New" before (issue 34).
   */
  stars: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
});
export type JobOrganization = z.infer<typeof JobOrganizationSchema>;

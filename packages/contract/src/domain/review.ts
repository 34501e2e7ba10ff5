import { z } from 'zod';

/** A review as a talent's profile lists it, and as writing one answers. */
export const ReviewSchema = z.object({
  id: z.uuid(),
  organizationName: z.string(),
  createdAt: z.iso.datetime(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  jobId: z.uuid(),
});
export type Review = z.infer<typeof ReviewSchema>;

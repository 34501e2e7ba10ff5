import { z } from 'zod';

/**
 * A union whose failure reads as the option the body came closest to (fewest problems),
 * instead of zod's "Invalid input": `{email, favouriteColour}` is told "Unknown field:
 * favouriteColour.", not that it is no valid body.
 */
export function closestOptionUnion<const T extends readonly [z.ZodType, ...z.ZodType[]]>(options: T) {
  return z.union(options, {
    error: (issue) => {
      const closest = issue.errors.reduce((best, errors) => (errors.length < best.length ? errors : best));
      return closest[0]?.message;
    },
  });
}

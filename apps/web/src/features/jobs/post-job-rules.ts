import { zodResolver } from '@hookform/resolvers/zod';
import {
  DurationUnitSchema,
  ExperienceRangeSchema,
  JOB_MESSAGES,
  JobDurationSchema,
  PostJobFormSchema,
  type PostJobFormInput,
} from '@casting/contract';

/**
 * Post Job's rules: the contract's PostJobFormSchema (the server's rules and messages), loaded
 * with zod when the form is first checked (`lib/lazy-resolver.ts`), not with the page.
 */
export const postJobRules = zodResolver(PostJobFormSchema);

/** Spec §5: the message of a range of years of experience that runs backwards, else undefined. */
export function invertedExperienceMessage(range: unknown): string | undefined {
  const inverted = ExperienceRangeSchema.safeParse(range).error?.issues.some(
    (issue) => issue.message === JOB_MESSAGES.experienceRange,
  );
  return inverted === true ? JOB_MESSAGES.experienceRange : undefined;
}

/** Spec §5: the message of a whole duration whose minimum is longer than its maximum (compared in days), else undefined. */
export function invertedDurationMessage(duration: PostJobFormInput['jobDuration']): string | undefined {
  const complete =
    Number.isInteger(duration.minimum) &&
    Number.isInteger(duration.maximum) &&
    DurationUnitSchema.safeParse(duration.minimumPrefix).success &&
    DurationUnitSchema.safeParse(duration.maximumPrefix).success;
  return complete && !JobDurationSchema.safeParse(duration).success ? JOB_MESSAGES.durationRange : undefined;
}

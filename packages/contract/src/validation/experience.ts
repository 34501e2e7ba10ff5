import { z } from 'zod';
import { MAX_LENGTHS, NUMBER_LIMITS } from '../constants';
import { requiredText } from './text';
import { UrlOrEmailSchema } from './url';
import { WorkHistorySchema } from './work-experience';
import { messageText } from '../messages/contract-messages';

export const EXPERIENCE_MESSAGES = {
  answer: messageText('answerAll'),
  bio: messageText('bioRequired'),
  terms: messageText('terms'),
} as const;

const answer = z.boolean({ error: EXPERIENCE_MESSAGES.answer });

/** The experience answers kept in the browser until the profile form sends them with the profile. */
export const ExperienceSchema = z.strictObject({
  bio: requiredText(EXPERIENCE_MESSAGES.bio, messageText('labelBio'), MAX_LENGTHS.bio),
  socialAccount: UrlOrEmailSchema,
  yearsOfExperience: z
    .number({ error: EXPERIENCE_MESSAGES.answer })
    .int(EXPERIENCE_MESSAGES.answer)
    .min(0, EXPERIENCE_MESSAGES.answer)
    .max(NUMBER_LIMITS.yearsOfExperience, EXPERIENCE_MESSAGES.answer),
  availableForTravel: answer,
  legallyWorking: answer,
  // The spec stores the tattoo question under "holdingBachelors"; the contract names it for what it asks.
  hasTattoos: answer,
  workExperience: WorkHistorySchema,
});
export type ExperienceInput = z.input<typeof ExperienceSchema>;

/** The experience form's answers besides the bio and work history, which the profile edits on their own. */
export const ExperienceAnswersSchema = ExperienceSchema.pick({
  socialAccount: true,
  yearsOfExperience: true,
  availableForTravel: true,
  legallyWorking: true,
  hasTattoos: true,
});
export type ExperienceAnswers = z.output<typeof ExperienceAnswersSchema>;
export type ExperienceAnswersInput = z.input<typeof ExperienceAnswersSchema>;
export type Experience = z.output<typeof ExperienceSchema>;

export const ExperienceFormSchema = ExperienceSchema.extend({
  terms: z.literal(true, { error: EXPERIENCE_MESSAGES.terms }),
});
export type ExperienceFormInput = z.input<typeof ExperienceFormSchema>;

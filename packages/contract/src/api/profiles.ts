import { z } from 'zod';
import { MAX_LENGTHS } from '../constants';
import { LicenceBadgeSchema } from '../domain/individual-card';
import { ReviewSchema } from '../domain/review';
import { UserStatusSchema } from '../domain/user-status';
import { defineEndpoint } from '../http/endpoint';
import { SpecialtySchema } from '../specialty-schema';
import { requiredText } from '../validation/text';
import { OrganizationProfileSchema } from '../validation/organization';
import { OtherScriptNameSchema } from '../validation/other-script-name';
import { ProfileWorkHistorySchema } from '../validation/work-experience';
import { ExperienceAnswersSchema } from '../validation/experience';
import { messageText } from '../messages/contract-messages';
import { listIndividualsEndpoint } from './individuals-list';

export const WorkExperienceEntrySchema = z.object({
  title: z.string(),
  company: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});

/** A talent profile as others see it: no e-mail, no account internals. */
export const IndividualSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  /** The full name in the other script (Arabic or Latin letters), when the talent gave it. */
  otherScriptName: z.string().nullable(),
  role: SpecialtySchema,
  bio: z.string(),
  isVisible: z.boolean(),
  specialtyInfo: z.record(z.string(), z.unknown()),
  workExperience: z.array(WorkExperienceEntrySchema),
  projectsCompleted: z.number().int(),
  /** The talent's verified, unexpired licences (issue 36): one badge per type, the latest expiry. */
  licences: z.array(LicenceBadgeSchema),
  /**
   * The experience form's answers (years, social account, travel, work permit, tattoos), for the
   * profile's owner only; null for anyone else (the spec never shows them to others).
   */
  experienceAnswers: ExperienceAnswersSchema.partial().nullable(),
});
export type Individual = z.infer<typeof IndividualSchema>;

/** A talent profile as one reads it, with whether the reading organization may contact the talent. */
export const IndividualDetailSchema = IndividualSchema.extend({
  /**
   * Whether the caller may open a chat with the talent and invite them: false for talent, for the
   * profile's owner, and for an organization outside the talent's choice or in a block with them.
   */
  canContact: z.boolean(),
  /**
   * True when the talent keeps photos and measurements from this caller (issue 36): specialty
   * info then holds none of its media, appearance or measurements.
   */
  mediaHidden: z.boolean(),
});
export type IndividualDetail = z.infer<typeof IndividualDetailSchema>;

export const UpdateIndividualBodySchema = z.strictObject({
  bio: requiredText(messageText('bioRequired'), messageText('labelBio'), MAX_LENGTHS.bio).optional(),
  isVisible: z.boolean().optional(),
  otherScriptName: OtherScriptNameSchema.optional(),
  workExperience: ProfileWorkHistorySchema.optional(),
  /** Accepted only when it is the profile's own specialty: the specialty never changes. */
  role: SpecialtySchema.optional(),
  /** Checked against the schema of the profile's specialty. */
  specialtyInfo: z.record(z.string(), z.unknown()).optional(),
  ...ExperienceAnswersSchema.partial().shape,
});
export type UpdateIndividualBody = z.input<typeof UpdateIndividualBodySchema>;

const IdParams = z.object({ id: z.uuid({ error: 'Not found.' }) });

export const profilesApi = {
  list: listIndividualsEndpoint,
  getIndividual: defineEndpoint({
    method: 'GET',
    path: '/individuals/:id',
    summary:
      "A talent profile. A hidden profile is visible only to its owner (404 for others). Others see a model's age (specialtyInfo.age), never the birth date. canContact tells an organization whether it may message and invite the talent; licences are the badges of the talent's verified, unexpired licences.",
    tag: 'profiles',
    auth: 'session',
    step: 'onboarded',
    params: IdParams,
    data: IndividualDetailSchema,
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  stars: defineEndpoint({
    method: 'GET',
    path: '/individuals/:id/stars',
    summary:
      'The average rating of the talent\'s published reviews, 0 with none, and their number: apps show the average from REVIEW_RULES.starsShownFrom reviews and "New" before.',
    tag: 'profiles',
    auth: 'session',
    step: 'onboarded',
    params: IdParams,
    data: z.object({ stars: z.number().min(0).max(5), reviewCount: z.number().int().optional() }),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  reviews: defineEndpoint({
    method: 'GET',
    path: '/individuals/:id/reviews',
    summary:
      'The talent\'s published reviews by organizations, newest first, with their sub-ratings, "would hire again" and the talent\'s reply (null for reviews written before these existed). A review still blind is not listed.',
    tag: 'profiles',
    auth: 'session',
    step: 'onboarded',
    params: IdParams,
    data: z.object({ reviews: z.array(ReviewSchema) }),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  updateMe: defineEndpoint({
    method: 'PATCH',
    path: '/individuals/me',
    summary:
      "Edits the caller's talent profile: bio, visibility, the name in the other script (searchable; null or blank removes it), work experience, specialty info (every specialty, issue 36) and the experience form's answers (yearsOfExperience, socialAccount, availableForTravel, legallyWorking, hasTattoos), each with its onboarding rules. The specialty never changes here, nor the names: PATCH /users/me/name edits those.",
    tag: 'profiles',
    auth: 'session',
    step: 'onboarded',
    body: UpdateIndividualBodySchema,
    data: IndividualSchema,
    successStatus: 200,
    errors: ['FORBIDDEN', 'NOT_ALLOWED'],
  }),
  updateOrganization: defineEndpoint({
    method: 'PATCH',
    path: '/organization/me',
    summary:
      "Edits the caller's organization profile. Every field is required but the social links (one left out is cleared) and the city (left out, it is kept); the logo must be the caller's upload.",
    tag: 'profiles',
    auth: 'session',
    step: 'onboarded',
    body: OrganizationProfileSchema,
    data: UserStatusSchema,
    successStatus: 200,
    errors: ['FORBIDDEN'],
  }),
};

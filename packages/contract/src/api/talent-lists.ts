import { z } from 'zod';
import { MAX_LENGTHS } from '../constants';
import { IndividualCardSchema } from '../domain/individual-card';
import { defineEndpoint } from '../http/endpoint';
import { messageText } from '../messages/contract-messages';
import { requiredLine } from '../validation/text';

export const CreateTalentListSchema = z.strictObject({
  name: requiredLine(
    messageText('listNameRequired'),
    messageText('labelListName'),
    MAX_LENGTHS.talentListName,
  ),
});
export type CreateTalentListInput = z.input<typeof CreateTalentListSchema>;

/**
 * A saved talent: their card while others may see their profile; once they hide it, only that
 * they are no longer available (their id, for the list's owner to take them out).
 */
export const SavedTalentSchema = z.discriminatedUnion('available', [
  IndividualCardSchema.extend({ available: z.literal(true) }),
  z.object({ id: z.uuid(), available: z.literal(false) }),
]);
export type SavedTalent = z.infer<typeof SavedTalentSchema>;

export const TalentListSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** Newest saved first. */
  members: z.array(SavedTalentSchema),
});
export type TalentList = z.infer<typeof TalentListSchema>;

const MemberParams = z.object({
  listId: z.uuid({ error: 'Not found.' }),
  individualId: z.uuid({ error: 'Not found.' }),
});
const MembershipSchema = z.object({ listId: z.uuid(), individualId: z.uuid(), saved: z.boolean() });

export const talentListsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/talent-lists',
    summary: "The calling organization's saved-talent lists, newest first, with their talent.",
    tag: 'talent-lists',
    auth: 'session',
    step: 'onboarded',
    data: z.object({ items: z.array(TalentListSchema) }),
    successStatus: 200,
    errors: ['FORBIDDEN'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/talent-lists',
    summary: 'Creates a named list of the calling organization; names are unique per organization.',
    tag: 'talent-lists',
    auth: 'session',
    step: 'onboarded',
    idempotent: true,
    body: CreateTalentListSchema,
    data: TalentListSchema,
    successStatus: 201,
    errors: ['FORBIDDEN', 'CONFLICT', 'NOT_ALLOWED'],
  }),
  addMember: defineEndpoint({
    method: 'PUT',
    path: '/talent-lists/:listId/members/:individualId',
    summary: "Saves a talent in one of the calling organization's lists (saving twice changes nothing).",
    tag: 'talent-lists',
    auth: 'session',
    step: 'onboarded',
    params: MemberParams,
    data: MembershipSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_ALLOWED'],
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/talent-lists/:listId/members/:individualId',
    summary: "Removes a talent from one of the calling organization's lists.",
    tag: 'talent-lists',
    auth: 'session',
    step: 'onboarded',
    params: MemberParams,
    data: MembershipSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
};

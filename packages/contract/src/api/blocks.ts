import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { queryOf } from '../http/query';

/** Someone the caller blocked, as the chat list shows a person. */
export const BlockedUserSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  /** The talent's profile id when the blocked account is a talent; null for an organization. */
  individualId: z.uuid().nullable(),
  blockedAt: z.iso.datetime(),
});
export type BlockedUser = z.infer<typeof BlockedUserSchema>;

export const BlockStateSchema = z.object({ userId: z.uuid(), blocked: z.boolean() });
export type BlockState = z.infer<typeof BlockStateSchema>;

const UserParams = z.object({ userId: z.uuid({ error: 'Not found.' }) });

const EFFECTS =
  "Both ways, no new chats, messages, invitations or applications; each leaves the other's searches and lists; a chat they share stays readable, marked closed. The blocked account is never told.";

export const blocksApi = {
  block: defineEndpoint({
    method: 'PUT',
    path: '/blocks/:userId',
    summary: `Blocks an account the caller can see (userId: its user, talent profile or organization id; 404 otherwise). ${EFFECTS} Blocking again changes nothing.`,
    tag: 'blocks',
    auth: 'session',
    step: 'onboarded',
    params: UserParams,
    data: BlockStateSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'NOT_ALLOWED'],
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/blocks/:userId',
    summary: 'Unblocks an account (userId as for blocking); unblocking one not blocked changes nothing.',
    tag: 'blocks',
    auth: 'session',
    step: 'onboarded',
    params: UserParams,
    data: BlockStateSchema,
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/blocks',
    summary: 'The accounts the caller blocked, latest first.',
    tag: 'blocks',
    auth: 'session',
    step: 'onboarded',
    query: queryOf(paginationQuery(PAGE_SIZES.blockedUsers)),
    data: pageOf(BlockedUserSchema),
    successStatus: 200,
    errors: [],
  }),
};

import { z } from 'zod';
import { MAX_LENGTHS } from '../constants';
import { defineEndpoint } from '../http/endpoint';
import { queryOf, textParam } from '../http/query';
import { CreateTagSchema } from '../validation/tag';

export const TagSchema = z.object({ id: z.uuid(), title: z.string() });
export type Tag = z.infer<typeof TagSchema>;

export const TAG_SEARCH_LIMIT = 20;

export const tagsApi = {
  search: defineEndpoint({
    method: 'GET',
    path: '/tags',
    summary: `Tags whose title starts with searchKey (any case), at most ${TAG_SEARCH_LIMIT}.`,
    tag: 'tags',
    auth: 'session',
    step: 'onboarded',
    query: queryOf({ searchKey: textParam('searchKey', MAX_LENGTHS.tagSearchKey).optional() }),
    data: z.array(TagSchema),
    successStatus: 200,
    errors: [],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/tags',
    summary:
      'Creates a tag, or answers the existing one with the same title in any case. Organizations only: tags describe jobs.',
    tag: 'tags',
    auth: 'session',
    step: 'onboarded',
    body: CreateTagSchema,
    data: TagSchema,
    successStatus: 200,
    errors: ['FORBIDDEN'],
  }),
};

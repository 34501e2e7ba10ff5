import { z } from 'zod';
import { LANGUAGES } from '../messages/language';
import { messageText } from '../messages/contract-messages';
import { defineEndpoint } from '../http/endpoint';
import { UserStatusSchema } from '../domain/user-status';

export const SetLanguageBodySchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: messageText('languageChoice') }),
});
export type SetLanguageBody = z.infer<typeof SetLanguageBodySchema>;

export const usersApi = {
  me: defineEndpoint({
    method: 'GET',
    path: '/users/me',
    summary: "The signed-in account's user status.",
    tag: 'users',
    auth: 'session',
    step: 'unverified',
    data: UserStatusSchema,
    successStatus: 200,
    errors: [],
  }),
  setLanguage: defineEndpoint({
    method: 'PATCH',
    path: '/users/me/language',
    summary:
      "Saves the account's language ('en' or 'ar'): its e-mails are written in it, and so are the answers to its requests that send no Accept-Language. Answers the user status.",
    tag: 'users',
    auth: 'session',
    step: 'unverified',
    body: SetLanguageBodySchema,
    data: UserStatusSchema,
    successStatus: 200,
    errors: [],
  }),
};

import { z } from 'zod';
import { LANGUAGES } from '../messages/language';
import { messageText } from '../messages/contract-messages';
import { defineEndpoint } from '../http/endpoint';
import { UserStatusSchema } from '../domain/user-status';
import { PrivacyConsentVersionSchema } from '../validation/privacy-consent';

export const SetLanguageBodySchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: messageText('languageChoice') }),
});
export type SetLanguageBody = z.infer<typeof SetLanguageBodySchema>;

export const ConsentBodySchema = z.strictObject({ version: PrivacyConsentVersionSchema });
export type ConsentBody = z.infer<typeof ConsentBodySchema>;

export const usersApi = {
  me: defineEndpoint({
    method: 'GET',
    path: '/users/me',
    summary:
      "The signed-in account's user status. privacyConsent.due is true until the person agrees to the current privacy notice (POST /users/me/consents): ask before going on.",
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
  consent: defineEndpoint({
    method: 'POST',
    path: '/users/me/consents',
    summary:
      "Records the caller's consent to the privacy notice (issue 36): version is the current one (400 for another), kept with the time; agreeing again changes nothing. Answers the user status.",
    tag: 'users',
    auth: 'session',
    step: 'unverified',
    body: ConsentBodySchema,
    data: UserStatusSchema,
    successStatus: 200,
    errors: [],
  }),
};

import { z } from 'zod';
import { LANGUAGES } from '../messages/language';
import { messageText } from '../messages/contract-messages';
import { BODY_LIMITS } from '../constants';
import { defineEndpoint } from '../http/endpoint';
import { UserStatusSchema } from '../domain/user-status';
import { PrivacyConsentVersionSchema } from '../validation/privacy-consent';
import { SignupBodySchema } from '../validation/auth';

export const SetLanguageBodySchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: messageText('languageChoice') }),
});
export type SetLanguageBody = z.infer<typeof SetLanguageBodySchema>;

/** The account holder's names, with the sign-up rules and messages. */
export const UpdateNameBodySchema = SignupBodySchema.pick({ firstName: true, lastName: true });
export type UpdateNameBody = z.infer<typeof UpdateNameBodySchema>;

export const ConsentBodySchema = z.strictObject({ version: PrivacyConsentVersionSchema });
export type ConsentBody = z.infer<typeof ConsentBodySchema>;

export const DeleteAccountBodySchema = z.strictObject({
  password: z
    .string({ error: messageText('passwordRequired') })
    .min(1, { error: messageText('passwordRequired') }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

export const usersApi = {
  me: defineEndpoint({
    method: 'GET',
    path: '/users/me',
    summary:
      "The signed-in account's user status. privacyConsent.due is true until the person agrees to the current privacy notice (POST /users/me/consents): ask before going on.",
    tag: 'users',
    auth: 'session',
    step: 'deleting',
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
    step: 'deleting',
    body: SetLanguageBodySchema,
    data: UserStatusSchema,
    successStatus: 200,
    errors: [],
  }),
  updateName: defineEndpoint({
    method: 'PATCH',
    path: '/users/me/name',
    summary:
      "Corrects the account holder's first and last name (issue 36), talent and organization alike, with the sign-up rules. A talent's profile, cards, chats and the name search follow at once. Answers the user status.",
    tag: 'users',
    auth: 'session',
    step: 'unverified',
    body: UpdateNameBodySchema,
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
  deleteMe: defineEndpoint({
    method: 'DELETE',
    path: '/users/me',
    summary:
      'Deletes the caller\'s account (issue 36), confirmed with its password (400 when wrong): every session ends and the profile, jobs and applications leave the marketplace at once. Signing in within 14 days and calling POST /users/me/restore undoes it; after that the personal data and media are destroyed, reviews written stay signed "Former member" and invoices are kept. 409 while money is held, delivered, disputed or being paid on one of the account\'s contracts, or a balance or payout is waiting, naming what to settle first.',
    tag: 'users',
    auth: 'session',
    step: 'unverified',
    bodyLimit: BODY_LIMITS.auth,
    body: DeleteAccountBodySchema,
    data: z.null(),
    successStatus: 200,
    errors: ['CONFLICT'],
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/users/me/restore',
    summary:
      'Restores an account its owner asked to delete, within the 14 days: the profile and jobs are back as they were. Answers the user status; an account not waiting to be deleted is answered as it is.',
    tag: 'users',
    auth: 'session',
    step: 'deleting',
    data: UserStatusSchema,
    successStatus: 200,
    errors: [],
  }),
};

import { defineEndpoint } from '../http/endpoint';
import { ContactSettingsBodySchema } from '../validation/contact-settings';

export const contactSettingsApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/users/me/contact-settings',
    summary:
      'Who may open a chat with the calling talent or invite them: EVERYONE (the default), VERIFIED_ORGANIZATIONS or APPLIED_ONLY (organizations whose jobs the talent applied for).',
    tag: 'users',
    auth: 'session',
    step: 'onboarded',
    data: ContactSettingsBodySchema,
    successStatus: 200,
    errors: [],
  }),
  set: defineEndpoint({
    method: 'PUT',
    path: '/users/me/contact-settings',
    summary:
      "Saves who may contact the calling talent (403 for an organization). An organization outside the choice is refused a new chat and an invitation with 403; the talent's profile tells it beforehand (canContact).",
    tag: 'users',
    auth: 'session',
    step: 'onboarded',
    body: ContactSettingsBodySchema,
    data: ContactSettingsBodySchema,
    successStatus: 200,
    errors: ['FORBIDDEN'],
  }),
};

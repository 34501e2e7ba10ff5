import { defineEndpoint } from '../http/endpoint';
import { PrivacySettingsBodySchema } from '../validation/privacy-settings';

export const privacySettingsApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/users/me/privacy',
    summary:
      "Who sees the calling talent's photos and measurements: SIGNED_IN (everyone signed in, the default), ORGANIZATIONS or VERIFIED_ORGANIZATIONS. SIGNED_IN for an organization, which has none.",
    tag: 'users',
    auth: 'session',
    step: 'onboarded',
    data: PrivacySettingsBodySchema,
    successStatus: 200,
    errors: [],
  }),
  set: defineEndpoint({
    method: 'PUT',
    path: '/users/me/privacy',
    summary:
      "Saves who sees the calling talent's photos and measurements (403 for an organization). A viewer left out gets the talent's cards and profile with `mediaHidden: true` and the photos, reels, appearance and measurements left out, in every answer that carries them.",
    tag: 'users',
    auth: 'session',
    step: 'onboarded',
    body: PrivacySettingsBodySchema,
    data: PrivacySettingsBodySchema,
    successStatus: 200,
    errors: ['FORBIDDEN'],
  }),
};

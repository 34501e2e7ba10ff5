import about from './en/about.json';
import auth from './en/auth.json';
import chats from './en/chats.json';
import common from './en/common.json';
import contact from './en/contact.json';
import explore from './en/explore.json';
import jobs from './en/jobs.json';
import landing from './en/landing.json';
import notifications from './en/notifications.json';
import onboarding from './en/onboarding.json';
import payments from './en/payments.json';
import privacy from './en/privacy.json';
import profiles from './en/profiles.json';
import services from './en/services.json';

/** English is the source language: every other language mirrors these namespaces and keys. */
export const en = {
  about,
  auth,
  chats,
  common,
  contact,
  explore,
  jobs,
  landing,
  notifications,
  onboarding,
  payments,
  privacy,
  profiles,
  services,
} as const;

export const defaultNS = 'common';

export const SUPPORTED_LANGUAGES = ['en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export const resources: { readonly [L in SupportedLanguage]: typeof en } = { en };

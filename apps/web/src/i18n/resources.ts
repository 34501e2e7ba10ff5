import arAbout from './ar/about.json';
import arAuth from './ar/auth.json';
import arChats from './ar/chats.json';
import arCommon from './ar/common.json';
import arContact from './ar/contact.json';
import arExplore from './ar/explore.json';
import arJobs from './ar/jobs.json';
import arLanding from './ar/landing.json';
import arNotifications from './ar/notifications.json';
import arOnboarding from './ar/onboarding.json';
import arOptions from './ar/options.json';
import arPayments from './ar/payments.json';
import arPrivacy from './ar/privacy.json';
import arProfiles from './ar/profiles.json';
import arServices from './ar/services.json';
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
import options from './en/options.json';
import payments from './en/payments.json';
import privacy from './en/privacy.json';
import profiles from './en/profiles.json';
import services from './en/services.json';
import type { SupportedLanguage } from './languages';

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
  options,
  payments,
  privacy,
  profiles,
  services,
} as const;

/** Arabic has the keys of English, plus the plural forms Arabic grammar needs (zero, two, few, many). */
const ar = {
  about: arAbout,
  auth: arAuth,
  chats: arChats,
  common: arCommon,
  contact: arContact,
  explore: arExplore,
  jobs: arJobs,
  landing: arLanding,
  notifications: arNotifications,
  onboarding: arOnboarding,
  options: arOptions,
  payments: arPayments,
  privacy: arPrivacy,
  profiles: arProfiles,
  services: arServices,
} as const;

export const defaultNS = 'common';

export const resources: { readonly [L in SupportedLanguage]: typeof en } = { en, ar };

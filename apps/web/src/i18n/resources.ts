import type about from './en/about.json';
import type applications from './en/applications.json';
import type auth from './en/auth.json';
import type chats from './en/chats.json';
import type common from './en/common.json';
import type contact from './en/contact.json';
import type explore from './en/explore.json';
import type hiring from './en/hiring.json';
import type jobs from './en/jobs.json';
import type landing from './en/landing.json';
import type licences from './en/licences.json';
import type mediaRequests from './en/media-requests.json';
import type notices from './en/notices.json';
import type notifications from './en/notifications.json';
import type onboarding from './en/onboarding.json';
import type operator from './en/operator.json';
import type options from './en/options.json';
import type payments from './en/payments.json';
import type payouts from './en/payouts.json';
import type privacy from './en/privacy.json';
import type privacyRights from './en/privacy-rights.json';
import type profiles from './en/profiles.json';
import type safety from './en/safety.json';
import type saved from './en/saved.json';
import type services from './en/services.json';

/**
 * English is the source language: every other language mirrors these namespaces and keys (Arabic
 * adds the plural forms its grammar needs). Types only: the catalogues themselves load per
 * namespace (`catalogues.ts`).
 */
export interface EnglishCatalogues {
  readonly about: typeof about;
  readonly applications: typeof applications;
  readonly auth: typeof auth;
  readonly chats: typeof chats;
  readonly common: typeof common;
  readonly contact: typeof contact;
  readonly explore: typeof explore;
  readonly hiring: typeof hiring;
  readonly jobs: typeof jobs;
  readonly landing: typeof landing;
  readonly licences: typeof licences;
  readonly 'media-requests': typeof mediaRequests;
  readonly notices: typeof notices;
  readonly notifications: typeof notifications;
  readonly onboarding: typeof onboarding;
  readonly operator: typeof operator;
  readonly options: typeof options;
  readonly payments: typeof payments;
  readonly payouts: typeof payouts;
  readonly privacy: typeof privacy;
  readonly 'privacy-rights': typeof privacyRights;
  readonly profiles: typeof profiles;
  readonly safety: typeof safety;
  readonly saved: typeof saved;
  readonly services: typeof services;
}

export const defaultNS = 'common';

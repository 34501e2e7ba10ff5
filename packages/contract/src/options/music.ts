import { toOptions, type Labels } from './option';

export const MUSIC_CATEGORIES = [
  'MUSIC_PRODUCER',
  'SOUND_ENGINEER',
  'AUDIO_POST_PRODUCTION_SPECIALIST',
  'COMPOSER_MUSIC_ARRANGER',
  'VOICEOVER_PODCAST_EDITOR',
  'DJ_LIVE_PERFORMANCE_ENGINEER',
] as const;
export type MusicCategory = (typeof MUSIC_CATEGORIES)[number];
export const MUSIC_CATEGORY_LABELS: Labels<MusicCategory> = {
  MUSIC_PRODUCER: 'Music Producer',
  SOUND_ENGINEER: 'Sound Engineer',
  AUDIO_POST_PRODUCTION_SPECIALIST: 'Audio Post-Production specialist',
  COMPOSER_MUSIC_ARRANGER: 'Composer / Music Arranger',
  VOICEOVER_PODCAST_EDITOR: 'Voiceover / Podcast Editor',
  DJ_LIVE_PERFORMANCE_ENGINEER: 'DJ & Live Performance Engineer',
};
export const MUSIC_CATEGORY_OPTIONS = toOptions(MUSIC_CATEGORIES, MUSIC_CATEGORY_LABELS);

export const MUSIC_CLIENT_PREFERENCES = [
  'RECORD_LABELS_ARTISTS',
  'AUDIO_POST_PRODUCTION_SPECIALIST',
  'CORPORATE_CLIENTS_BUSINESS',
  'EVENT_PLANNERS_CONCERTS',
  'ADVERTISING_MARKETING_AGENCIES',
] as const;
export type MusicClientPreference = (typeof MUSIC_CLIENT_PREFERENCES)[number];
export const MUSIC_CLIENT_PREFERENCE_LABELS: Labels<MusicClientPreference> = {
  RECORD_LABELS_ARTISTS: 'Record Labels & Artists',
  AUDIO_POST_PRODUCTION_SPECIALIST: 'Audio Post-Production Specialist',
  CORPORATE_CLIENTS_BUSINESS: 'Corporate Clients & Business',
  EVENT_PLANNERS_CONCERTS: 'Event Planners & Concerts',
  ADVERTISING_MARKETING_AGENCIES: 'Advertising & Marketing Agencies',
};
export const MUSIC_CLIENT_PREFERENCE_OPTIONS = toOptions(
  MUSIC_CLIENT_PREFERENCES,
  MUSIC_CLIENT_PREFERENCE_LABELS,
);

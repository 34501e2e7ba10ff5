/**
 * The cookies the web app writes and the server reads when it answers a public page: a visitor
 * with a session gets the app shell, and the prerendered page comes in the chosen language.
 */
export const WEB_COOKIES = {
  token: 'nujoom_token',
  language: 'nujoom_language',
} as const;

/**
 * The cookies the web app writes and the server reads when it answers a public page: a visitor
 * with a session gets the app shell, and the prerendered page comes in the chosen language.
 */
export const WEB_COOKIES = {
  token: 'nujoom_token',
  language: 'nujoom_language',
  /**
   * Written by the server on its pages while the payment simulator stands in for the provider,
   * so every page shows a "test mode" banner without asking (issue 33); removed once it does not.
   */
  paymentsTestMode: 'nujoom_payments_test_mode',
} as const;

/** A talent's licences (issue 36): apart from their schemas, so that a page reads them without zod. */
export const LICENCE_RULES = {
  /** Licences one talent keeps at most, in every state. */
  maxPerTalent: 10,
  /** The number and the issuer: one line each, at most this many characters. */
  textMaxLength: 100,
  /** The talent is reminded this many days before a verified licence's expiry, once each. */
  reminderDays: [90, 30],
} as const;

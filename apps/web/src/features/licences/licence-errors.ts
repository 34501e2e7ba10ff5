import type { AddLicenceBody } from '@casting/contract';

/** The form's fields, in the order it shows them. */
export const LICENCE_FIELDS = [
  'type',
  'number',
  'issuer',
  'expiresOn',
  'evidence',
] as const satisfies readonly (keyof AddLicenceBody)[];
export type LicenceField = (typeof LICENCE_FIELDS)[number];
export type LicenceErrors = Partial<Record<LicenceField, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Each field's first message from the contract's rule. */
export function licenceErrorsOf(issues: readonly Issue[]): LicenceErrors {
  const errors: LicenceErrors = {};
  for (const issue of issues) {
    const field = LICENCE_FIELDS.find((name) => name === issue.path[0]);
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return errors;
}

/** The first field of the form with an error: where focus goes. */
export function firstInvalidField(errors: LicenceErrors): LicenceField | undefined {
  return LICENCE_FIELDS.find((name) => errors[name] !== undefined);
}

/**
 * The field a refusal of the server belongs under, or null for a toast. Past the rule the browser
 * checked, the server refuses a licence's fields for two reasons only: an expiry before today in
 * Riyadh, and evidence that is not the caller's upload (`evidenceMessage`, in the reader's
 * language). The limit of 10, a lost connection and the rest are not about a field.
 */
export function refusedField(
  refusal: { readonly code: string | null; readonly firstMessage: string },
  evidenceMessage: string,
): LicenceField | null {
  if (refusal.code !== 'VALIDATION_FAILED') return null;
  return refusal.firstMessage === evidenceMessage ? 'evidence' : 'expiresOn';
}

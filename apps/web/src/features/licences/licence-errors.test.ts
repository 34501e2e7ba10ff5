import { describe, expect, it } from 'vitest';
import { firstInvalidField, licenceErrorsOf, refusedField } from './licence-errors';

describe("the licence form's errors", () => {
  it("keeps each field's first message and leaves out paths that are not fields", () => {
    const errors = licenceErrorsOf([
      { path: ['number'], message: 'Licence number is required.' },
      { path: ['number'], message: 'Licence number is too long.' },
      { path: ['evidence'], message: 'Attach the licence.' },
      { path: [], message: 'Unrecognized key: "colour".' },
      { path: ['colour'], message: 'Unknown.' },
    ]);
    expect(errors).toEqual({ number: 'Licence number is required.', evidence: 'Attach the licence.' });
  });

  it("finds the first invalid field in the form's order, not the rule's", () => {
    expect(firstInvalidField({ evidence: 'a', issuer: 'b' })).toBe('issuer');
    expect(firstInvalidField({ type: 'a', expiresOn: 'b' })).toBe('type');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it("puts the server's refusal of the evidence under it, a refused date under the date, the rest in a toast", () => {
    const evidence = 'Attach the licence: a PDF, JPEG or PNG you uploaded.';
    expect(refusedField({ code: 'VALIDATION_FAILED', firstMessage: evidence }, evidence)).toBe('evidence');
    expect(
      refusedField(
        { code: 'VALIDATION_FAILED', firstMessage: 'The expiry date cannot be in the past.' },
        evidence,
      ),
    ).toBe('expiresOn');
    expect(
      refusedField({ code: 'NOT_ALLOWED', firstMessage: 'You can keep up to 10 licences.' }, evidence),
    ).toBeNull();
    expect(refusedField({ code: null, firstMessage: '' }, evidence)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isValidSaudiIban, maskIban, normalizeIban } from './iban';

describe('isValidSaudiIban', () => {
  it('accepts published example Saudi IBANs', () => {
    // Wikipedia's and iban.com's examples of a Saudi IBAN.
    expect(isValidSaudiIban('SA0380000000608010167519')).toBe(true);
    expect(isValidSaudiIban('SA4420000001234567891234')).toBe(true);
  });

  it('accepts them as people type them: spaces, lower case, Arabic-Indic digits', () => {
    expect(isValidSaudiIban('SA03 8000 0000 6080 1016 7519')).toBe(true);
    expect(isValidSaudiIban('sa03-8000-0000-6080-1016-7519')).toBe(true);
    expect(isValidSaudiIban('SA٠٣٨٠٠٠٠٠٠٠٦٠٨٠١٠١٦٧٥١٩')).toBe(true);
  });

  it('accepts letters in the account part, which the checksum counts as 10 to 35', () => {
    // The same bank and account number with a letter, its check digits 63 (A is 10).
    expect(isValidSaudiIban('SA638000000060801016751A')).toBe(true);
    expect(isValidSaudiIban('SA648000000060801016751A')).toBe(false);
  });

  it('refuses a wrong check digit, one changed or swapped digit', () => {
    expect(isValidSaudiIban('SA0480000000608010167519')).toBe(false);
    expect(isValidSaudiIban('SA0380000000608010167518')).toBe(false);
    expect(isValidSaudiIban('SA0380000000608010165719')).toBe(false);
  });

  it('refuses another length, another country, and characters an IBAN never has', () => {
    expect(isValidSaudiIban('SA038000000060801016751')).toBe(false);
    expect(isValidSaudiIban('SA03800000006080101675190')).toBe(false);
    // A valid German IBAN is still not a Saudi one.
    expect(isValidSaudiIban('DE89370400440532013000')).toBe(false);
    expect(isValidSaudiIban('AE070331234567890123456')).toBe(false);
    expect(isValidSaudiIban('SA03800000006080101675_9')).toBe(false);
    expect(isValidSaudiIban('')).toBe(false);
  });

  it('refuses letters in the check digits or the bank code', () => {
    expect(isValidSaudiIban('SAAB80000000608010167519')).toBe(false);
    expect(isValidSaudiIban('SA03X0000000608010167519')).toBe(false);
  });
});

describe('normalizeIban', () => {
  it('drops spaces and dashes, upper-cases and writes ASCII digits', () => {
    expect(normalizeIban(' sa03 8000-0000 6080 1016 7519 ')).toBe('SA0380000000608010167519');
  });
});

describe('maskIban', () => {
  it('shows the country and the last four characters, in groups of four', () => {
    expect(maskIban('SA0380000000608010167519')).toBe('SA•• •••• •••• •••• •••• 7519');
    expect(maskIban('sa03 8000 0000 6080 1016 7519')).toBe('SA•• •••• •••• •••• •••• 7519');
  });
});

import { DIAL_CODE_OPTIONS, type CountryCode } from '@casting/contract';

export interface PhoneParts {
  /** The country whose dial code the phone starts with, for the dial-code select. */
  readonly dialCountry: CountryCode | '';
  readonly number: string;
}

/**
 * Splits a stored phone (dial code followed by the number) for the editor. Several countries
 * share a code (+1), so the organization's own location wins when its code fits; otherwise the
 * longest fitting code does.
 */
export function splitPhone(phone: string, location: string): PhoneParts {
  const fitting = DIAL_CODE_OPTIONS.filter((option) => phone.startsWith(option.dialCode));
  const own = fitting.find((option) => option.code === location);
  const longest = fitting.reduce<(typeof fitting)[number] | undefined>(
    (best, option) => (best === undefined || option.dialCode.length > best.dialCode.length ? option : best),
    undefined,
  );
  const chosen = own ?? longest;
  return chosen === undefined
    ? { dialCountry: '', number: phone }
    : { dialCountry: chosen.code, number: phone.slice(chosen.dialCode.length) };
}

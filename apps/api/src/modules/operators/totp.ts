import { OPERATOR_RULES } from '@casting/contract';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Nujoom operators';

function totpOf(secretBase32: string, label = 'operator'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: OPERATOR_RULES.totpDigits,
    period: OPERATOR_RULES.totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit shared secret (RFC 4226's recommended length), Base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads from a QR code or a paste. */
export function totpUrl(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/**
 * The 30-second step whose code `code` is, allowing one step of clock drift either way; null
 * when it is no current code.
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / OPERATOR_RULES.totpPeriodSeconds) + delta;
}

/** The code of the step `now` falls in, as the operator's authenticator app shows it. */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}

import { OTP_CODE_PATTERN } from '@casting/contract';
import { LOCAL_KEYS, readLocal, removeLocal, writeLocal } from '../../lib/local-data';
import type { OtpFlow } from './otp-flow';

/**
 * Spec §2 keeps the reset address (`stored-reset-email.ts`) and the typed code in local storage
 * between the pages of a flow. The code is kept with its flow, so a code typed for one change is never sent for
 * another; what comes back is checked, since anything may have written there.
 */
export function readStoredCode(flow: OtpFlow): string | null {
  const prefix = `${flow}:`;
  const stored = readLocal(LOCAL_KEYS.otpCode);
  if (stored === null || !stored.startsWith(prefix)) return null;
  // Stored as the code boxes give it (ASCII digits), so the rule's pattern is enough: no zod here.
  const code = stored.slice(prefix.length);
  return OTP_CODE_PATTERN.test(code) ? code : null;
}

export function storeCode(flow: OtpFlow, code: string): void {
  writeLocal(LOCAL_KEYS.otpCode, `${flow}:${code}`);
}

/** A code works once: after a change, or when starting over, neither is kept. */
export function clearStoredCodes(): void {
  removeLocal(LOCAL_KEYS.otpCode);
  removeLocal(LOCAL_KEYS.resetEmail);
}

export function clearStoredCode(): void {
  removeLocal(LOCAL_KEYS.otpCode);
}

import { LIMITS } from '../constants';

/** A code of the account flows as OtpCodeSchema gives it: trimmed, in ASCII digits, LIMITS.otpLength of them. */
export const OTP_CODE_PATTERN = new RegExp(`^\\d{${String(LIMITS.otpLength)}}$`);

import { z } from 'zod';

export const OTP_USE_CASES = ['VERIFY_ACCOUNT', 'UPDATE_EMAIL', 'RESET_PASSWORD'] as const;
export const OtpUseCaseSchema = z.enum(OTP_USE_CASES);
export type OtpUseCase = (typeof OTP_USE_CASES)[number];

import { optionSchema } from './option';

export const OTP_USE_CASES = ['VERIFY_ACCOUNT', 'UPDATE_EMAIL', 'RESET_PASSWORD'] as const;
export type OtpUseCase = (typeof OTP_USE_CASES)[number];
export const OtpUseCaseSchema = optionSchema(OTP_USE_CASES);

import type { OtpUseCase } from '@casting/contract';
import { paths } from '../../config/paths';
import { readChangeFlow, type ChangeFlow } from '../../lib/navigation-state';

/**
 * What a code typed on /verify-otp is for: one of the signed-in changes (the avatar menu's
 * state, lib/navigation-state.ts) or a forgotten password.
 */
export type OtpFlow = ChangeFlow | 'forgotPassword';

export interface OtpFlowState {
  readonly flow: OtpFlow;
}

export function otpFlowState(flow: OtpFlow): OtpFlowState {
  return { flow };
}

/** History state is whatever the browser kept, so it is checked rather than trusted. */
export function readOtpFlow(state: unknown): OtpFlow | null {
  if (typeof state === 'object' && state !== null && 'flow' in state && state.flow === 'forgotPassword') {
    return 'forgotPassword';
  }
  return readChangeFlow(state);
}

export const CHANGE_USE_CASES: { readonly [F in ChangeFlow]: OtpUseCase } = {
  changeEmail: 'UPDATE_EMAIL',
  changePassword: 'RESET_PASSWORD',
};

/** Spec §2 "Verify OTP": where a typed code is used. */
export const OTP_FLOW_TARGETS: { readonly [F in OtpFlow]: string } = {
  changeEmail: paths.changeEmail,
  changePassword: paths.changePassword,
  forgotPassword: paths.forgotPassword,
};

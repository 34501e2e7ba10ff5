import { ACCOUNT_ROLES, type AccountRole } from '@casting/contract';

/** Router state passed to /signup to preset the role (landing and services buttons). */
export interface SignupState {
  readonly role: AccountRole;
}

export function signupState(role: AccountRole): SignupState {
  return { role };
}

function isAccountRole(value: unknown): value is AccountRole {
  return typeof value === 'string' && (ACCOUNT_ROLES as readonly string[]).includes(value);
}

/** History state is whatever the browser kept, so it is checked rather than trusted. */
export function readSignupRole(state: unknown): AccountRole | null {
  if (typeof state !== 'object' || state === null || !('role' in state)) return null;
  return isAccountRole(state.role) ? state.role : null;
}

/** Router state of /send-change-otp and /verify-otp: which change the code is for (spec §2). */
export const CHANGE_FLOWS = ['changeEmail', 'changePassword'] as const;
export type ChangeFlow = (typeof CHANGE_FLOWS)[number];

export interface ChangeFlowState {
  readonly flow: ChangeFlow;
}

export function changeFlowState(flow: ChangeFlow): ChangeFlowState {
  return { flow };
}

export function readChangeFlow(state: unknown): ChangeFlow | null {
  if (typeof state !== 'object' || state === null || !('flow' in state)) return null;
  const { flow } = state;
  return typeof flow === 'string' && (CHANGE_FLOWS as readonly string[]).includes(flow)
    ? (flow as ChangeFlow)
    : null;
}

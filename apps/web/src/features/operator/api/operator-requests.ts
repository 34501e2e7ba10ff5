import {
  operatorApi,
  operatorDisputesApi,
  operatorLicencesApi,
  operatorPrivacyRequestsApi,
  operatorReportsApi,
  operatorUsersApi,
  operatorVerificationsApi,
  type DecideDisputeBody,
  type DecideLicenceBody,
  type DecideReportBody,
  type CompletePrivacyRequestBody,
  type DecideVerificationBody,
  type Endpoint,
  type EndpointData,
  type LicenceState,
  type LogPrivacyRequestBody,
  type OperatorSignInBody,
  type PrivacyRequestState,
  type REPORT_STATUSES,
} from '@casting/contract';
import { ApiError, apiRequest, type ApiRequestOptions } from '../../../lib/api-client';
import { endOperatorSession, getOperatorSession } from './operator-session';

/** Thrown instead of a call's own failure once the operator's session has ended; the console shows sign-in. */
export class OperatorSessionEnded extends Error {
  constructor() {
    super('The operator session has ended.');
    this.name = 'OperatorSessionEnded';
  }
}

/**
 * Calls whose 404 may be about the thing they name (an account, a report) rather than the session:
 * before deciding that the session ended, the console asks a list that only the session can refuse.
 */
const NAMES_A_THING = new Set<Endpoint>([
  operatorUsersApi.get,
  operatorUsersApi.suspend,
  operatorUsersApi.restore,
  operatorReportsApi.decide,
  operatorDisputesApi.decide,
  operatorVerificationsApi.decide,
  operatorLicencesApi.decide,
  operatorPrivacyRequestsApi.log,
  operatorPrivacyRequestsApi.complete,
]);

/** Whether the server still knows the session: the audit log answers 404 to anything else (ADR 030). */
async function sessionAlive(token: string): Promise<boolean> {
  try {
    await apiRequest(operatorApi.auditLog, { query: { 'paginate[limit]': 1 }, token });
    return true;
  } catch (error) {
    return !(error instanceof ApiError && (error.status === 404 || error.status === 401));
  }
}

/**
 * One `/operator` call with the operator's token, never the signed-in person's. A 401, or a 404 of
 * the guard that stands before every operator route, means the session has expired (12 hours) or
 * was ended: the console forgets it and goes back to sign-in with a sentence saying so.
 */
async function operatorRequest<E extends Endpoint>(
  endpoint: E,
  options: Omit<ApiRequestOptions<E>, 'token'>,
): Promise<EndpointData<E>> {
  const session = getOperatorSession();
  if (session === null) throw new OperatorSessionEnded();
  try {
    return await apiRequest(endpoint, { ...options, token: session.token } as ApiRequestOptions<E>);
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 404)) throw error;
    if (getOperatorSession()?.token !== session.token) throw new OperatorSessionEnded();
    if (error.status === 404 && NAMES_A_THING.has(endpoint) && (await sessionAlive(session.token)))
      throw error;
    endOperatorSession('ended');
    throw new OperatorSessionEnded();
  }
}

export function signIn(body: OperatorSignInBody) {
  return apiRequest(operatorApi.signIn, { body, token: null });
}

/** Ends the session on the server; one the server no longer knows is as good as ended. */
export async function signOut(): Promise<void> {
  const session = getOperatorSession();
  if (session !== null) {
    try {
      await apiRequest(operatorApi.signOut, { token: session.token });
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 401)) throw error;
    }
  }
  endOperatorSession('signedOut');
}

export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type VerificationStatus = 'PENDING' | 'VERIFIED' | 'REJECTED';

export function fetchReports(status: ReportStatus, page: number, signal?: AbortSignal) {
  return operatorRequest(operatorReportsApi.list, {
    query: { 'filter[status]': status, 'paginate[page]': page },
    signal,
  });
}

export function decideReport(id: string, body: DecideReportBody) {
  return operatorRequest(operatorReportsApi.decide, { params: { id }, body });
}

export function fetchDisputes(page: number, signal?: AbortSignal) {
  return operatorRequest(operatorDisputesApi.list, { query: { 'paginate[page]': page }, signal });
}

export function decideDispute(milestoneId: string, body: DecideDisputeBody) {
  return operatorRequest(operatorDisputesApi.decide, { params: { milestoneId }, body });
}

export function fetchVerifications(status: VerificationStatus, page: number, signal?: AbortSignal) {
  return operatorRequest(operatorVerificationsApi.list, {
    query: { 'filter[status]': status, 'paginate[page]': page },
    signal,
  });
}

export function decideVerification(organizationId: string, body: DecideVerificationBody) {
  return operatorRequest(operatorVerificationsApi.decide, { params: { id: organizationId }, body });
}

export function fetchLicences(status: LicenceState, page: number, signal?: AbortSignal) {
  return operatorRequest(operatorLicencesApi.list, {
    query: { 'filter[status]': status, 'paginate[page]': page },
    signal,
  });
}

export function decideLicence(id: string, body: DecideLicenceBody) {
  return operatorRequest(operatorLicencesApi.decide, { params: { id }, body });
}

export function fetchPrivacyRequests(state: PrivacyRequestState, page: number, signal?: AbortSignal) {
  return operatorRequest(operatorPrivacyRequestsApi.list, {
    query: { 'filter[state]': state, 'paginate[page]': page },
    signal,
  });
}

export function logPrivacyRequest(body: LogPrivacyRequestBody) {
  return operatorRequest(operatorPrivacyRequestsApi.log, { body });
}

export function completePrivacyRequest(id: string, body: CompletePrivacyRequestBody) {
  return operatorRequest(operatorPrivacyRequestsApi.complete, { params: { id }, body });
}

export function fetchUsers(search: string, page: number, signal?: AbortSignal) {
  return operatorRequest(operatorUsersApi.list, {
    query: { ...(search === '' ? {} : { search }), 'paginate[page]': page },
    signal,
  });
}

export function fetchUser(id: string, signal?: AbortSignal) {
  return operatorRequest(operatorUsersApi.get, { params: { id }, signal });
}

export function suspendUser(id: string, body: { days?: number; reason: string }) {
  return operatorRequest(operatorUsersApi.suspend, { params: { id }, body });
}

export function restoreUser(id: string, reason: string) {
  return operatorRequest(operatorUsersApi.restore, { params: { id }, body: { reason } });
}

export function fetchAuditLog(cursor: string | null, signal?: AbortSignal) {
  return operatorRequest(operatorApi.auditLog, {
    query: cursor === null ? {} : { 'paginate[cursor]': cursor },
    signal,
  });
}

/**
 * A document an organization sent for verification, or a talent's licence evidence, read with the
 * operator's token: it is private (`GET /documents/<key>`), and an `<img>` or a link could not send it.
 */
export async function fetchDocument(url: string, signal?: AbortSignal): Promise<Blob> {
  const session = getOperatorSession();
  if (session === null) throw new OperatorSessionEnded();
  const response = await fetch(url, { headers: { authorization: `Bearer ${session.token}` }, signal });
  if (!response.ok)
    throw new ApiError({ status: response.status, code: null, messages: [], requestId: null });
  return response.blob();
}

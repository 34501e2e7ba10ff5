import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LicenceState, PrivacyRequestState } from '@casting/contract';
import { ApiError } from '../../../lib/api-error';
import {
  OperatorSessionEnded,
  fetchAuditLog,
  fetchDisputes,
  fetchDocument,
  fetchLicences,
  fetchPrivacyRequests,
  fetchReports,
  fetchUser,
  fetchUsers,
  fetchVerifications,
  type ReportStatus,
  type VerificationStatus,
} from './operator-requests';

/** One key tree for everything the console reads, dropped whole when its session ends. */
export const operatorKeys = {
  all: ['operator'] as const,
  reports: () => [...operatorKeys.all, 'reports'] as const,
  reportsPage: (status: ReportStatus, page: number) => [...operatorKeys.reports(), status, page] as const,
  disputes: () => [...operatorKeys.all, 'disputes'] as const,
  disputesPage: (page: number) => [...operatorKeys.disputes(), page] as const,
  verifications: () => [...operatorKeys.all, 'verifications'] as const,
  verificationsPage: (status: VerificationStatus, page: number) =>
    [...operatorKeys.verifications(), status, page] as const,
  licences: () => [...operatorKeys.all, 'licences'] as const,
  licencesPage: (status: LicenceState, page: number) => [...operatorKeys.licences(), status, page] as const,
  privacyRequests: () => [...operatorKeys.all, 'privacy-requests'] as const,
  privacyRequestsPage: (state: PrivacyRequestState, page: number) =>
    [...operatorKeys.privacyRequests(), state, page] as const,
  users: () => [...operatorKeys.all, 'users'] as const,
  usersPage: (search: string, page: number) => [...operatorKeys.users(), 'search', search, page] as const,
  user: (id: string) => [...operatorKeys.users(), 'account', id] as const,
  auditLog: () => [...operatorKeys.all, 'audit-log'] as const,
  document: (url: string) => [...operatorKeys.all, 'document', url] as const,
};

/** A lost answer or a server error is asked again; a refusal, or an ended session, is not. */
function retry(failures: number, error: unknown): boolean {
  if (failures >= 2 || error instanceof OperatorSessionEnded) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** What the console reads is the moment's state: read again whenever a screen is shown. */
const FRESH = { staleTime: 0, refetchOnMount: 'always', retry } as const;

export function useReports(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: operatorKeys.reportsPage(status, page),
    queryFn: ({ signal }) => fetchReports(status, page, signal),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useDisputes(page: number) {
  return useQuery({
    queryKey: operatorKeys.disputesPage(page),
    queryFn: ({ signal }) => fetchDisputes(page, signal),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useVerifications(status: VerificationStatus, page: number) {
  return useQuery({
    queryKey: operatorKeys.verificationsPage(status, page),
    queryFn: ({ signal }) => fetchVerifications(status, page, signal),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function usePrivacyRequests(state: PrivacyRequestState, page: number) {
  return useQuery({
    queryKey: operatorKeys.privacyRequestsPage(state, page),
    queryFn: ({ signal }) => fetchPrivacyRequests(state, page, signal),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useLicences(status: LicenceState, page: number) {
  return useQuery({
    queryKey: operatorKeys.licencesPage(status, page),
    queryFn: ({ signal }) => fetchLicences(status, page, signal),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useUsers(search: string, page: number) {
  return useQuery({
    queryKey: operatorKeys.usersPage(search, page),
    queryFn: ({ signal }) => fetchUsers(search, page, signal),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: operatorKeys.user(id),
    queryFn: ({ signal }) => fetchUser(id, signal),
    ...FRESH,
  });
}

/** The audit log, newest first, a page at a time: "Load more" reads after the last entry shown. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: operatorKeys.auditLog(),
    queryFn: ({ pageParam, signal }) => fetchAuditLog(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta.nextCursor,
    ...FRESH,
  });
}

/** A verification's document or a licence's evidence, read once per session: what was sent does not change. */
export function useOperatorDocument(url: string) {
  return useQuery({
    queryKey: operatorKeys.document(url),
    queryFn: ({ signal }) => fetchDocument(url, signal),
    staleTime: Infinity,
    retry,
  });
}

import type { JobRequestStatus } from '@casting/contract';

/** Under one root, so applying or declining refreshes every page and filter of My Applications. */
export const applicationKeys = {
  all: ['applications'] as const,
  page: (status: JobRequestStatus | undefined, page: number) =>
    ['applications', status ?? 'ALL', page] as const,
};

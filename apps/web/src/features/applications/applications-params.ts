import { JOB_REQUEST_STATUSES, type JobRequestStatus } from '@casting/contract';

/** My Applications keeps its filter and page in the URL: `?status=PENDING&page=2`. */
export interface ApplicationsParams {
  readonly status: JobRequestStatus | undefined;
  readonly page: number;
}

function isStatus(value: string | null): value is JobRequestStatus {
  return (JOB_REQUEST_STATUSES as readonly (string | null)[]).includes(value);
}

export function readApplicationsParams(search: URLSearchParams): ApplicationsParams {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: isStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function applicationsSearch(status: JobRequestStatus | undefined, page: number): string {
  const search = new URLSearchParams();
  if (status !== undefined) search.set('status', status);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

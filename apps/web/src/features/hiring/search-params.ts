import {
  APPLICANT_SORTS,
  APPLICATION_STATUSES,
  JOB_STATUSES,
  type ApplicantSort,
  type JobStatus,
} from '@casting/contract';
import { oneOf } from '../../lib/one-of';
import type { ApplicantsView } from './api/hiring-keys';

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** My Jobs' filter and page, read from the address so they survive a reload and can be shared. */
export function myJobsView(params: URLSearchParams): { status: JobStatus | null; page: number } {
  return { status: oneOf(JOB_STATUSES, params.get('status')) ?? null, page: pageOf(params) };
}

export function applicantsView(params: URLSearchParams): ApplicantsView {
  return {
    status: oneOf(APPLICATION_STATUSES, params.get('status')) ?? null,
    shortlisted: params.get('shortlisted') === 'true',
    sort: oneOf<ApplicantSort>(APPLICANT_SORTS, params.get('sort')) ?? 'newest',
    page: pageOf(params),
  };
}

/** The address's query with one setting changed; any change but the page's starts again at page 1. */
export function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
}

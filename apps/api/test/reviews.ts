import type { TestApp } from './build-test-app';
import { acceptedContract } from './contracts';
import { call } from './hiring';

type Headers = Record<string, string>;

export const TALENT_REVIEW = {
  rating: 5,
  comment: 'Clear brief, paid on the day, a safe and kind set.',
  subRatings: { brief: 5, paidOnTime: 5, safeSet: 4, communication: 5 },
  again: true,
};

export const ORGANIZATION_REVIEW = {
  rating: 4,
  comment: 'Prepared, punctual and easy to direct.',
  subRatings: { quality: 4, professionalism: 5, communication: 4 },
  again: true,
};

/** An accepted contract the organization has finished: both sides may review it. */
export async function finishedContract(t: TestApp, contract?: Awaited<ReturnType<typeof acceptedContract>>) {
  const accepted = contract ?? (await acceptedContract(t));
  const finished = await call(t, 'PATCH', `/jobs/${accepted.job.id}/finish`, accepted.organization.headers, {
    requestId: accepted.requestId,
  });
  if (finished.statusCode !== 200) throw new Error(`finish failed: ${finished.body}`);
  return accepted;
}

export function writeReview(t: TestApp, headers: Headers, requestId: string, body: object) {
  return call(t, 'POST', `/job-requests/${requestId}/reviews`, headers, body);
}

export interface ReviewView {
  id: string;
  author: string;
  status: 'HIDDEN' | 'PUBLISHED';
  publishAt: string | null;
  rating: number | null;
  comment: string | null;
  reply: { comment: string } | null;
  [key: string]: unknown;
}

export async function reviewsOf(t: TestApp, headers: Headers, requestId: string) {
  const response = await call(t, 'GET', `/job-requests/${requestId}/reviews`, headers);
  if (response.statusCode !== 200) throw new Error(`reviews failed: ${response.body}`);
  return response.json<{
    data: { closesAt: string | null; canReview: boolean; mine: ReviewView | null; theirs: ReviewView | null };
  }>().data;
}

const WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Runs the reviews' background work once the 14-day window has passed (plus `extraMs`), then
 * brings the clock back: sessions last 7 days, and the tests read on as the same people.
 */
export async function afterWindow(t: TestApp, extraMs = 0): Promise<void> {
  t.clock.advance(WINDOW_MS + extraMs);
  await t.app.reviews.scheduler.runDue();
  t.clock.advance(-WINDOW_MS - extraMs);
}

/** The kinds of the caller's notifications, newest first. */
export async function notificationKinds(t: TestApp, headers: Headers): Promise<string[]> {
  const response = await call(t, 'GET', '/notifications?paginate[limit]=50', headers);
  if (response.statusCode !== 200) throw new Error(`notifications failed: ${response.body}`);
  return response.json<{ data: { items: { kind: string }[] } }>().data.items.map((item) => item.kind);
}

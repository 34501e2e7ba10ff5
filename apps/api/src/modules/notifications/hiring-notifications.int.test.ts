import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, jobWithApplicants } from '../../../test/hiring';
import { onboardedTalent } from '../../../test/onboarded';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

interface Listed {
  readonly kind: string;
  readonly jobId: string | null;
  readonly chatId: string | null;
  readonly read: boolean;
}

async function notificationsOf(headers: Record<string, string>): Promise<Listed[]> {
  const response = await call(t, 'GET', '/notifications', headers);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { items: Listed[] } }>().data.items;
}

it('tells a talent they were invited to apply, linking the job and the chat', async () => {
  const { organization, job } = await jobWithApplicants(t, 0);
  const talent = await onboardedTalent(t);
  const invited = await call(t, 'POST', `/jobs/${job.id}/invitations`, organization.headers, {
    individualId: talent.individualId,
  });
  expect(invited.statusCode).toBe(201);
  const chatId = invited.json<{ data: { chatId: string } }>().data.chatId;
  expect(await notificationsOf(talent.headers)).toEqual([
    expect.objectContaining({ kind: 'INVITATION', jobId: job.id, chatId, read: false }),
  ]);
});

it('tells each pending applicant when the job closes, and no one whose request was decided', async () => {
  const { organization, job, talents } = await jobWithApplicants(t, 3);
  const [accepted, ...pending] = talents;
  if (accepted === undefined) throw new Error('three applicants');
  const accept = await call(t, 'PATCH', `/jobs/${job.id}/accept`, organization.headers, {
    requestId: accepted.requestId,
  });
  expect(accept.statusCode).toBe(200);
  const closed = await call(t, 'PATCH', `/jobs/${job.id}/close`, organization.headers);
  expect(closed.statusCode).toBe(200);
  for (const talent of pending) {
    expect(await notificationsOf(talent.headers)).toContainEqual(
      expect.objectContaining({ kind: 'JOB_CLOSED', jobId: job.id, chatId: talent.chatId }),
    );
  }
  const kinds = (await notificationsOf(accepted.headers)).map((notification) => notification.kind);
  expect(kinds).toContain('APPLICATION_ACCEPTED');
  expect(kinds).not.toContain('JOB_CLOSED');
});

it('leaves out the applicants who switched closed-job notifications off when the job closes', async () => {
  const { organization, job, talents } = await jobWithApplicants(t, 2);
  const [quiet, told] = talents;
  if (quiet === undefined || told === undefined) throw new Error('two applicants');
  const off = await call(t, 'PUT', '/users/me/notification-settings', quiet.headers, {
    settings: [{ kind: 'JOB_CLOSED', enabled: false }],
  });
  expect(off.statusCode).toBe(200);
  const closed = await call(t, 'PATCH', `/jobs/${job.id}/close`, organization.headers);
  expect(closed.statusCode).toBe(200);
  expect(await notificationsOf(quiet.headers)).toEqual([]);
  expect(await notificationsOf(told.headers)).toEqual([
    expect.objectContaining({ kind: 'JOB_CLOSED', jobId: job.id, chatId: told.chatId, read: false }),
  ]);
});

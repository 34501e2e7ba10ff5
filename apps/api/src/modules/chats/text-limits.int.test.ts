import { MAX_LENGTHS } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('the lengths the forms show, held by the server', () => {
  it(`takes a cover letter and a message of ${String(MAX_LENGTHS.coverLetter)} characters, and refuses one more`, async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    const tooLong = await apply(t, talent.headers, await postJob(t, organization.headers), 'a'.repeat(2001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toEqual(['Cover letter must be at most 2000 characters.']);
    const applied = await apply(t, talent.headers, await postJob(t, organization.headers), 'a'.repeat(2000));
    expect(applied.statusCode).toBe(201);
    const { chatId } = applied.json<{ data: { chatId: string } }>().data;
    const send = (content: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/chats/${chatId}/messages`,
        headers: talent.headers,
        payload: { content },
      });
    expect((await send('a'.repeat(2000))).statusCode).toBe(201);
    const long = await send('a'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toEqual(['Message must be at most 2000 characters.']);
  });

  it(`keeps a review comment to ${String(MAX_LENGTHS.reviewComment)} characters`, async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    const job = await postJob(t, organization.headers);
    const { jobRequest } = (await apply(t, talent.headers, job)).json<{
      data: { jobRequest: { id: string } };
    }>().data;
    for (const action of ['accept', 'finish'])
      await t.app.inject({
        method: 'PATCH',
        url: `${API}/jobs/${job.id}/${action}`,
        headers: organization.headers,
        payload: { requestId: jobRequest.id },
      });
    const review = (comment: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/jobs/${job.id}/reviews`,
        headers: organization.headers,
        payload: { rating: 5, comment },
      });
    const long = await review('a'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toEqual(['Comment must be at most 1000 characters.']);
    expect((await review('a'.repeat(1000))).statusCode).toBe(201);
  });
});

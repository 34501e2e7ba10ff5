import { ReportSchema } from '@casting/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import { postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import {
  ORGANIZATION_REVIEW,
  TALENT_REVIEW,
  finishedContract,
  reviewsOf,
  writeReview,
} from '../../../test/reviews';

type Headers = Record<string, string>;

let t: TestApp;

afterEach(async () => {
  await t.close();
});

const THANKS =
  'Thank you for your report. Our team will review it and act if it breaks our rules; the account will not be told who reported it.';

function report(headers: Headers, body: object) {
  return call(t, 'POST', '/reports', headers, body);
}

/** An organization and a talent in a chat, with one message from the organization. */
async function chatWithMessage() {
  const organization = await onboardedOrganization(t);
  const talent = await onboardedTalent(t, 'MODEL');
  const chatId = (
    await call(t, 'POST', '/chats', organization.headers, { individualId: talent.individualId })
  ).json<{ data: { id: string } }>().data.id;
  const sent = await call(t, 'POST', `/chats/${chatId}/messages`, organization.headers, {
    content: 'Please send your fee by bank transfer first.',
  });
  return { organization, talent, chatId, messageId: sent.json<{ data: { id: string } }>().data.id };
}

describe('reporting', () => {
  it('reports a message of the reporter’s chat, thanks them in their language, and answers a second report with the first', async () => {
    t = await buildTestApp();
    const { talent, messageId } = await chatWithMessage();
    const body = {
      targetType: 'MESSAGE',
      targetId: messageId,
      reason: 'OFF_PLATFORM_PAYMENT',
      details: ' Asked me to pay. ',
    };
    const first = await report(talent.headers, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(THANKS);
    const made = ReportSchema.parse(first.json().data);
    expect(made).toMatchObject({
      targetType: 'MESSAGE',
      targetId: messageId,
      reason: 'OFF_PLATFORM_PAYMENT',
      details: 'Asked me to pay.',
    });
    expect(Object.keys(first.json().data).sort()).toEqual([
      'createdAt',
      'details',
      'id',
      'reason',
      'targetId',
      'targetType',
    ]);

    const again = await call(
      t,
      'POST',
      '/reports',
      { ...talent.headers, 'accept-language': 'ar' },
      { ...body, reason: 'SPAM' },
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(again.json().message).toBe(
      'شكرًا على بلاغك. سيراجعه فريقنا ويتخذ الإجراء المناسب إن كان مخالفًا لقواعدنا، ولن يُبلَّغ صاحب الحساب بهوية من أبلغ عنه.',
    );
  });

  it('answers 404 for a message of someone else’s chat, and 409 for the reporter’s own', async () => {
    t = await buildTestApp();
    const { organization, messageId } = await chatWithMessage();
    const outsider = await onboardedTalent(t);
    const elsewhere = await report(outsider.headers, {
      targetType: 'MESSAGE',
      targetId: messageId,
      reason: 'SPAM',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This message does not exist.' });
    const own = await report(organization.headers, {
      targetType: 'MESSAGE',
      targetId: messageId,
      reason: 'SPAM',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot report yourself or what you wrote.');
  });

  it('reports a user by their user, talent profile or organization id, a job, and a published review', async () => {
    t = await buildTestApp();
    const reporter = await onboardedTalent(t);
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t, 'MODEL');
    const job = await postJob(t, organization.headers);
    for (const [targetType, targetId] of [
      ['USER', organization.organizationId],
      ['USER', talent.individualId],
      ['USER', talent.userId],
      ['JOB', job.id],
    ]) {
      const made = await report(reporter.headers, { targetType, targetId, reason: 'FAKE_PROFILE' });
      expect(made.statusCode, `${String(targetType)} ${String(targetId)}`).toBe(201);
    }
    expect(
      (
        await report(reporter.headers, {
          targetType: 'JOB',
          targetId: organization.organizationId,
          reason: 'SCAM',
        })
      ).statusCode,
    ).toBe(404);

    const contract = await finishedContract(t);
    await writeReview(t, contract.organization.headers, contract.requestId, ORGANIZATION_REVIEW);
    const reviewId = (await reviewsOf(t, contract.organization.headers, contract.requestId)).mine?.id ?? '';
    const blind = await report(reporter.headers, {
      targetType: 'REVIEW',
      targetId: reviewId,
      reason: 'INAPPROPRIATE',
    });
    expect(blind.statusCode).toBe(404);
    await writeReview(t, contract.talent.headers, contract.requestId, TALENT_REVIEW);
    const published = await report(reporter.headers, {
      targetType: 'REVIEW',
      targetId: reviewId,
      reason: 'INAPPROPRIATE',
    });
    expect(published.statusCode).toBe(201);
  });

  it('refuses an unknown reason, target or over-long details with the contract’s sentences', async () => {
    t = await buildTestApp();
    const reporter = await onboardedTalent(t);
    const organization = await onboardedOrganization(t);
    const bad = await report(reporter.headers, {
      targetType: 'PHOTO',
      targetId: organization.organizationId,
      reason: 'BORED',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['Please choose what you are reporting.', 'Please choose a reason.']);
    const long = await report(reporter.headers, {
      targetType: 'USER',
      targetId: organization.organizationId,
      reason: 'OTHER',
      details: 'x'.repeat(1001),
    });
    expect(long.json().message).toEqual(['Details must be at most 1000 characters.']);
  });

  it('allows a set number of reports an hour per account (429 with Retry-After), a repeated one not counting', async () => {
    t = await buildTestApp({ env: { ACCOUNT_REPORTS_PER_HOUR: '2' } });
    const reporter = await onboardedTalent(t);
    const targets = [
      await onboardedOrganization(t),
      await onboardedOrganization(t),
      await onboardedOrganization(t),
    ];
    const of = (index: number) => ({
      targetType: 'USER',
      targetId: targets[index]?.organizationId,
      reason: 'SPAM',
    });
    expect((await report(reporter.headers, of(0))).statusCode).toBe(201);
    expect((await report(reporter.headers, of(0))).statusCode).toBe(201);
    expect((await report(reporter.headers, of(1))).statusCode).toBe(201);
    const third = await report(reporter.headers, of(2));
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json().message).toMatch(/^You can send up to 2 reports an hour\. Please try again in /);
    expect((await report(reporter.headers, of(1))).statusCode).toBe(201);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await report(reporter.headers, of(2))).statusCode).toBe(201);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, jobWithApplicants } from '../../../test/hiring';
import { operatorSession } from '../../../test/operators';
import { messages } from '../../db/schema/chats';
import { jobs } from '../../db/schema/jobs';
import { reports } from '../../db/schema/reports';

let t: TestApp;
let operator: Awaited<ReturnType<typeof operatorSession>>;

beforeAll(async () => {
  t = await buildTestApp();
  operator = await operatorSession(t);
});

afterAll(async () => {
  await t.close();
});

/** A report as `POST /reports` stores it. */
async function report(values: typeof reports.$inferInsert): Promise<string> {
  const [row] = await t.db.db.insert(reports).values(values).returning({ id: reports.id });
  if (row === undefined) throw new Error('no report');
  return row.id;
}

function decide(id: string, payload: object) {
  return call(t, 'PATCH', `/operator/reports/${id}`, operator.headers, payload);
}

/** A talent in a chat with an organization that wrote to her, and what she can report. */
async function harassedTalent() {
  const { organization, job, talents } = await jobWithApplicants(t, 1);
  const [talent] = talents;
  if (talent === undefined) throw new Error('no talent');
  const sent = await call(t, 'POST', `/chats/${talent.chatId}/messages`, organization.headers, {
    content: 'Send me private photos tonight.',
  });
  const messageId = sent.json<{ data: { id: string } }>().data.id;
  return { organization, job, talent, messageId };
}

async function notificationsOf(headers: Record<string, string>) {
  const response = await call(t, 'GET', '/notifications', headers);
  return response.json<{ data: { items: { kind: string; note: string | null; chatId: string | null }[] } }>()
    .data.items;
}

describe('the reports queue', () => {
  it('shows each open report with the message and those around it, the reporter and earlier reports', async () => {
    const { organization, talent, messageId, job } = await harassedTalent();
    await report({
      reporterUserId: talent.userId,
      targetType: 'JOB',
      targetId: job.id,
      accountUserId: organization.userId,
      reason: 'SCAM',
    });
    const id = await report({
      reporterUserId: talent.userId,
      targetType: 'MESSAGE',
      targetId: messageId,
      accountUserId: organization.userId,
      reason: 'HARASSMENT',
      details: 'At night, twice.',
    });
    const response = await call(t, 'GET', '/operator/reports?paginate[limit]=50', operator.headers);
    expect(response.statusCode).toBe(200);
    const item = response
      .json<{ data: { items: { id: string }[] } }>()
      .data.items.find((candidate) => candidate.id === id);
    expect(item).toMatchObject({
      status: 'OPEN',
      reason: 'HARASSMENT',
      details: 'At night, twice.',
      reporter: { id: talent.userId, email: talent.email },
      account: { id: organization.userId, role: 'ORGANIZATION', suspension: null },
      context: { chat: { id: talent.chatId }, job: null, review: null },
      earlierReports: [{ targetType: 'JOB', reason: 'SCAM', status: 'OPEN' }],
    });
    const chat = (item as unknown as { context: { chat: { messages: { id: string; content: string }[] } } })
      .context.chat;
    expect(chat.messages.map((message) => message.id)).toContain(messageId);
    expect(chat.messages.length).toBeGreaterThan(1);
  });

  it('hides a message from the chat and tells its author why', async () => {
    const { organization, talent, messageId } = await harassedTalent();
    const id = await report({
      reporterUserId: talent.userId,
      targetType: 'MESSAGE',
      targetId: messageId,
      accountUserId: organization.userId,
      reason: 'HARASSMENT',
    });
    const decided = await decide(id, { action: 'HIDE', reason: 'Asking for private photos is harassment.' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ data: { status: 'ACTIONED', action: 'HIDE' } });
    const [message] = await t.db.db.select().from(messages).where(eq(messages.id, messageId));
    expect(message?.hiddenAt).not.toBeNull();
    expect(await notificationsOf(organization.headers)).toContainEqual(
      expect.objectContaining({
        kind: 'CONTENT_HIDDEN',
        note: 'Asking for private photos is harassment.',
        chatId: talent.chatId,
      }),
    );
    const again = await decide(id, { action: 'DISMISS', reason: 'Second thoughts' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOT_ALLOWED', message: 'This report is already decided.' });
  });

  it('hides a job, warns an account, and dismisses', async () => {
    const { organization, talent, job } = await harassedTalent();
    const jobReport = await report({
      reporterUserId: talent.userId,
      targetType: 'JOB',
      targetId: job.id,
      accountUserId: organization.userId,
      reason: 'SCAM',
    });
    expect((await decide(jobReport, { action: 'HIDE', reason: 'Deposit asked up front.' })).statusCode).toBe(
      200,
    );
    const [hidden] = await t.db.db.select({ hiddenAt: jobs.hiddenAt }).from(jobs).where(eq(jobs.id, job.id));
    expect(hidden?.hiddenAt).not.toBeNull();

    const userReport = await report({
      reporterUserId: talent.userId,
      targetType: 'USER',
      targetId: organization.userId,
      accountUserId: organization.userId,
      reason: 'OFF_PLATFORM_PAYMENT',
    });
    expect((await decide(userReport, { action: 'HIDE', reason: 'x' })).statusCode).toBe(409);
    expect(
      (await decide(userReport, { action: 'WARN', reason: 'Keep payments on the platform.' })).statusCode,
    ).toBe(200);
    expect(await notificationsOf(organization.headers)).toContainEqual(
      expect.objectContaining({ kind: 'ACCOUNT_WARNED', note: 'Keep payments on the platform.' }),
    );

    const spam = await report({
      reporterUserId: organization.userId,
      targetType: 'USER',
      targetId: talent.userId,
      accountUserId: talent.userId,
      reason: 'SPAM',
    });
    expect((await decide(spam, { action: 'DISMISS', reason: 'Not spam.' })).statusCode).toBe(200);
    const dismissed = await call(t, 'GET', '/operator/reports?filter[status]=DISMISSED', operator.headers);
    expect(
      dismissed.json<{ data: { items: { id: string }[] } }>().data.items.map((item) => item.id),
    ).toContain(spam);
  });

  it('suspends the account for the days given, or bans it, and audits the decision', async () => {
    const { organization, talent, messageId } = await harassedTalent();
    const id = await report({
      reporterUserId: talent.userId,
      targetType: 'MESSAGE',
      targetId: messageId,
      accountUserId: organization.userId,
      reason: 'HARASSMENT',
    });
    expect((await decide(id, { action: 'SUSPEND', reason: 'Harassment' })).statusCode).toBe(400);
    const suspended = await decide(id, { action: 'SUSPEND', days: 30, reason: 'Harassment' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      data: { account: { suspension: { reason: 'Harassment' } }, action: 'SUSPEND' },
    });
    expect((await call(t, 'GET', '/users/me', organization.headers)).statusCode).toBe(401);
    const log = await call(t, 'GET', '/operator/audit-log', operator.headers);
    const actions = log
      .json<{ data: { items: { action: string; targetId: string }[] } }>()
      .data.items.filter((entry) => entry.targetId === id || entry.targetId === organization.userId)
      .map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['REPORT_DECIDED', 'USER_SUSPENDED']));
  });

  it('answers 404 for a report that does not exist', async () => {
    expect(
      (await decide('00000000-0000-4000-8000-000000000000', { action: 'DISMISS', reason: 'x' })).statusCode,
    ).toBe(404);
  });
});

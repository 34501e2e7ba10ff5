import { createHash } from 'node:crypto';
import { SPECIALTIES, type IndividualCard } from '@casting/contract';
import { eq, inArray, isNotNull, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { chats, messages } from '../db/schema/chats';
import { individuals } from '../db/schema/individuals';
import { jobRequests } from '../db/schema/job-requests';
import { jobs } from '../db/schema/jobs';
import { mediaRequestFiles, mediaRequests } from '../db/schema/media-requests';
import { notifications } from '../db/schema/notifications';
import { organizations } from '../db/schema/organizations';
import { reviews } from '../db/schema/reviews';
import { users } from '../db/schema/users';
import { loadEnv } from '../env';
import { createEventBus } from '../lib/events/event-bus';
import { documentStorageFromEnv, storageFromEnv } from '../lib/storage/storage-from-env';
import { totpCodeAt } from '../modules/operators/totp';
import { DEMO_OPERATOR } from './demo-trust-and-safety';
import { seedDemo } from './seed-demo';

let t: TestApp;

// One seed for every check: it draws and stores a few hundred pictures.
beforeAll(async () => {
  t = await buildTestApp();
  const env = loadEnv({ DATA_DIR: t.dataDir, PUBLIC_URL: 'http://localhost:3000' });
  const seeded = await seedDemo({
    db: t.db.db,
    clock: t.clock,
    storage: storageFromEnv(env),
    documentStorage: documentStorageFromEnv(env),
    mediaPublicUrl: undefined,
    events: createEventBus(t.db, pino({ level: 'silent' })),
    logger: pino({ level: 'silent' }),
    limits: env.accountLimits,
    env,
  });
  expect(seeded).toBe(true);
}, 600_000);

afterAll(async () => {
  await t.close();
});

async function tokenOf(email: string, role: 'ORGANIZATION' | 'INDIVIDUAL'): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email, role, password: 'Demo@2026' },
  });
  return login.json<{ data: { token: string } }>().data.token;
}

async function cardsOf(token: string, specialty: string): Promise<IndividualCard[]> {
  const page = await t.app.inject({
    method: 'GET',
    url: `${API}/individuals?filter[individualCategory]=${specialty}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(page.statusCode).toBe(200);
  return page.json<{ data: { items: IndividualCard[] } }>().data.items;
}

const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

describe('the demo seed', () => {
  it('fills a marketplace: 40 talents in all ten specialties, 12 organizations, 30 jobs, reviews', async () => {
    const db = t.db.db;
    const n = sql<number>`count(*)::int`;
    expect(await count(db.select({ n }).from(individuals))).toBeGreaterThanOrEqual(40);
    const specialties = await db.selectDistinct({ role: individuals.role }).from(individuals);
    expect(specialties.map(({ role }) => role).sort()).toEqual([...SPECIALTIES].sort());
    expect(await count(db.select({ n }).from(organizations))).toBe(12);
    expect(await count(db.select({ n }).from(jobs))).toBe(30);
    expect(await count(db.select({ n }).from(reviews))).toBeGreaterThanOrEqual(10);
    const distinctReviews = await db.selectDistinct({ comment: reviews.comment }).from(reviews);
    expect(distinctReviews.length).toBeGreaterThanOrEqual(10);
  });

  it('has every applicant apply for work in their own specialty', async () => {
    const mismatched = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobRequests)
      .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
      .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
      .where(ne(jobs.jobCategory, individuals.role));
    expect(mismatched[0]?.n).toBe(0);
    const statuses = await t.db.db.selectDistinct({ status: jobRequests.status }).from(jobRequests);
    expect(statuses.length).toBeGreaterThanOrEqual(4);
  });

  it('gives every talent a distinct portrait, served as a thumbnail beside a larger display rendition', async () => {
    const token = await tokenOf('studio@demo.nujoom.sa', 'ORGANIZATION');
    const hashes = new Set<string>();
    let talents = 0;
    for (const specialty of SPECIALTIES) {
      for (const card of await cardsOf(token, specialty)) {
        talents += 1;
        const thumbnail = card.profilePicture ?? '';
        expect(thumbnail).toMatch(/^\/media\/[0-9a-f-]{36}-thumb\.webp$/);
        const display = thumbnail.replace('-thumb.webp', '.webp');
        const [small, large] = await Promise.all(
          [thumbnail, display].map((url) => t.app.inject({ method: 'GET', url })),
        );
        expect(small?.statusCode).toBe(200);
        expect(large?.statusCode).toBe(200);
        const smallSize = await sharp(small?.rawPayload).metadata();
        const largeSize = await sharp(large?.rawPayload).metadata();
        expect(Math.max(smallSize.width, smallSize.height)).toBeLessThanOrEqual(480);
        expect(largeSize.width).toBeGreaterThan(smallSize.width);
        hashes.add(
          createHash('sha256')
            .update(large?.rawPayload ?? '')
            .digest('hex'),
        );
      }
    }
    expect(talents).toBeGreaterThanOrEqual(40);
    expect(hashes.size).toBe(talents);
  });

  it('spreads its history over the months before the seeding time, in the order it happened', async () => {
    const db = t.db.db;
    const now = t.clock.now().getTime();
    const spreadOf = async (column: AnyColumn, from: PgTable) => {
      const [row] = await db
        .select({
          first: sql<string>`min(${column})::text`,
          last: sql<string>`max(${column})::text`,
          days: sql<number>`count(distinct date_trunc('day', ${column}))::int`,
        })
        .from(from);
      return { first: Date.parse(row?.first ?? ''), last: Date.parse(row?.last ?? ''), days: row?.days ?? 0 };
    };
    const DAY = 24 * 60 * 60 * 1000;
    for (const [column, table] of [
      [users.createdAt, users],
      [individuals.createdAt, individuals],
      [jobs.createdAt, jobs],
      [jobRequests.createdAt, jobRequests],
      [messages.createdAt, messages],
      [reviews.createdAt, reviews],
      [notifications.createdAt, notifications],
    ] as const) {
      const { first, last, days } = await spreadOf(column, table);
      expect(last).toBeLessThanOrEqual(now);
      expect(last - first).toBeGreaterThanOrEqual(60 * DAY);
      expect(days).toBeGreaterThanOrEqual(5);
    }
    const n = sql<number>`count(*)::int`;
    // Nothing in a chat comes before the chat, and what people wrote comes after it began.
    const early = db
      .select({ n })
      .from(messages)
      .innerJoin(chats, eq(chats.id, messages.chatId))
      .where(
        sql`${messages.createdAt} < ${chats.createdAt} or (${messages.messageType} = 'TEXT' and ${messages.notice} is null and ${messages.createdAt} <= ${chats.createdAt})`,
      );
    expect(await count(early)).toBe(0);
    // A review comes after the application, and the contract is paid when it is reviewed.
    const reviewedEarly = db
      .select({ n })
      .from(reviews)
      .innerJoin(jobRequests, eq(jobRequests.id, reviews.jobRequestId))
      .where(
        sql`${reviews.createdAt} <= ${jobRequests.createdAt} or (${reviews.authorRole} = 'ORGANIZATION' and ${jobRequests.completedAt} <> ${reviews.createdAt})`,
      );
    expect(await count(reviewedEarly)).toBe(0);
    // Only the newest notifications are unread: the rest were read long ago.
    const read = await count(
      db
        .select({ n })
        .from(notifications)
        .where(sql`${notifications.readAt} is not null`),
    );
    expect(read).toBeGreaterThan(0);
  });

  it('never accepts more people for a job than it asks for', async () => {
    const accepted = await t.db.db
      .select({ jobId: jobRequests.jobId, headcount: jobs.headcount, n: sql<number>`count(*)::int` })
      .from(jobRequests)
      .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
      .where(inArray(jobRequests.status, ['APPROVED', 'FINISHED']))
      .groupBy(jobRequests.jobId, jobs.headcount);
    expect(accepted.length).toBeGreaterThan(5);
    for (const job of accepted) expect(job.n).toBeLessThanOrEqual(job.headcount);
    const [runway] = await t.db.db
      .select({ headcount: jobs.headcount })
      .from(jobs)
      .where(eq(jobs.title, 'Runway models for Riyadh Fashion Week'));
    expect(runway?.headcount).toBeGreaterThanOrEqual(3);
  });

  it('shows models head to feet in their full-body pictures', async () => {
    const token = await tokenOf('studio@demo.nujoom.sa', 'ORGANIZATION');
    const models = await cardsOf(token, 'MODEL');
    expect(models.length).toBeGreaterThanOrEqual(3);
    for (const card of models.slice(0, 3)) {
      const profile = await t.app.inject({
        method: 'GET',
        url: `${API}/individuals/${card.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(profile.statusCode).toBe(200);
      const info = profile.json<{ data: { specialtyInfo: { fullBodyShots?: unknown[] } } }>().data
        .specialtyInfo;
      const shots = (info.fullBodyShots ?? []).map(String);
      expect(shots.length).toBeGreaterThanOrEqual(1);
      for (const url of shots) {
        const file = await t.app.inject({ method: 'GET', url: url.replace('-thumb.webp', '.webp') });
        expect(file.statusCode).toBe(200);
        const { width, height } = await sharp(file.rawPayload).metadata();
        expect(height / width).toBeGreaterThanOrEqual(1.4);
      }
    }
  });

  it('leaves unread notifications for the demo organization and talent', async () => {
    for (const account of [
      { email: 'studio@demo.nujoom.sa', role: 'ORGANIZATION' as const },
      { email: 'lina@demo.nujoom.sa', role: 'INDIVIDUAL' as const },
    ]) {
      const page = await t.app.inject({
        method: 'GET',
        url: `${API}/notifications`,
        headers: { authorization: `Bearer ${await tokenOf(account.email, account.role)}` },
      });
      const { unreadCount, items } = page.json<{ data: { unreadCount: number; items: unknown[] } }>().data;
      expect(unreadCount).toBeGreaterThan(0);
      expect(items.length).toBeGreaterThan(0);
    }
  });
});

describe('the demo media requests', () => {
  it('has a job with a self-tape answered with a video and a photo still owed (issue 37)', async () => {
    const rows = await t.db.db
      .select({ jobId: mediaRequests.jobId, kind: mediaRequests.kind, state: mediaRequests.state })
      .from(mediaRequests)
      .orderBy(mediaRequests.kind);
    expect(rows.map(({ kind, state }) => ({ kind, state }))).toEqual([
      { kind: 'PHOTO', state: 'PENDING' },
      { kind: 'VIDEO', state: 'ANSWERED' },
    ]);
    expect(new Set(rows.map((row) => row.jobId)).size).toBe(1);
    expect(await t.db.db.select().from(mediaRequestFiles)).toHaveLength(1);
  });
});

describe('the demo reviews', () => {
  it('has talent reviewing organizations, a review waiting for the organization, replies, and organizations still New', async () => {
    const db = t.db.db;
    const published = await db
      .select({ organizationId: reviews.organizationId, reply: reviews.reply })
      .from(reviews)
      .where(sql`${reviews.authorRole} = 'INDIVIDUAL' and ${reviews.publishedAt} is not null`);
    expect(published.length).toBeGreaterThanOrEqual(5);
    expect(published.some((review) => review.reply !== null)).toBe(true);

    const studio = { authorization: `Bearer ${await tokenOf('studio@demo.nujoom.sa', 'ORGANIZATION')}` };
    const waiting = await db
      .select({ requestId: reviews.jobRequestId })
      .from(reviews)
      .where(sql`${reviews.publishedAt} is null`);
    expect(waiting).toHaveLength(1);
    const contract = await t.app.inject({
      url: `${API}/job-requests/${waiting[0]?.requestId ?? ''}/reviews`,
      headers: studio,
    });
    expect(contract.json<{ data: unknown }>().data).toMatchObject({
      canReview: true,
      mine: null,
      theirs: { status: 'HIDDEN', comment: null },
    });

    const ratings = await db.select({ count: organizations.ratingCount }).from(organizations);
    expect(ratings.some(({ count }) => count >= 3)).toBe(true);
    expect(ratings.some(({ count }) => count < 3)).toBe(true);
    const lina = { authorization: `Bearer ${await tokenOf('lina@demo.nujoom.sa', 'INDIVIDUAL')}` };
    const [linaId] = await db
      .select({ id: individuals.id })
      .from(individuals)
      .innerJoin(users, eq(users.id, individuals.userId))
      .where(eq(users.email, 'lina@demo.nujoom.sa'));
    const linaReviews = await t.app.inject({
      url: `${API}/individuals/${linaId?.id ?? ''}/reviews`,
      headers: lina,
    });
    const listed = linaReviews.json<{ data: { reviews: { reply: unknown; subRatings: unknown }[] } }>().data
      .reviews;
    expect(listed).toHaveLength(3);
    expect(listed.some((review) => review.reply !== null)).toBe(true);
    expect(listed.every((review) => review.subRatings !== null)).toBe(true);
  });
});

describe('the demo money', () => {
  it('gives sara@ a withdrawable balance and a tax invoice, and events@ milestones in every state', async () => {
    const talent = { authorization: `Bearer ${await tokenOf('sara@demo.nujoom.sa', 'INDIVIDUAL')}` };
    const balance = await t.app.inject({ url: `${API}/users/me/balance`, headers: talent });
    expect(balance.json<{ data: Record<string, { amount: number }> }>().data).toMatchObject({
      available: { amount: 159_300 },
      held: { amount: 95_000 + 60_000 + 45_000 },
    });
    const invoices = await t.app.inject({ url: `${API}/users/me/invoices`, headers: talent });
    expect(invoices.json<{ data: { items: { kind: string }[] } }>().data.items).toEqual([
      expect.objectContaining({ kind: 'TAX_INVOICE' }),
    ]);
    const organization = {
      authorization: `Bearer ${await tokenOf('events@demo.nujoom.sa', 'ORGANIZATION')}`,
    };
    const lines = await t.app.inject({ url: `${API}/users/me/transactions`, headers: organization });
    expect(lines.json<{ data: { items: unknown[] } }>().data.items).toHaveLength(4);
  });
});

describe('the demo console', () => {
  it("signs the README's operator in with its TOTP secret, to open reports, one pending verification and a suspended talent", async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: `${API}/operator/sessions`,
      payload: {
        email: DEMO_OPERATOR.email,
        password: 'Demo@2026',
        totp: totpCodeAt(DEMO_OPERATOR.totpSecret, t.clock.now()),
      },
    });
    expect(signIn.statusCode).toBe(201);
    const operator = { authorization: `Bearer ${signIn.json<{ data: { token: string } }>().data.token}` };
    const reports = await t.app.inject({ url: `${API}/operator/reports`, headers: operator });
    const open = reports.json<{ data: { items: { targetType: string }[] } }>().data.items;
    expect(open.map((report) => report.targetType).sort()).toEqual(['JOB', 'MESSAGE', 'USER']);
    const pending = await t.app.inject({ url: `${API}/operator/verifications`, headers: operator });
    const waiting = pending.json<{ data: { items: { document: string }[] } }>().data.items;
    expect(waiting).toHaveLength(1);
    const document = await t.app.inject({ url: waiting[0]?.document ?? '', headers: operator });
    expect([document.statusCode, document.headers['content-type']]).toEqual([200, 'application/pdf']);
    const [suspended] = await t.db.db
      .select({ email: users.email })
      .from(users)
      .where(isNotNull(users.suspendedAt));
    const found = await t.app.inject({
      url: `${API}/operator/users?search=${encodeURIComponent(suspended?.email ?? '')}`,
      headers: operator,
    });
    expect(found.json()).toMatchObject({
      data: { items: [{ suspension: { until: expect.any(String) as unknown } }] },
    });
  });

  it('has a talent for each choice of who sees their photos: saud@ organizations only, arwa@ verified ones', async () => {
    const visibilities = await t.db.db
      .select({ email: users.email, mediaVisibility: individuals.mediaVisibility })
      .from(individuals)
      .innerJoin(users, eq(users.id, individuals.userId));
    expect(new Set(visibilities.map((row) => row.mediaVisibility))).toEqual(
      new Set(['SIGNED_IN', 'ORGANIZATIONS', 'VERIFIED_ORGANIZATIONS']),
    );
    const choiceOf = (email: string) => visibilities.find((row) => row.email === email)?.mediaVisibility;
    expect(choiceOf('saud@demo.nujoom.sa')).toBe('ORGANIZATIONS');
    expect(choiceOf('arwa@demo.nujoom.sa')).toBe('VERIFIED_ORGANIZATIONS');
  });

  it('shows studio@ verified on its jobs', async () => {
    const lina = { authorization: `Bearer ${await tokenOf('lina@demo.nujoom.sa', 'INDIVIDUAL')}` };
    const verified = await t.app.inject({
      url: `${API}/jobs?filter[verified]=true&paginate[limit]=50`,
      headers: lina,
    });
    const cards = verified.json<{
      data: { items: { organization: { name: string; verified: boolean } }[] };
    }>().data.items;
    expect(cards.length).toBeGreaterThan(0);
    expect(new Set(cards.map((card) => card.organization.name)).size).toBe(1);
    expect(cards.every((card) => card.organization.verified)).toBe(true);
  });

  it('gives lina@ a verified Mawthooq badge, yousef@ one waiting, khalid@ a tour-guide licence expiring soon, and a job requiring Mawthooq', async () => {
    const studio = { authorization: `Bearer ${await tokenOf('studio@demo.nujoom.sa', 'ORGANIZATION')}` };
    const licensed = await t.app.inject({
      url: `${API}/individuals?filter[licence]=MAWTHOOQ&paginate[limit]=50`,
      headers: studio,
    });
    const cards = licensed.json<{ data: { items: IndividualCard[] } }>().data.items;
    expect(cards.map((card) => card.fullName)).toEqual([expect.stringMatching(/^Lina /) as unknown]);
    expect(cards[0]?.licences).toMatchObject([{ type: 'MAWTHOOQ' }]);
    const yousef = { authorization: `Bearer ${await tokenOf('yousef@demo.nujoom.sa', 'INDIVIDUAL')}` };
    const own = await t.app.inject({ url: `${API}/individuals/me/licences`, headers: yousef });
    expect(own.json()).toMatchObject({ data: { licences: [{ type: 'MAWTHOOQ', status: 'PENDING' }] } });
    const khalid = { authorization: `Bearer ${await tokenOf('khalid@demo.nujoom.sa', 'INDIVIDUAL')}` };
    const guide = await t.app.inject({ url: `${API}/individuals/me/licences`, headers: khalid });
    const [licence] = guide.json<{ data: { licences: { status: string; expiresOn: string }[] } }>().data
      .licences;
    expect(licence?.status).toBe('VERIFIED');
    expect(Date.parse(licence?.expiresOn ?? '') - t.clock.now().getTime()).toBeLessThan(30 * 24 * 3600_000);
    const [job] = await t.db.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.requiredLicence, 'MAWTHOOQ'));
    const detail = await t.app.inject({ url: `${API}/jobs/${job?.id ?? ''}`, headers: yousef });
    expect(detail.json()).toMatchObject({ data: { requiredLicence: 'MAWTHOOQ' } });
  });
});

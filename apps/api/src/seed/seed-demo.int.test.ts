import { createHash } from 'node:crypto';
import { SPECIALTIES, type IndividualCard } from '@casting/contract';
import { eq, ne, sql } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { individuals } from '../db/schema/individuals';
import { jobRequests } from '../db/schema/job-requests';
import { jobs } from '../db/schema/jobs';
import { organizations } from '../db/schema/organizations';
import { reviews } from '../db/schema/reviews';
import { loadEnv } from '../env';
import { createEventBus } from '../lib/events/event-bus';
import { storageFromEnv } from '../lib/storage/storage-from-env';
import { seedDemo } from './seed-demo';

let t: TestApp;

// One seed for every check: it draws and stores a few hundred pictures.
beforeAll(async () => {
  t = await buildTestApp();
  const env = loadEnv({ DATA_DIR: t.dataDir });
  const seeded = await seedDemo({
    db: t.db.db,
    clock: t.clock,
    storage: storageFromEnv(env),
    mediaPublicUrl: undefined,
    events: createEventBus(t.db, pino({ level: 'silent' })),
    logger: pino({ level: 'silent' }),
    limits: env.accountLimits,
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

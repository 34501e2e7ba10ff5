import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { onboardedOrganization } from '../../../test/onboarded';
import { buildApp } from '../../app';
import { createPool, wrapPool } from '../../db/client';
import type { DatabaseHandle } from '../../db/database';
import { notifications } from '../../db/schema/notifications';
import { loadEnv } from '../../env';
import { outboxTransport } from '../../lib/mail/transports';
import { documentStorageFromEnv, storageFromEnv } from '../../lib/storage/storage-from-env';

let t: TestApp;
let second: { app: FastifyInstance; db: DatabaseHandle } | undefined;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await second?.app.close();
  await second?.db.close();
  second = undefined;
  await t.close();
});

/** Another API instance on the same PostgreSQL database, with its own connections. */
async function secondInstance(): Promise<{ app: FastifyInstance; db: DatabaseHandle }> {
  if (t.databaseUrl === null) throw new Error('needs PostgreSQL');
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: t.dataDir,
    WEB_DIST_DIR: join(t.dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://localhost:3000',
  });
  const db = wrapPool(createPool(t.databaseUrl, env.database), t.databaseUrl, env.database);
  const logger = pino({ level: 'silent' });
  const app = await buildApp({
    env,
    db,
    clock: t.clock,
    logger,
    mailTransport: outboxTransport(join(t.dataDir, 'outbox-2'), logger),
    storage: storageFromEnv(env),
    documentStorage: documentStorageFromEnv(env),
  });
  await app.ready();
  return { app, db };
}

describe('notification e-mails with two API instances on one PostgreSQL', () => {
  it('e-mails each notification once, whichever instance claims it', async () => {
    const organization = await onboardedOrganization(t);
    const due = new Date(t.clock.now().getTime() - 1000);
    await t.db.db.insert(notifications).values(
      Array.from({ length: 60 }, (_, index) => ({
        userId: organization.userId,
        kind: 'NEW_APPLICATION',
        actorName: `Talent ${String(index)}`,
        jobTitle: 'Abaya campaign in Riyadh',
        emailDueAt: due,
      })),
    );
    second = await secondInstance();

    await Promise.all([
      t.app.notificationEmails.run(),
      second.app.notificationEmails.run(),
      t.app.notificationEmails.run(),
      second.app.notificationEmails.run(),
    ]);

    const mails = (await mailsTo(t, organization.email)).filter((mail) => /applied for/.test(mail.subject));
    expect(mails).toHaveLength(60);
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(60);
    const emailed = await t.db.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(isNotNull(notifications.emailedAt));
    expect(emailed).toHaveLength(60);
  });
});

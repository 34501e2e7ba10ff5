import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('gives a fresh clone working defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemo: undefined,
      logLevel: 'info',
    });
  });

  it('sets database timeouts and the drain on purpose, overridable', () => {
    expect(loadEnv({})).toMatchObject({
      database: {
        poolMax: 10,
        connectTimeoutMs: 3000,
        queryTimeoutMs: 3000,
        statementTimeoutMs: 2500,
        idleInTransactionTimeoutMs: 10_000,
      },
      drainGraceMs: 3000,
      shutdownTimeoutMs: 5000,
      eventStreamsMax: 2000,
    });
    expect(loadEnv({ DATABASE_QUERY_TIMEOUT_MS: '800', DRAIN_GRACE_MS: '0' })).toMatchObject({
      database: { queryTimeoutMs: 800 },
      drainGraceMs: 0,
    });
    expect(() => loadEnv({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow('DATABASE_CONNECT_TIMEOUT_MS');
  });

  it("takes the contract's per-account limits, which a deployment (or a burst test) may raise", () => {
    expect(loadEnv({}).accountLimits).toEqual({
      messagesPerMinute: 30,
      applicationsPerDay: 50,
      jobPostsPerDay: 20,
      tagsPerHour: 30,
      uploadsPerHour: 60,
      storedMediaBytes: 500 * 1024 * 1024,
    });
    expect(
      loadEnv({ ACCOUNT_JOB_POSTS_PER_DAY: '1000', ACCOUNT_MEDIA_STORAGE_MB: '2' }).accountLimits,
    ).toMatchObject({ jobPostsPerDay: 1000, storedMediaBytes: 2 * 1024 * 1024 });
    expect(() => loadEnv({ ACCOUNT_MESSAGES_PER_MINUTE: '0' })).toThrow('ACCOUNT_MESSAGES_PER_MINUTE');
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash from a given one', () => {
    expect(loadEnv({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadEnv({ PUBLIC_URL: 'https://casting.example/' }).publicUrl).toBe('https://casting.example');
  });

  it('reads SEED_DEMO as a flag', () => {
    expect(loadEnv({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('lists every problem at once in readable words', () => {
    let caught: unknown;
    try {
      loadEnv({ PORT: 'x', DATABASE_URL: 'mysql://db', SMTP_URL: 'http://mail', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toContain(
      'DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
    expect(problems.join('\n')).toContain('SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL');
    expect((caught as EnvError).message).toMatch(/^Invalid configuration:\n {2}- /);
  });
});

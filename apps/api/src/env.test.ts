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
      s3: undefined,
      mediaPublicUrl: undefined,
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
      invitationsPerDay: 30,
      chatsPerDay: 30,
      reportsPerHour: 20,
      mediaRequestsPerHour: 50,
      storedMediaBytes: 500 * 1024 * 1024,
    });
    expect(
      loadEnv({ ACCOUNT_JOB_POSTS_PER_DAY: '1000', ACCOUNT_MEDIA_STORAGE_MB: '2' }).accountLimits,
    ).toMatchObject({ jobPostsPerDay: 1000, storedMediaBytes: 2 * 1024 * 1024 });
    expect(() => loadEnv({ ACCOUNT_MESSAGES_PER_MINUTE: '0' })).toThrow('ACCOUNT_MESSAGES_PER_MINUTE');
  });

  it('limits failed logins from one IP address to 30 in 5 minutes unless told otherwise', () => {
    expect(loadEnv({}).loginFailures).toEqual({ perIp: 30, windowMs: 5 * 60_000 });
    expect(
      loadEnv({ AUTH_LOGIN_FAILURES_PER_IP: '100', AUTH_LOGIN_FAILURE_WINDOW_MINUTES: '15' }).loginFailures,
    ).toEqual({ perIp: 100, windowMs: 15 * 60_000 });
    expect(() => loadEnv({ AUTH_LOGIN_FAILURES_PER_IP: '0' })).toThrow('AUTH_LOGIN_FAILURES_PER_IP');
  });

  it('bounds media storage calls and keeps unused uploads a day, overridable', () => {
    expect(loadEnv({})).toMatchObject({
      storage: { timeoutMs: 5000, maxInFlight: 100 },
      unusedUploadsKeptMs: 24 * 60 * 60 * 1000,
    });
    expect(
      loadEnv({ STORAGE_TIMEOUT_MS: '2000', STORAGE_MAX_IN_FLIGHT: '8', UNUSED_UPLOADS_KEPT_HOURS: '72' }),
    ).toMatchObject({
      storage: { timeoutMs: 2000, maxInFlight: 8 },
      unusedUploadsKeptMs: 72 * 60 * 60 * 1000,
    });
    expect(() => loadEnv({ STORAGE_MAX_IN_FLIGHT: '0' })).toThrow('STORAGE_MAX_IN_FLIGHT');
    expect(() => loadEnv({ UNUSED_UPLOADS_KEPT_HOURS: '0' })).toThrow('UNUSED_UPLOADS_KEPT_HOURS');
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

  describe('media storage', () => {
    const s3 = {
      S3_BUCKET: 'nujoom-media',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };

    it('reads a complete S3 configuration, the endpoint being optional', () => {
      expect(loadEnv(s3).s3).toEqual({
        endpoint: undefined,
        bucket: 'nujoom-media',
        region: 'auto',
        accessKeyId: 'key-id',
        secretAccessKey: 'secret',
      });
      expect(loadEnv({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3?.endpoint).toBe(
        'http://127.0.0.1:9000',
      );
    });

    it('stops on a partial S3 configuration, naming what is missing', () => {
      let caught: unknown;
      try {
        loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'nujoom-media' });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(EnvError);
      const problems = (caught as EnvError).problems;
      expect(problems).toHaveLength(3);
      expect(problems[0]).toBe(
        'S3_REGION: S3_REGION is missing: S3 storage (S3_ENDPOINT, S3_BUCKET set) needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
      );
      expect(problems.join('\n')).toContain('S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is missing');
      expect(problems.join('\n')).toContain('S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is missing');
      const { S3_SECRET_ACCESS_KEY: _, ...withoutSecret } = s3;
      expect(() => loadEnv(withoutSecret)).toThrow(/S3_SECRET_ACCESS_KEY is missing/);
    });

    it('takes MEDIA_PUBLIC_URL without a trailing slash, with disk or S3 storage', () => {
      expect(loadEnv({ MEDIA_PUBLIC_URL: 'https://cdn.example.net/media/' }).mediaPublicUrl).toBe(
        'https://cdn.example.net/media',
      );
      expect(loadEnv({ MEDIA_PUBLIC_URL: 'https://cdn.example.net/media/' }).s3).toBeUndefined();
    });

    it('refuses a media host or endpoint that is no plain http(s) URL', () => {
      expect(() => loadEnv({ MEDIA_PUBLIC_URL: 'cdn.example.net' })).toThrow(
        'MEDIA_PUBLIC_URL must be an http(s) URL',
      );
      expect(() => loadEnv({ MEDIA_PUBLIC_URL: 'https://cdn.example.net/?v=1' })).toThrow(
        'MEDIA_PUBLIC_URL must not have a query or fragment',
      );
      expect(() => loadEnv({ ...s3, S3_ENDPOINT: 'ftp://store' })).toThrow(
        'S3_ENDPOINT must be an http(s) URL',
      );
    });
  });
});

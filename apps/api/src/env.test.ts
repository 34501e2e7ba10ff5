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
      mediaPublicUrl: undefined,
    });
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

  describe('media host', () => {
    it('takes MEDIA_PUBLIC_URL without a trailing slash', () => {
      expect(loadEnv({ MEDIA_PUBLIC_URL: 'https://cdn.example.net/media/' }).mediaPublicUrl).toBe(
        'https://cdn.example.net/media',
      );
    });

    it('refuses a media host that is no plain http(s) URL', () => {
      expect(() => loadEnv({ MEDIA_PUBLIC_URL: 'cdn.example.net' })).toThrow(
        'MEDIA_PUBLIC_URL must be an http(s) URL',
      );
      expect(() => loadEnv({ MEDIA_PUBLIC_URL: 'https://cdn.example.net/?v=1' })).toThrow(
        'MEDIA_PUBLIC_URL must not have a query or fragment',
      );
    });
  });
});

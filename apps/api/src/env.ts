import { resolve } from 'node:path';
import { ACCOUNT_LIMITS, DEFAULT_PAYMENTS_FEE_PERCENT } from '@casting/contract';
import { z } from 'zod';
import { checkMoyasar, MOYASAR_VARIABLES, moyasarSettingsOf } from './lib/payments/moyasar-env';
import { checkWathq, WATHQ_VARIABLES, wathqSettingsOf } from './lib/wathq/wathq-env';
import type { S3Settings } from './lib/storage/s3-storage';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const milliseconds = z.coerce.number().int().min(1);
const count = z.coerce.number().int().min(1);
const MEGABYTE = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

const httpUrl = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` })
    .refine((value) => !/[?#]/.test(value), `${name} must not have a query or fragment`);

/** Media in an S3-compatible bucket instead of DATA_DIR/media, and their public host. */
const MEDIA_VARIABLES = {
  S3_ENDPOINT: httpUrl('S3_ENDPOINT').optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_PUBLIC_URL: httpUrl('MEDIA_PUBLIC_URL').optional(),
};
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
type MediaVariables = z.output<z.ZodObject<typeof MEDIA_VARIABLES>>;

/** S3 is on when any S3_ variable is set, and then every required one must be. */
function checkS3(raw: MediaVariables, context: z.RefinementCtx): void {
  const given = (['S3_ENDPOINT', ...S3_REQUIRED] as const).filter((name) => raw[name] !== undefined);
  if (given.length === 0) return;
  for (const name of S3_REQUIRED.filter((required) => raw[required] === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: `${name} is missing: S3 storage (${given.join(', ')} set) needs ${S3_REQUIRED.join(', ')}`,
    });
  }
}

function s3SettingsOf(raw: MediaVariables): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_REGION: region } = raw;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = raw;
  if (
    bucket === undefined ||
    region === undefined ||
    accessKeyId === undefined ||
    secretAccessKey === undefined
  )
    return undefined;
  return { endpoint: raw.S3_ENDPOINT, bucket, region, accessKeyId, secretAccessKey };
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
      .optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Nujoom <no-reply@nujoom.localhost>'),
    MAIL_LEASE_MS: milliseconds.default(30_000),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' }).optional(),
    SEED_DEMO: booleanFlag.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().min(1).optional(),
    AUTH_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
    AUTH_LOGIN_FAILURES_PER_IP: count.default(30),
    AUTH_LOGIN_FAILURE_WINDOW_MINUTES: count.default(5),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds.default(3_000),
    DATABASE_QUERY_TIMEOUT_MS: milliseconds.default(3_000),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds.default(2_500),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds.default(10_000),
    DRAIN_GRACE_MS: z.coerce.number().int().min(0).default(3_000),
    SHUTDOWN_TIMEOUT_MS: milliseconds.default(5_000),
    IDEMPOTENCY_LEASE_MS: milliseconds.default(10_000),
    EVENT_STREAMS_MAX: z.coerce.number().int().min(1).default(2_000),
    UNSUBSCRIBE_SECRET: z.string().min(32, 'UNSUBSCRIBE_SECRET must be at least 32 characters').optional(),
    ...MEDIA_VARIABLES,
    ...MOYASAR_VARIABLES,
    ...WATHQ_VARIABLES,
    STORAGE_TIMEOUT_MS: milliseconds.default(5_000),
    STORAGE_MAX_IN_FLIGHT: count.default(100),
    UNUSED_UPLOADS_KEPT_HOURS: count.default(24),
    ACCOUNT_MESSAGES_PER_MINUTE: count.default(ACCOUNT_LIMITS.messagesPerMinute),
    ACCOUNT_APPLICATIONS_PER_DAY: count.default(ACCOUNT_LIMITS.applicationsPerDay),
    ACCOUNT_JOB_POSTS_PER_DAY: count.default(ACCOUNT_LIMITS.jobPostsPerDay),
    ACCOUNT_TAGS_PER_HOUR: count.default(ACCOUNT_LIMITS.tagsPerHour),
    ACCOUNT_UPLOADS_PER_HOUR: count.default(ACCOUNT_LIMITS.uploadsPerHour),
    ACCOUNT_INVITATIONS_PER_DAY: count.default(ACCOUNT_LIMITS.invitationsPerDay),
    ACCOUNT_CHATS_PER_DAY: count.default(ACCOUNT_LIMITS.chatsPerDay),
    ACCOUNT_REPORTS_PER_HOUR: count.default(ACCOUNT_LIMITS.reportsPerHour),
    ACCOUNT_MEDIA_REQUESTS_PER_HOUR: count.default(ACCOUNT_LIMITS.mediaRequestsPerHour),
    ACCOUNT_MEDIA_STORAGE_MB: count.default(ACCOUNT_LIMITS.storedMediaBytes / MEGABYTE),
    PAYMENTS_FEE_PERCENT: z.coerce
      .number()
      .min(0)
      .max(100)
      .refine(
        (percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6,
        'PAYMENTS_FEE_PERCENT has at most two decimals',
      )
      .default(DEFAULT_PAYMENTS_FEE_PERCENT),
    PAYMENTS_AUTO_RELEASE_DAYS: count.default(7),
    PAYMENTS_RELEASE_REMINDER_DAYS: count.default(5),
    PAYMENTS_PROVIDER_TIMEOUT_MS: milliseconds.default(10_000),
    PLATFORM_LEGAL_NAME: z.string().trim().min(1).default('Nujoom Platform Company'),
    PLATFORM_LEGAL_NAME_AR: z.string().trim().min(1).default('شركة منصة نجوم'),
    PLATFORM_VAT_NUMBER: z
      .string()
      .regex(/^3\d{13}3$/, 'PLATFORM_VAT_NUMBER is a Saudi VAT number: 15 digits, starting and ending with 3')
      .default('399999999900003'),
  })
  .superRefine(checkS3)
  .superRefine(checkMoyasar)
  .superRefine(checkWathq)
  .transform((raw) => ({
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    host: raw.HOST,
    dataDir: resolve(raw.DATA_DIR),
    databaseUrl: raw.DATABASE_URL,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    /** How long a message being sent stays claimed after its process stops renewing it (it died). */
    mailLeaseMs: raw.MAIL_LEASE_MS,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    /** Unset means: seed when the embedded database is empty. */
    seedDemo: raw.SEED_DEMO,
    logLevel: raw.LOG_LEVEL,
    webDistDir: raw.WEB_DIST_DIR === undefined ? undefined : resolve(raw.WEB_DIST_DIR),
    /** Sign-ups, and code requests, allowed from one IP address in an hour. */
    authLimitPerIpPerHour: raw.AUTH_LIMIT_PER_IP_PER_HOUR,
    /** Failed logins from one IP address, across addresses, before it waits (auth/login-limits.ts). */
    loginFailures: {
      perIp: raw.AUTH_LOGIN_FAILURES_PER_IP,
      windowMs: raw.AUTH_LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
    database: {
      poolMax: raw.DATABASE_POOL_MAX,
      connectTimeoutMs: raw.DATABASE_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: raw.DATABASE_QUERY_TIMEOUT_MS,
      statementTimeoutMs: raw.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: raw.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    /** After SIGTERM: how long /health says 503 while requests are still served. */
    drainGraceMs: raw.DRAIN_GRACE_MS,
    /** Then: how long requests already running may take before the process exits anyway. */
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    /** How long an Idempotency-Key stays taken after its process stops renewing it (it died). */
    idempotencyLeaseMs: raw.IDEMPOTENCY_LEASE_MS,
    /** Event streams one process holds in all. */
    eventStreamsMax: raw.EVENT_STREAMS_MAX,
    /** Signs the unsubscribe links of e-mails; unset means a key made once per database. */
    unsubscribeSecret: raw.UNSUBSCRIBE_SECRET,
    /** Unset means media on disk in DATA_DIR/media. */
    s3: s3SettingsOf(raw),
    /** Where media URLs point; unset means `/media/<key>` on the app's own origin. */
    mediaPublicUrl: raw.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
    /** Bounds on every call to the media store, disk or bucket (beyond them a 503). */
    storage: { timeoutMs: raw.STORAGE_TIMEOUT_MS, maxInFlight: raw.STORAGE_MAX_IN_FLIGHT },
    /** How long an upload nothing refers to is kept before housekeeping removes it. */
    unusedUploadsKeptMs: raw.UNUSED_UPLOADS_KEPT_HOURS * 60 * 60 * 1000,
    /** What one account may do, against abuse. */
    accountLimits: {
      messagesPerMinute: raw.ACCOUNT_MESSAGES_PER_MINUTE,
      applicationsPerDay: raw.ACCOUNT_APPLICATIONS_PER_DAY,
      jobPostsPerDay: raw.ACCOUNT_JOB_POSTS_PER_DAY,
      tagsPerHour: raw.ACCOUNT_TAGS_PER_HOUR,
      uploadsPerHour: raw.ACCOUNT_UPLOADS_PER_HOUR,
      invitationsPerDay: raw.ACCOUNT_INVITATIONS_PER_DAY,
      chatsPerDay: raw.ACCOUNT_CHATS_PER_DAY,
      reportsPerHour: raw.ACCOUNT_REPORTS_PER_HOUR,
      mediaRequestsPerHour: raw.ACCOUNT_MEDIA_REQUESTS_PER_HOUR,
      storedMediaBytes: raw.ACCOUNT_MEDIA_STORAGE_MB * MEGABYTE,
    },
    /** The Wathq commercial-registration lookup beside verification requests; unset means none. */
    wathq: wathqSettingsOf(raw),
    payments: {
      /** The platform's fee, in percent of a milestone, taken from the talent's side (VAT on top). */
      feePercent: raw.PAYMENTS_FEE_PERCENT,
      /** A delivered milestone nobody disputes is released this long after delivery. */
      autoReleaseMs: raw.PAYMENTS_AUTO_RELEASE_DAYS * DAY_MS,
      /** The organization is reminded this long after delivery. */
      releaseReminderMs: raw.PAYMENTS_RELEASE_REMINDER_DAYS * DAY_MS,
      /** How long a call to the payment provider may take before it answers 503. */
      providerTimeoutMs: raw.PAYMENTS_PROVIDER_TIMEOUT_MS,
      /** Unset means the built-in simulator. */
      moyasar: moyasarSettingsOf(raw),
      /** Who issues the tax invoices of the platform's fee (the seller on each). */
      seller: {
        name: raw.PLATFORM_LEGAL_NAME,
        nameAr: raw.PLATFORM_LEGAL_NAME_AR,
        vatNumber: raw.PLATFORM_VAT_NUMBER,
      },
    },
  }));

export type Env = z.output<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Pure: parses a variable map (normally process.env) into the app's configuration. */
export function loadEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  return result.data;
}

export function readProcessEnv(): Readonly<Record<string, string | undefined>> {
  return process.env;
}

import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * The codes of one account and use case: the live code, if any (a new code replaces the old
 * one), the tries on it, and the failed tries of the day with the lock they lead to. The row
 * outlives its codes so that a new code never resets the day's count.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    useCase: text('use_case', { enum: ['VERIFY_ACCOUNT', 'UPDATE_EMAIL', 'RESET_PASSWORD'] }).notNull(),
    /** HMAC-SHA-256 of the live code under the server's secret; null once used. The code itself is never stored. */
    codeHmac: text('code_hmac'),
    /** Tries on the live code, counted before it is compared. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** Failed tries since `failures_since`; a day after it the count starts again. */
    failures: integer('failures').notNull().default(0),
    failuresSince: timestamp('failures_since', { withTimezone: true, mode: 'date' }),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('otp_codes_user_use_case_key').on(table.userId, table.useCase),
    check(
      'otp_codes_use_case_check',
      sql`${table.useCase} in ('VERIFY_ACCOUNT', 'UPDATE_EMAIL', 'RESET_PASSWORD')`,
    ),
    check('otp_codes_live_code_check', sql`(${table.codeHmac} is null) = (${table.expiresAt} is null)`),
  ],
);

export type OtpCodeRow = typeof otpCodes.$inferSelect;

import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** At most one live code per account and use case: a new code replaces the old one. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    useCase: text('use_case', { enum: ['VERIFY_ACCOUNT', 'UPDATE_EMAIL', 'RESET_PASSWORD'] }).notNull(),
    /** HMAC-SHA-256 of the code under the server's secret; the code itself is never stored. */
    codeHmac: text('code_hmac').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('otp_codes_user_use_case_key').on(table.userId, table.useCase),
    check(
      'otp_codes_use_case_check',
      sql`${table.useCase} in ('VERIFY_ACCOUNT', 'UPDATE_EMAIL', 'RESET_PASSWORD')`,
    ),
  ],
);

export type OtpCodeRow = typeof otpCodes.$inferSelect;

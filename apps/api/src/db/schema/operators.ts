import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** The people who run the platform (issue 35): not a sign-up role, made by `npm run operator:create`. */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** RFC 6238 shared secret, Base32. */
    totpSecret: text('totp_secret').notNull(),
    /** The last 30-second step whose code signed in: a code is accepted once. */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('operators_email_lower_key').on(sql`lower(${table.email})`)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: id(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

export type OperatorRow = typeof operators.$inferSelect;

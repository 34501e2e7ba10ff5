import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { milestones } from './milestones';
import { users } from './users';

const halalas = (name: string) => bigint(name, { mode: 'number' });

/**
 * The last number issued in each series of documents: taken with the write that issues a
 * document, in its transaction, so a number is used only by a document that committed and the
 * numbers have no gaps.
 */
export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  last: bigint('last', { mode: 'number' }).notNull().default(0),
});

/**
 * A tax invoice of the platform's fee to a talent on each release, or a receipt to an
 * organization for each funded milestone (issue 33). What it says is copied in when it is
 * issued (seller, buyer, amounts, the ZATCA QR text), so it never changes afterwards.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** TAX_INVOICE (series INV) or RECEIPT (series RCT). */
    kind: text('kind').notNull(),
    series: text('series').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => milestones.id, { onDelete: 'restrict' }),
    sellerName: text('seller_name').notNull(),
    sellerNameAr: text('seller_name_ar').notNull(),
    sellerVatNumber: text('seller_vat_number').notNull(),
    buyerName: text('buyer_name').notNull(),
    description: text('description').notNull(),
    subtotal: halalas('subtotal').notNull(),
    vat: halalas('vat').notNull(),
    total: halalas('total').notNull(),
    qrCode: text('qr_code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    unique('invoices_series_number_key').on(table.series, table.number),
    unique('invoices_kind_milestone_key').on(table.kind, table.milestoneId),
    index('invoices_user_issued_idx').on(table.userId, table.issuedAt, table.id),
    check('invoices_kind_check', sql`${table.kind} in ('TAX_INVOICE', 'RECEIPT')`),
    check('invoices_total_check', sql`${table.subtotal} + ${table.vat} = ${table.total}`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { defineEndpoint } from '../http/endpoint';
import { countedPageOf, paginationQuery } from '../http/pagination';
import { queryOf } from '../http/query';

/**
 * A document the platform issued: the tax invoice of its fee to a talent on each release, or the
 * receipt of a funded milestone to its organization. Amounts in halalas.
 */
export const InvoiceSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['TAX_INVOICE', 'RECEIPT']),
  /** "INV-000001" or "RCT-000001": each series numbered without gaps. */
  number: z.string(),
  issuedAt: z.iso.datetime(),
  seller: z.object({ name: z.string(), nameAr: z.string(), vatNumber: z.string() }),
  buyerName: z.string(),
  description: z.string(),
  milestoneId: z.uuid(),
  currency: z.literal('SAR'),
  subtotal: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  /** ZATCA's QR text of a tax invoice (TLV, Base64, tags 1–5); null on a receipt. */
  qrCode: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const invoicesApi = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/users/me/invoices',
    summary: "The caller's tax invoices (talent) or receipts (organizations), newest first.",
    tag: 'payments',
    auth: 'session',
    step: 'onboarded',
    query: queryOf(paginationQuery(PAGE_SIZES.paymentsHistory)),
    data: countedPageOf(InvoiceSchema),
    successStatus: 200,
    errors: [],
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/invoices/:invoiceId',
    summary: 'One invoice or receipt, for the account it was issued to only (404 for anyone else).',
    tag: 'payments',
    auth: 'session',
    step: 'onboarded',
    params: z.object({ invoiceId: z.uuid({ error: 'Not found.' }) }),
    data: InvoiceSchema,
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
};

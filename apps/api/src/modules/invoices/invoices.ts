import type { Invoice } from '@casting/contract';
import type { Db } from '../../db/database';
import type { InvoiceRow } from '../../db/schema/invoices';
import type { MilestoneRow } from '../../db/schema/milestones';
import { zatcaQrCode } from '../../lib/invoices/zatca-qr';
import { insertInvoice, nextNumber } from './invoices.repo';

/** The platform as the seller on its tax invoices (PLATFORM_LEGAL_NAME, …_AR, PLATFORM_VAT_NUMBER). */
export interface Seller {
  readonly name: string;
  readonly nameAr: string;
  readonly vatNumber: string;
}

const SERIES = { TAX_INVOICE: 'INV', RECEIPT: 'RCT' } as const;

interface Issue {
  readonly seller: Seller;
  readonly milestone: MilestoneRow;
  readonly userId: string;
  readonly buyerName: string;
  readonly description: string;
  readonly issuedAt: Date;
  /** The fee and VAT invoiced, when not the milestone's own (an operator's split releases part of it). */
  readonly charged?: { readonly fee: number; readonly vat: number };
}

/**
 * On a release, in its transaction: the tax invoice of the platform's fee and its VAT to the
 * talent, with ZATCA's QR code (the seller's Arabic legal name, as registered).
 */
export async function issueFeeInvoice(db: Db, issue: Issue): Promise<InvoiceRow> {
  const { milestone, seller } = issue;
  const { fee, vat } = issue.charged ?? milestone;
  const total = fee + vat;
  return insertInvoice(db, {
    kind: 'TAX_INVOICE',
    series: SERIES.TAX_INVOICE,
    number: await nextNumber(db, SERIES.TAX_INVOICE),
    userId: issue.userId,
    milestoneId: milestone.id,
    sellerName: seller.name,
    sellerNameAr: seller.nameAr,
    sellerVatNumber: seller.vatNumber,
    buyerName: issue.buyerName,
    description: issue.description,
    subtotal: fee,
    vat,
    total,
    qrCode: zatcaQrCode({
      sellerName: seller.nameAr,
      vatNumber: seller.vatNumber,
      issuedAt: issue.issuedAt,
      total,
      vat,
    }),
    issuedAt: issue.issuedAt,
  });
}

/** When a milestone's payment is held, in its transaction: the organization's receipt of the amount. */
export async function issueReceipt(db: Db, issue: Issue): Promise<InvoiceRow> {
  const { milestone, seller } = issue;
  return insertInvoice(db, {
    kind: 'RECEIPT',
    series: SERIES.RECEIPT,
    number: await nextNumber(db, SERIES.RECEIPT),
    userId: issue.userId,
    milestoneId: milestone.id,
    sellerName: seller.name,
    sellerNameAr: seller.nameAr,
    sellerVatNumber: seller.vatNumber,
    buyerName: issue.buyerName,
    description: issue.description,
    subtotal: milestone.amount,
    vat: 0,
    total: milestone.amount,
    qrCode: '',
    issuedAt: issue.issuedAt,
  });
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    kind: row.kind as Invoice['kind'],
    number: `${row.series}-${String(row.number).padStart(6, '0')}`,
    issuedAt: row.issuedAt.toISOString(),
    seller: { name: row.sellerName, nameAr: row.sellerNameAr, vatNumber: row.sellerVatNumber },
    buyerName: row.buyerName,
    description: row.description,
    milestoneId: row.milestoneId,
    currency: 'SAR',
    subtotal: row.subtotal,
    vat: row.vat,
    total: row.total,
    qrCode: row.kind === 'TAX_INVOICE' ? row.qrCode : null,
  };
}

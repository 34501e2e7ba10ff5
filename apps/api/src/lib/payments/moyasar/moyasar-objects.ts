import { z } from 'zod';
import type {
  CardScheme,
  CheckoutState,
  CheckoutStatus,
  PaymentMethod,
  PayoutState,
  PayoutStatus,
} from '../payment-provider';
import { ProviderUnavailableError } from '../payment-provider';

/**
 * The parts of Moyasar's objects this driver reads, and how they map onto the provider interface.
 * Unknown fields are ignored; a missing field we rely on is an unexpected answer (treated as the
 * provider being unavailable: nothing is applied and the app may try again).
 *
 * Payment: https://docs.moyasar.com/api/payments/payment-object (statuses: initiated, paid, failed,
 *   authorized, captured, refunded, voided, verified; `source` per payment method).
 * Invoice: https://docs.moyasar.com/api/invoices/01-create-invoice (statuses: initiated, paid, failed,
 *   refunded, canceled, on_hold, expired, voided; `payments` holds the attempts made on its page).
 * Payout: https://docs.moyasar.com/api/payouts/04-create-payout (statuses: queued, initiated, paid,
 *   failed, canceled, returned).
 */

/** Older answers carry amounts as digit strings; both mean halalas. */
const halalas = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);
const metadata = z.record(z.string(), z.unknown()).nullish();

const paymentSource = z.object({
  type: z.string(),
  company: z.string().nullish(),
  number: z.string().nullish(),
  message: z.string().nullish(),
});

export const moyasarPayment = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: halalas,
  currency: z.string(),
  refunded: halalas.nullish(),
  invoice_id: z.string().nullish(),
  created_at: z.string().nullish(),
  source: paymentSource.nullish(),
});
export type MoyasarPayment = z.infer<typeof moyasarPayment>;

export const moyasarInvoice = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: halalas,
  currency: z.string(),
  url: z.string().min(1),
  payment_id: z.string().nullish(),
  metadata,
  payments: z.array(moyasarPayment).nullish(),
});
export type MoyasarInvoice = z.infer<typeof moyasarInvoice>;

export const moyasarInvoiceList = z.object({ invoices: z.array(moyasarInvoice) });

export const moyasarPayout = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: halalas.nullish(),
  sequence_number: z.string().nullish(),
  message: z.string().nullish(),
  failure_reason: z.string().nullish(),
  metadata,
});
export type MoyasarPayout = z.infer<typeof moyasarPayout>;

/** List entries are read loosely: only what finds an earlier payout of ours. */
export const moyasarPayoutList = z.object({
  payouts: z.array(z.object({ id: z.string().nullish(), sequence_number: z.string().nullish(), metadata })),
  meta: z.object({ next_page: z.number().nullish() }).nullish(),
});

/** A 2xx answer in the shape we expect, or ProviderUnavailableError (nothing applied, try again). */
export function read<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
  const result = schema.safeParse(json);
  if (!result.success) throw new ProviderUnavailableError(`Moyasar answered ${what} in an unexpected shape`);
  return result.data;
}

const INVOICE_STATUS: Readonly<Record<string, CheckoutStatus>> = {
  initiated: 'PENDING',
  on_hold: 'PENDING',
  paid: 'PAID',
  failed: 'FAILED',
  canceled: 'FAILED',
  expired: 'FAILED',
  voided: 'FAILED',
  // The money came back to the payer (e.g. refunded from Moyasar's dashboard): nothing is held.
  refunded: 'FAILED',
};

/** A payment that moved money: the one a refund names. */
const SETTLED_PAYMENT = new Set(['paid', 'captured', 'refunded']);

/**
 * What the app needs of an invoice checkout. Unknown statuses are PENDING: money moves only on a
 * status this driver knows. The payment reported is the settled one, else the latest attempt (whose
 * `source.message` says why it failed; an invoice stays payable after a declined card, so a failed
 * attempt on an `initiated` invoice is PENDING with that message).
 */
export function checkoutStateOfInvoice(invoice: MoyasarInvoice): CheckoutState {
  const status = INVOICE_STATUS[invoice.status] ?? 'PENDING';
  const payments = invoice.payments ?? [];
  const settled = payments.find((payment) => SETTLED_PAYMENT.has(payment.status));
  const latest = settled ?? latestOf(payments);
  const source = latest?.source ?? null;
  const failed = payments.filter((payment) => payment.status === 'failed');
  const lastFailure = latestOf(failed)?.source?.message ?? null;
  return {
    reference: invoice.id,
    status,
    amount: invoice.amount,
    currency: invoice.currency,
    paymentId: settled?.id ?? invoice.payment_id ?? null,
    method: source ? methodOf(source.type) : null,
    cardScheme: source ? schemeOf(source.company) : null,
    lastFour: source ? lastFourOf(source.number) : null,
    failureMessage:
      status === 'PAID' ? null : (lastFailure ?? (status === 'FAILED' ? `Moyasar: ${invoice.status}` : null)),
  };
}

function latestOf(payments: readonly MoyasarPayment[]): MoyasarPayment | undefined {
  return payments.reduce<MoyasarPayment | undefined>((latest, payment) => {
    if (!latest) return payment;
    // ISO 8601 timestamps in UTC compare as text; without them the later element wins.
    return (payment.created_at ?? '') >= (latest.created_at ?? '') ? payment : latest;
  }, undefined);
}

function methodOf(sourceType: string): PaymentMethod | null {
  switch (sourceType) {
    case 'applepay':
      return 'APPLE_PAY';
    case 'stcpay':
      return 'STC_PAY';
    // Cards, also through the Google Pay and Samsung Pay wallets, which carry a card.
    case 'creditcard':
    case 'googlepay':
    case 'samsungpay':
    case 'token':
      return 'CARD';
    default:
      return null;
  }
}

function schemeOf(company: string | null | undefined): CardScheme | null {
  switch (company?.toLowerCase() ?? '') {
    case 'mada':
      return 'mada';
    case 'visa':
      return 'visa';
    case 'master':
    case 'mastercard':
      return 'mastercard';
    case 'amex':
      return 'amex';
    default:
      return null;
  }
}

/** "XXXX-XXXX-XXXX-1111" → "1111". */
function lastFourOf(masked: string | null | undefined): string | null {
  const digits = /(\d{4})\D*$/.exec(masked ?? '');
  return digits?.[1] ?? null;
}

const PAYOUT_STATUS: Readonly<Record<string, PayoutStatus>> = {
  queued: 'PENDING',
  initiated: 'PENDING',
  paid: 'PAID',
  failed: 'FAILED',
  canceled: 'FAILED',
  // Sent, then sent back by the beneficiary's bank: the money is ours again.
  returned: 'FAILED',
};

export function payoutStateOf(payout: MoyasarPayout): PayoutState {
  const status = PAYOUT_STATUS[payout.status] ?? 'PENDING';
  const reason = [payout.failure_reason, payout.message].filter((text) => text != null && text !== '');
  return {
    reference: payout.id,
    status,
    failureMessage: status === 'FAILED' ? reason.join(': ') || `Moyasar: ${payout.status}` : null,
  };
}

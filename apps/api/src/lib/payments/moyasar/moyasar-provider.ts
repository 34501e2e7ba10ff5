/**
 * The Moyasar driver of the payment provider (DESIGN §9), over Moyasar's REST API with `fetch`.
 *
 * Checkout is a Moyasar **invoice** (POST /invoices, https://docs.moyasar.com/api/invoices/01-create-invoice).
 * Of Moyasar's ways to take a payment, it is the one that gives our server a hosted payment page to
 * redirect to: the invoice's `url` is Moyasar's checkout page, where the payer enters the card (or
 * pays with Apple Pay or STC Pay, as enabled on the account) and goes through 3-D Secure on Moyasar's
 * side; card details never reach us. The alternatives need the card on our side: POST /payments wants
 * the card in `source` (our server would handle card data), and Moyasar Form creates the payment from
 * the browser with the publishable key inside our own page. When the invoice is paid Moyasar sends
 * the payer to `success_url` (our return URL); its back button leads to `back_url` (the same URL).
 * The invoice's `callback_url` is left unset: it is an unauthenticated POST; the dashboard webhook,
 * which carries `secret_token`, is what we listen to (readEvent).
 *
 * Idempotency. Invoices have no `given_id` (that is for POST /payments), so our checkoutId goes into
 * the invoice's metadata, and startCheckout first asks GET /invoices?metadata[checkout_id]=… (list
 * endpoints filter by metadata, https://docs.moyasar.com/api/metadata): a retry after a crash or a
 * lost answer finds the invoice made the first time instead of making a second one. One invoice can
 * be paid once, so one checkout cannot charge twice.
 *
 * The reference of a checkout is the invoice id; checkoutState also accepts a payment id (a payment
 * of the invoice) and answers with the invoice id, in case a return URL names the payment.
 */
import { createHash } from 'node:crypto';
import type {
  Checkout,
  CheckoutRequest,
  CheckoutState,
  PaymentProvider,
  PayoutRequest,
  PayoutState,
  RefundRequest,
} from '../payment-provider';
import { ProviderRefusedError } from '../payment-provider';
import { createMoyasarHttp, segment } from './moyasar-http';
import type { MoyasarHttp } from './moyasar-http';
import type { MoyasarInvoice } from './moyasar-objects';
import {
  checkoutStateOfInvoice,
  moyasarInvoice,
  moyasarInvoiceList,
  moyasarPayment,
  moyasarPayout,
  moyasarPayoutList,
  payoutStateOf,
  read,
} from './moyasar-objects';
import { readMoyasarEvent } from './moyasar-webhook';

export const MOYASAR_API_URL = 'https://api.moyasar.com/v1';

/** Moyasar's payout purposes (https://docs.moyasar.com/api/payouts/04-create-payout). */
export type MoyasarPayoutPurpose =
  | 'bills_or_rent'
  | 'expenses_services'
  | 'purchase_assets'
  | 'saving_investment'
  | 'government_dues'
  | 'money_exchange'
  | 'credit_card_loan'
  | 'gift_or_reward'
  | 'personal'
  | 'investment_transaction'
  | 'family_assistance'
  | 'donation'
  | 'payroll_benefits'
  | 'online_purchase'
  | 'hajj_and_umra'
  | 'dividend_payment'
  | 'government_payment'
  | 'investment_house'
  | 'payment_to_merchant'
  | 'own_account_transfer';

export interface MoyasarSettings {
  /** MOYASAR_SECRET_KEY: the secret API key (sk_test_… or sk_live_…); the user name of every call's Basic auth. Server only. */
  readonly secretKey: string;
  /**
   * MOYASAR_PUBLISHABLE_KEY: the publishable key (pk_test_… or pk_live_…). Not used by the hosted
   * invoice checkout; kept so the web app can embed Moyasar Form or Apple Pay later, and so the
   * configuration names the key pair as Moyasar's dashboard shows it.
   */
  readonly publishableKey: string;
  /** MOYASAR_WEBHOOK_SECRET: the "Secret Token" set on the webhook in Moyasar's dashboard (Settings → Webhooks). */
  readonly webhookSecret: string;
  /** MOYASAR_API_URL: the API's base URL; https://api.moyasar.com/v1 unless a test points it elsewhere. */
  readonly apiUrl?: string;
  /**
   * MOYASAR_PAYOUT_SOURCE_ID: the id of the payout account (POST /payout_accounts, the platform's
   * bank account with its B2B credentials) that withdrawals are sent from. Without it startPayout fails.
   */
  readonly payoutSourceId?: string;
  /**
   * MOYASAR_PAYOUT_PURPOSE: the purpose declared on each payout; default `expenses_services` (the
   * talent is paid for services). In Moyasar's sandbox the purpose picks the test scenario:
   * `expenses_services` always fails, `government_dues` goes initiated → paid.
   */
  readonly payoutPurpose?: MoyasarPayoutPurpose;
}

export interface MoyasarOptions {
  /** The deadline of each call to Moyasar; 10 s unless a test wants less. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** How many pages of GET /payouts a retried payout looks through for the first attempt. */
const PAYOUT_PAGES_SEARCHED = 3;
/** The ids Moyasar gives (UUIDs); anything else in a return URL is not a reference. */
const REFERENCE = /^[A-Za-z0-9_-]{1,100}$/;

export function createMoyasarProvider(
  settings: MoyasarSettings,
  options: MoyasarOptions = {},
): PaymentProvider {
  const http = createMoyasarHttp({
    apiUrl: settings.apiUrl ?? MOYASAR_API_URL,
    secretKey: settings.secretKey,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch ?? globalThis.fetch,
  });

  return {
    name: 'moyasar',

    async startCheckout(request: CheckoutRequest): Promise<Checkout> {
      const invoice =
        (await invoiceOfCheckout(http, request.checkoutId)) ??
        read(
          moyasarInvoice,
          await http.post('/invoices', {
            amount: request.amount,
            currency: 'SAR',
            description: request.description,
            success_url: request.returnUrl,
            back_url: request.returnUrl,
            metadata: { checkout_id: request.checkoutId },
          }),
          'the new invoice',
        );
      return { reference: invoice.id, redirectUrl: inLanguage(invoice.url, request.language) };
    },

    async checkoutState(reference: string): Promise<CheckoutState> {
      return checkoutStateOfInvoice(await invoiceOf(http, reference));
    },

    referenceOfReturn(query) {
      // Moyasar adds the invoice's id (and its `status` and `message`, which are not trusted:
      // checkoutState asks Moyasar). A bare `id` is the invoice's or one of its payments'.
      for (const key of ['invoice_id', 'id']) {
        const value = query[key]?.trim();
        if (value && REFERENCE.test(value)) return value;
      }
      return null;
    },

    /**
     * Moyasar's refund (POST /payments/{id}/refund) takes no idempotency key, so a retry is made
     * safe by asking first: a payment already refunded by at least `amount` was refunded by the
     * earlier attempt, whose answer was lost. The app refunds a payment once (the talent's refund,
     * an operator's split, or a second payment, whole), so "refunded ≥ amount" means this refund
     * happened; and it asks for one payment's refund from one caller at a time (a claim in its
     * database, `payment-refunds.ts`), since two asking at once would both find nothing refunded.
     */
    async refund(request: RefundRequest): Promise<void> {
      const path = `/payments/${segment(request.paymentId)}`;
      const payment = read(moyasarPayment, await http.get(path), 'the payment');
      if ((payment.refunded ?? 0) >= request.amount) return;
      read(moyasarPayment, await http.post(`${path}/refund`, { amount: request.amount }), 'the refund');
    },

    /**
     * POST /payouts, sent with a `sequence_number` derived from our payoutId (16 digits, the same on
     * every retry) and the payoutId in metadata. Before sending, and again if Moyasar refuses (a
     * taken sequence number), the latest payouts are searched for either: a retry after a crash or a
     * lost answer returns the first payout instead of paying twice.
     */
    async startPayout(request: PayoutRequest): Promise<{ readonly reference: string }> {
      const sourceId = settings.payoutSourceId;
      if (!sourceId) throw new Error('Moyasar payouts need a payout account id (MOYASAR_PAYOUT_SOURCE_ID)');
      const sequenceNumber = sequenceNumberOf(request.payoutId);
      const earlier = await payoutOf(http, request.payoutId, sequenceNumber);
      if (earlier) return { reference: earlier };
      try {
        const payout = read(
          moyasarPayout,
          await http.post('/payouts', {
            source_id: sourceId,
            sequence_number: sequenceNumber,
            amount: request.amount,
            currency: 'SAR',
            purpose: settings.payoutPurpose ?? 'expenses_services',
            comment: `Withdrawal ${request.payoutId}`,
            destination: { type: 'bank', iban: request.iban, name: request.holderName, country: 'SA' },
            metadata: { payout_id: request.payoutId },
          }),
          'the new payout',
        );
        return { reference: payout.id };
      } catch (error) {
        if (!(error instanceof ProviderRefusedError)) throw error;
        const made = await payoutOf(http, request.payoutId, sequenceNumber);
        if (made) return { reference: made };
        throw error;
      }
    },

    async payoutState(reference: string): Promise<PayoutState> {
      return payoutStateOf(
        read(moyasarPayout, await http.get(`/payouts/${segment(reference)}`), 'the payout'),
      );
    },

    readEvent(rawBody) {
      return readMoyasarEvent(rawBody, settings.webhookSecret);
    },
  };
}

/** The invoice made for this checkout by an earlier attempt, if any. */
async function invoiceOfCheckout(http: MoyasarHttp, checkoutId: string): Promise<MoyasarInvoice | undefined> {
  const list = read(
    moyasarInvoiceList,
    await http.get('/invoices', { 'metadata[checkout_id]': checkoutId }),
    'the invoice list',
  );
  // Checked again here: the filter is Moyasar's, the guarantee is ours.
  return list.invoices.find((invoice) => invoice.metadata?.checkout_id === checkoutId);
}

/** The invoice by its id, or by the id of one of its payments. */
async function invoiceOf(http: MoyasarHttp, reference: string): Promise<MoyasarInvoice> {
  try {
    return read(moyasarInvoice, await http.get(`/invoices/${segment(reference)}`), 'the invoice');
  } catch (error) {
    if (!(error instanceof ProviderRefusedError) || error.status !== 404) throw error;
    const payment = read(moyasarPayment, await http.get(`/payments/${segment(reference)}`), 'the payment');
    if (!payment.invoice_id)
      throw new ProviderRefusedError(`Moyasar payment ${payment.id} has no invoice`, 404);
    return read(moyasarInvoice, await http.get(`/invoices/${segment(payment.invoice_id)}`), 'the invoice');
  }
}

/** The id of the payout an earlier attempt made, if any. */
async function payoutOf(
  http: MoyasarHttp,
  payoutId: string,
  sequenceNumber: string,
): Promise<string | undefined> {
  for (let page = 1; page <= PAYOUT_PAGES_SEARCHED; page += 1) {
    const list = read(moyasarPayoutList, await http.get('/payouts', { page }), 'the payout list');
    const found = list.payouts.find(
      (payout) => payout.metadata?.payout_id === payoutId || payout.sequence_number === sequenceNumber,
    );
    if (found?.id) return found.id;
    if (list.meta?.next_page == null) return undefined;
  }
  return undefined;
}

/** Moyasar's payout reference is 16 digits; ours is derived from the payout id, so a retry repeats it. */
export function sequenceNumberOf(payoutId: string): string {
  const digest = createHash('sha256').update(payoutId).digest();
  return (digest.readBigUInt64BE(0) % 10n ** 16n).toString().padStart(16, '0');
}

/** The hosted page in the payer's language (Moyasar's checkout reads `lang`). */
function inLanguage(url: string, language: 'en' | 'ar'): string {
  try {
    const page = new URL(url);
    page.searchParams.set('lang', language);
    return page.toString();
  } catch {
    return url;
  }
}

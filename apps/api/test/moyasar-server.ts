import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Moyasar's REST API (https://docs.moyasar.com/api/), on a free port of this
 * machine: the calls our driver makes, answered in the shapes of Moyasar's documentation, its error
 * bodies `{type, message, errors}` included, with just enough state (invoices and their payments,
 * refunds, payouts). A test plays the payer and the bank through the methods below, and can make
 * the server fail: answer 5xx, hang, or refuse with Moyasar's error body.
 */

export interface MoyasarTestServer {
  /** The API's base URL, as MOYASAR_API_URL: http://127.0.0.1:<port>/v1 */
  readonly apiUrl: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Every request received, oldest first. */
  readonly requests: readonly RecordedRequest[];
  readonly invoices: ReadonlyMap<string, Invoice>;
  readonly payouts: ReadonlyMap<string, Payout>;
  /** From now on: answer every request with this status and Moyasar's error body, or hang; null for normal service. */
  failWith(failure: Failure | null): void;
  /** From now on: answer each request this many milliseconds after it came in (0: at once), so that calls overlap. */
  delayAnswers(ms: number): void;
  /** The payer pays the invoice on Moyasar's page: a paid payment is added and the invoice is paid. */
  pay(invoiceId: string, source?: Partial<Source>): Payment;
  /** The payer's attempt is declined; `invoiceStatus` is what the invoice becomes (default: stays initiated). */
  decline(invoiceId: string, message: string, invoiceStatus?: string, source?: Partial<Source>): Payment;
  /** The bank settles a payout. */
  settlePayout(payoutId: string, status: 'paid' | 'failed' | 'returned', message?: string): void;
  /** A webhook body as Moyasar sends it, for the given event and object. */
  webhookBody(type: string, data: object, secretToken?: string): string;
  close(): Promise<void>;
}

export type Failure =
  | { readonly kind: 'hang' }
  | { readonly kind: 'status'; readonly status: number; readonly body?: object | string };

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  readonly body: unknown;
}

export interface Source {
  type: string;
  company: string | null;
  name: string | null;
  number: string | null;
  message: string | null;
}

export interface Payment {
  id: string;
  status: string;
  amount: number;
  fee: number;
  currency: string;
  refunded: number;
  refunded_at: string | null;
  captured: number;
  captured_at: string | null;
  voided_at: string | null;
  description: string;
  invoice_id: string | null;
  ip: string | null;
  callback_url: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
  source: Source;
}

export interface Invoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  description: string;
  logo_url: string | null;
  amount_format: string;
  url: string;
  callback_url: string | null;
  success_url: string | null;
  back_url: string | null;
  expired_at: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
  payments: Payment[];
}

export interface Payout {
  id: string;
  source_id: string;
  sequence_number: string;
  channel: string;
  status: string;
  amount: number;
  currency: string;
  purpose: string;
  comment: string | null;
  destination: Record<string, unknown>;
  message: string;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
}

const SECRET_KEY = 'sk_test_moyasar_server_key';
const WEBHOOK_SECRET = 'whsec-moyasar-test-token';
const PAGE_SIZE = 20;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly errors: unknown = null,
  ) {
    super(message);
  }
}

const notFound = () => new Refusal(404, 'invalid_request_error', 'Object not found');
const validation = (errors: Record<string, string[]>) =>
  new Refusal(400, 'invalid_request_error', 'Validation Failed', errors);

export async function startMoyasarServer(): Promise<MoyasarTestServer> {
  const requests: RecordedRequest[] = [];
  const invoices = new Map<string, Invoice>();
  const payments = new Map<string, Payment>();
  const payouts = new Map<string, Payout>();
  let failure: Failure | null = null;
  let delayMs = 0;
  const now = () => new Date().toISOString();

  const server = createServer((req, res) => {
    void answer(req, res);
  });

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://moyasar.test');
    const text = await readBody(req);
    let body: unknown = undefined;
    if (text !== '') {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = text;
      }
    }
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });

    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failure?.kind === 'hang') return; // never answers; close() ends the connection
    if (failure?.kind === 'status') {
      const failBody = failure.body ?? { type: 'api_error', message: 'Internal Server Error', errors: null };
      send(res, failure.status, failBody);
      return;
    }
    if (req.headers.authorization !== `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`) {
      send(res, 401, {
        type: 'authentication_error',
        message: 'Invalid authorization credentials',
        errors: null,
      });
      return;
    }
    try {
      const [status, json] = route(req.method ?? 'GET', url, body);
      send(res, status, json);
    } catch (error) {
      if (error instanceof Refusal) {
        send(res, error.status, { type: error.type, message: error.message, errors: error.errors });
      } else {
        send(res, 500, { type: 'api_error', message: String(error), errors: null });
      }
    }
  }

  function route(method: string, url: URL, body: unknown): [number, unknown] {
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] !== 'v1') throw notFound();
    const [, collection, id, action] = parts;
    const input = isRecord(body) ? body : {};

    if (collection === 'invoices') {
      if (method === 'POST' && !id) return [201, createInvoice(input)];
      if (method === 'GET' && !id) return [200, listInvoices(url.searchParams)];
      if (method === 'GET' && id && !action) return [200, invoiceOf(id)];
    }
    if (collection === 'payments' && id) {
      if (method === 'GET' && !action) return [200, paymentOf(id)];
      if (method === 'POST' && action === 'refund') return [201, refund(id, input)];
    }
    if (collection === 'payouts') {
      if (method === 'POST' && !id) return [201, createPayout(input)];
      if (method === 'GET' && !id) return [200, listPayouts(url.searchParams)];
      if (method === 'GET' && id && !action) return [200, payoutOf(id)];
    }
    throw notFound();
  }

  function createInvoice(input: Record<string, unknown>): Invoice {
    const { amount, description } = input;
    const errors: Record<string, string[]> = {};
    if (typeof amount !== 'number' || !Number.isInteger(amount)) errors.amount = ['is not a number'];
    else if (amount < 100) errors.amount = ['must be greater than or equal to 100'];
    if (typeof description !== 'string' || description.trim() === '') errors.description = ["can't be blank"];
    if (Object.keys(errors).length > 0) throw validation(errors);
    const id = randomUUID();
    const currency = typeof input.currency === 'string' ? input.currency : 'SAR';
    const invoice: Invoice = {
      id,
      status: 'initiated',
      amount: amount as number,
      currency,
      description: description as string,
      logo_url: null,
      amount_format: `${((amount as number) / 100).toFixed(2)} ${currency}`,
      url: `https://checkout.moyasar.com/invoices/${id}?lang=en`,
      callback_url: stringOrNull(input.callback_url),
      success_url: stringOrNull(input.success_url),
      back_url: stringOrNull(input.back_url),
      expired_at: stringOrNull(input.expired_at),
      created_at: now(),
      updated_at: now(),
      metadata: stringRecord(input.metadata),
      payments: [],
    };
    invoices.set(id, invoice);
    return invoice;
  }

  function listInvoices(query: URLSearchParams) {
    let found = [...invoices.values()];
    for (const [key, value] of query) {
      const field = /^metadata\[(.+)\]$/.exec(key)?.[1];
      if (field) found = found.filter((invoice) => invoice.metadata?.[field] === value);
    }
    // The list answers each invoice without its payments, naming the paid one.
    const entries = found.map(({ payments: attempts, ...invoice }) => ({
      ...invoice,
      payment_id: attempts.find((payment) => payment.status === 'paid')?.id ?? null,
      paid_at: null,
    }));
    return page(entries, query, 'invoices');
  }

  function invoiceOf(id: string): Invoice {
    const invoice = invoices.get(id);
    if (!invoice) throw notFound();
    return invoice;
  }

  function paymentOf(id: string): Payment {
    const payment = payments.get(id);
    if (!payment) throw notFound();
    return payment;
  }

  function refund(id: string, input: Record<string, unknown>): Payment {
    const payment = paymentOf(id);
    const amount = input.amount ?? payment.amount - payment.refunded;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      throw validation({ amount: ['must be greater than 0'] });
    }
    if (payment.status !== 'paid' && payment.status !== 'captured' && payment.status !== 'refunded') {
      throw new Refusal(400, 'invalid_request_error', `Payment is ${payment.status} and cannot be refunded`);
    }
    if (amount > payment.amount - payment.refunded) {
      throw new Refusal(400, 'invalid_request_error', 'Amount exceeds the refundable amount');
    }
    payment.refunded += amount;
    payment.refunded_at = now();
    payment.status = 'refunded';
    payment.updated_at = now();
    return payment;
  }

  function createPayout(input: Record<string, unknown>): Payout {
    const errors: Record<string, string[]> = {};
    const { source_id, amount, purpose, destination } = input;
    if (typeof source_id !== 'string' || source_id === '') errors.source_id = ["can't be blank"];
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      errors.amount = ['is invalid'];
    if (typeof purpose !== 'string') errors.purpose = ["can't be blank"];
    if (!isRecord(destination) || destination.type !== 'bank' || typeof destination.iban !== 'string') {
      errors.destination = ['is invalid'];
    }
    const sequence = typeof input.sequence_number === 'string' ? input.sequence_number : undefined;
    if (sequence !== undefined && !/^\d{16}$/.test(sequence)) errors.sequence_number = ['is invalid'];
    if (
      sequence !== undefined &&
      [...payouts.values()].some((payout) => payout.sequence_number === sequence)
    ) {
      errors.sequence_number = ['has already been taken'];
    }
    if (Object.keys(errors).length > 0) throw validation(errors);
    const payout: Payout = {
      id: randomUUID(),
      source_id: source_id as string,
      sequence_number: sequence ?? String(Math.floor(Math.random() * 1e16)).padStart(16, '0'),
      channel: 'internal',
      status: 'initiated',
      amount: amount as number,
      currency: typeof input.currency === 'string' ? input.currency : 'SAR',
      purpose: purpose as string,
      comment: stringOrNull(input.comment),
      destination: destination as Record<string, unknown>,
      message: 'Payment was received, please check back after 5 minutes',
      failure_reason: null,
      created_at: now(),
      updated_at: now(),
      metadata: stringRecord(input.metadata),
    };
    payouts.set(payout.id, payout);
    return payout;
  }

  function listPayouts(query: URLSearchParams) {
    return page([...payouts.values()].reverse(), query, 'payouts');
  }

  function payoutOf(id: string): Payout {
    const payout = payouts.get(id);
    if (!payout) throw notFound();
    return payout;
  }

  function addPayment(invoice: Invoice, status: string, source: Source): Payment {
    const payment: Payment = {
      id: randomUUID(),
      status,
      amount: invoice.amount,
      fee: 0,
      currency: invoice.currency,
      refunded: 0,
      refunded_at: null,
      captured: 0,
      captured_at: null,
      voided_at: null,
      description: invoice.description,
      invoice_id: invoice.id,
      ip: '127.0.0.1',
      callback_url: `https://checkout.moyasar.com/invoices/${invoice.id}`,
      created_at: now(),
      updated_at: now(),
      metadata: null,
      source,
    };
    payments.set(payment.id, payment);
    invoice.payments.push(payment);
    invoice.updated_at = now();
    return payment;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let closed = false;

  return {
    apiUrl: `http://127.0.0.1:${String(port)}/v1`,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    requests,
    invoices,
    payouts,
    delayAnswers(ms) {
      delayMs = ms;
    },
    failWith(next) {
      failure = next;
    },
    pay(invoiceId, source) {
      const invoice = invoiceOf(invoiceId);
      const payment = addPayment(invoice, 'paid', cardSource('Succeeded! (Test Environment)', source));
      invoice.status = 'paid';
      return payment;
    },
    decline(invoiceId, message, invoiceStatus, source) {
      const invoice = invoiceOf(invoiceId);
      const payment = addPayment(invoice, 'failed', cardSource(message, source));
      if (invoiceStatus) invoice.status = invoiceStatus;
      return payment;
    },
    settlePayout(payoutId, status, message) {
      const payout = payoutOf(payoutId);
      payout.status = status;
      payout.message = message ?? (status === 'paid' ? 'Payout completed' : 'Payout failed');
      payout.failure_reason = status === 'paid' ? null : 'beneficiary_rejected';
      payout.updated_at = now();
    },
    webhookBody(type, data, secretToken = WEBHOOK_SECRET) {
      return JSON.stringify({
        id: randomUUID(),
        type,
        created_at: now(),
        secret_token: secretToken,
        account_name: null,
        live: false,
        data,
      });
    },
    close: async () => {
      if (closed) return;
      closed = true;
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

function cardSource(message: string, source: Partial<Source> = {}): Source {
  return {
    type: 'creditcard',
    company: 'mada',
    name: 'Sara Alharbi',
    number: '4201-32XX-XXXX-1010',
    message,
    ...source,
  };
}

function page<T>(items: readonly T[], query: URLSearchParams, key: string) {
  const current = Math.max(1, Number(query.get('page') ?? '1') || 1);
  const totalPages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  return {
    [key]: items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    meta: {
      current_page: current,
      next_page: current < totalPages ? current + 1 : null,
      prev_page: current > 1 ? current - 1 : null,
      total_pages: totalPages,
      total_count: items.length,
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function stringRecord(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
}

import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ProviderEvent } from '../payment-provider';

/**
 * Moyasar's webhook (https://docs.moyasar.com/api/other/webhooks/webhook-reference) is a JSON body
 * `{id, type, created_at, secret_token, account_name, live, data}`: `secret_token` is the secret set
 * for the webhook in Moyasar's dashboard, `type` the event (payment_paid, payment_failed, …,
 * payout_paid, payout_failed, …) and `data` the object as it was. No header is signed, so the token
 * in the body is the whole proof: it is compared in constant time, and the app fetches the object
 * again before it believes anything else the body says.
 */
const webhookBody = z.object({
  id: z.string().min(1),
  type: z.string(),
  secret_token: z.string(),
  data: z.object({ id: z.string().min(1), invoice_id: z.string().nullish() }),
});

export function readMoyasarEvent(rawBody: string, webhookSecret: string): ProviderEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody) as unknown;
  } catch {
    return null;
  }
  const body = webhookBody.safeParse(json);
  if (!body.success) return null;
  if (!sameSecret(body.data.secret_token, webhookSecret)) return null;

  const { id, type, data } = body.data;
  // A checkout is an invoice (see moyasar-provider.ts): a payment event names its invoice.
  if (type.startsWith('payment_')) return { id, about: 'checkout', reference: data.invoice_id ?? data.id };
  if (type.startsWith('payout_')) return { id, about: 'payout', reference: data.id };
  // Authentic but about nothing this app follows: subscribe the webhook to payment and payout events only.
  return null;
}

/** Constant time over equal lengths; a length difference (or no configured secret) is a mismatch. */
function sameSecret(given: string, expected: string): boolean {
  if (expected === '') return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The payment provider, as the rest of the app sees it (DESIGN §9, ADR 027): a built-in
 * simulator, the default, or Moyasar (payments/provider-from-env.ts chooses). Amounts are
 * halalas. The app trusts nothing a payer's browser or a webhook says: it asks the provider
 * again (`checkoutState`, `payoutState`) before it moves money.
 */

/** How a payer paid, as the provider reports it. */
export type PaymentMethod = 'CARD' | 'APPLE_PAY' | 'STC_PAY';
export type CardScheme = 'mada' | 'visa' | 'mastercard' | 'amex';

export interface CheckoutRequest {
  /** Our id of this attempt (a row of milestone_payments): the provider's idempotency key. */
  readonly checkoutId: string;
  readonly amount: number;
  /** Shown to the payer on the provider's page. */
  readonly description: string;
  /** Where the provider sends the payer back, with its own query (referenceOfReturn reads it). */
  readonly returnUrl: string;
  readonly language: 'en' | 'ar';
}

export interface Checkout {
  /** The provider's id of this checkout: what checkoutState, returns and events name. */
  readonly reference: string;
  /** The provider's payment page, with its 3-D Secure step. Card details go there, never to us. */
  readonly redirectUrl: string;
}

export type CheckoutStatus = 'PENDING' | 'PAID' | 'FAILED';

export interface CheckoutState {
  readonly reference: string;
  readonly status: CheckoutStatus;
  /** Halalas the provider holds for it; the app refuses a PAID checkout of another amount. */
  readonly amount: number;
  readonly currency: string;
  /** The provider's payment id, which a refund names; null while nothing was paid. */
  readonly paymentId: string | null;
  readonly method: PaymentMethod | null;
  readonly cardScheme: CardScheme | null;
  readonly lastFour: string | null;
  /** The provider's reason for a FAILED checkout, in the payer's language when it has one. */
  readonly failureMessage: string | null;
}

export interface RefundRequest {
  readonly paymentId: string;
  readonly amount: number;
  /** Our id of this refund: asking twice refunds once. */
  readonly refundId: string;
}

export interface PayoutRequest {
  /** Our id of this payout: asking twice pays once. */
  readonly payoutId: string;
  readonly amount: number;
  /** Normalised Saudi IBAN (SA and 22 digits). */
  readonly iban: string;
  readonly holderName: string;
}

export type PayoutStatus = 'PENDING' | 'PAID' | 'FAILED';

export interface PayoutState {
  readonly reference: string;
  readonly status: PayoutStatus;
  readonly failureMessage: string | null;
}

/** An authenticated event from the provider: only which object to fetch again. */
export interface ProviderEvent {
  /** The provider's event id: an event is applied once. */
  readonly id: string;
  readonly about: 'checkout' | 'payout';
  readonly reference: string;
}

export interface PaymentProvider {
  readonly name: 'simulator' | 'moyasar';
  startCheckout(request: CheckoutRequest): Promise<Checkout>;
  checkoutState(reference: string): Promise<CheckoutState>;
  /** The checkout a payer's return to `returnUrl` names, from the query the provider added; null if none. */
  referenceOfReturn(query: Readonly<Record<string, string | undefined>>): string | null;
  refund(request: RefundRequest): Promise<void>;
  startPayout(request: PayoutRequest): Promise<{ readonly reference: string }>;
  payoutState(reference: string): Promise<PayoutState>;
  /**
   * A webhook's event when the request is the provider's (its secret compared in constant
   * time); null when it is not, which the route answers 401.
   */
  readEvent(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): ProviderEvent | null;
}

/**
 * The provider did not answer, in time or at all, or answered 5xx: a 503 with Retry-After,
 * and nothing applied.
 */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider refused the request (4xx): its message says why, for the log and the person. */
export class ProviderRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ProviderRefusedError';
  }
}

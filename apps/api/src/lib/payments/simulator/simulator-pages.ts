import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../html';
import type { CardScheme } from '../payment-provider';
import {
  FAILURE_TEXT,
  STC_PAY_OTP,
  TEST_CARDS,
  checkCardForm,
  normalizeSaudiMobile,
  type CardField,
  type CardOutcome,
} from './simulator-cards';
import type { SimulatorProvider } from './simulator-provider';
import type { SimulatorCheckoutRow } from './simulator.repo';
import {
  formatHalalas,
  simulatorText,
  type SimulatorLanguage,
  type SimulatorTextKey,
} from './simulator-texts';

/**
 * The simulator's payment pages, as a provider's hosted page: the card form and STC Pay, then
 * 3-D Secure or the OTP, then back to the app's returnUrl. Plain HTML forms (the CSP allows no
 * inline script and posts only to this origin); what a step carries to the next is sealed.
 */

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A 3-D Secure or OTP step may be answered for this long. */
const STEP_MS = 15 * 60 * 1000;
const SCHEMES: ReadonlySet<string> = new Set<CardScheme>(['mada', 'visa', 'mastercard', 'amex']);
const OUTCOMES: ReadonlySet<string> = new Set<CardOutcome>([
  'PAID',
  ...(Object.keys(FAILURE_TEXT) as CardOutcome[]),
]);
const SCHEME_NAMES: Readonly<Record<CardScheme, { en: string; ar: string }>> = {
  mada: { en: 'mada', ar: 'مدى' },
  visa: { en: 'Visa', ar: 'فيزا' },
  mastercard: { en: 'Mastercard', ar: 'ماستركارد' },
  amex: { en: 'American Express', ar: 'أمريكان إكسبريس' },
};

type Body = Readonly<Record<string, unknown>> | null | undefined;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;line-height:1.5;color:#1a1a1a;background:#f4f5f7}
main{max-width:30rem;margin:0 auto;padding:1rem}
.banner{margin:0;padding:.75rem 1rem;background:#fff3cd;border-bottom:2px solid #b58100;color:#4d3800;font-weight:600;text-align:center}
.card{background:#fff;border:1px solid #d0d4da;border-radius:.5rem;padding:1rem;margin:1rem 0}
h1{font-size:1.5rem;margin:.5rem 0}
h2{font-size:1.125rem;margin:0 0 .75rem}
.amount{font-size:1.5rem;font-weight:700}
.field{margin:0 0 .75rem}
.field label{display:block;font-weight:600}
.field input{display:block;width:100%;padding:.6rem;font-size:1rem;border:1px solid #8a9099;border-radius:.375rem}
.field input[aria-invalid=true]{border-color:#b00020}
.hint{margin:.125rem 0 0;color:#555;font-size:.875rem}
.error{margin:.125rem 0 0;color:#b00020;font-size:.875rem;font-weight:600}
.alert{padding:.75rem;border:2px solid #b00020;border-radius:.375rem;color:#b00020;background:#fff;font-weight:600}
.row{display:flex;gap:.75rem;flex-wrap:wrap}
.row .field{flex:1 1 8rem}
button,.button{display:inline-block;min-height:2.75rem;padding:.6rem 1.25rem;font-size:1rem;font-weight:600;border-radius:.375rem;border:1px solid #0b5cad;background:#0b5cad;color:#fff;cursor:pointer;text-decoration:none}
button.secondary{background:#fff;color:#b00020;border-color:#b00020}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
code{font-size:1rem}
ul{padding-inline-start:1.25rem}
`;

interface PageParts {
  readonly language: SimulatorLanguage;
  readonly title: string;
  readonly body: string;
}

function page({ language, title, body }: PageParts): string {
  const t = (key: SimulatorTextKey) => escapeHtml(simulatorText(language, key));
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)} · ${t('pageTitle')}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="banner" role="note">${t('testBanner')}</p>
<main>
${body}
</main>
</body>
</html>
`;
}

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

const languageOf = (checkout: SimulatorCheckoutRow): SimulatorLanguage =>
  checkout.language === 'ar' ? 'ar' : 'en';

function summary(checkout: SimulatorCheckoutRow, language: SimulatorLanguage): string {
  return `<h1>${escapeHtml(simulatorText(language, 'pageTitle'))}</h1>
<div class="card">
<p style="margin:0">${escapeHtml(simulatorText(language, 'amount'))}</p>
<p class="amount" style="margin:0">${escapeHtml(formatHalalas(checkout.amount, language))}</p>
<p style="margin:.5rem 0 0" dir="auto">${escapeHtml(checkout.description)}</p>
</div>`;
}

interface FieldSpec {
  readonly name: string;
  readonly label: string;
  readonly value?: string;
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly attributes: string;
}

function field(spec: FieldSpec): string {
  const described = [
    spec.hint === undefined ? null : `${spec.name}-hint`,
    spec.error === undefined ? null : `${spec.name}-error`,
  ]
    .filter((id) => id !== null)
    .join(' ');
  return `<div class="field">
<label for="${spec.name}">${escapeHtml(spec.label)}</label>
<input id="${spec.name}" name="${spec.name}" ${spec.attributes} value="${escapeHtml(spec.value ?? '')}"${
    spec.error === undefined ? '' : ' aria-invalid="true"'
  }${described === '' ? '' : ` aria-describedby="${described}"`}>
${spec.hint === undefined ? '' : `<p class="hint" id="${spec.name}-hint">${escapeHtml(spec.hint)}</p>`}
${spec.error === undefined ? '' : `<p class="error" id="${spec.name}-error">${escapeHtml(spec.error)}</p>`}
</div>`;
}

interface PaymentFormState {
  readonly card?: Partial<Record<CardField, string>>;
  readonly cardErrors?: Partial<Record<CardField, SimulatorTextKey>>;
  readonly mobile?: string;
  readonly mobileError?: SimulatorTextKey;
}

function paymentPage(checkout: SimulatorCheckoutRow, state: PaymentFormState = {}): string {
  const language = languageOf(checkout);
  const t = (key: SimulatorTextKey, params?: Record<string, string>) => simulatorText(language, key, params);
  const cardError = (name: CardField) => {
    const key = state.cardErrors?.[name];
    return key === undefined ? undefined : t(key);
  };
  const hasErrors = Object.keys(state.cardErrors ?? {}).length > 0 || state.mobileError !== undefined;
  const base = `/simulator/checkouts/${checkout.id}`;
  const cards = TEST_CARDS.filter((card) => card.outcome === 'PAID' || card.outcome === 'INSUFFICIENT_FUNDS')
    .map((card) => {
      const outcome =
        card.outcome === 'PAID' ? t('cardPays') : t('cardFails', { reason: t(FAILURE_TEXT[card.outcome]) });
      return `<li>${escapeHtml(SCHEME_NAMES[card.scheme][language])} <code dir="ltr">${card.number}</code>: ${escapeHtml(outcome)}</li>`;
    })
    .join('\n');
  return page({
    language,
    title: t('pageTitle'),
    body: `${summary(checkout, language)}
${hasErrors ? `<p class="alert" role="alert">${escapeHtml(t('formErrors'))}</p>` : ''}
<section class="card" aria-labelledby="card-heading">
<h2 id="card-heading">${escapeHtml(t('payByCard'))}</h2>
<form method="post" action="${base}/card" novalidate>
${field({
  name: 'number',
  label: t('cardNumber'),
  value: state.card?.number,
  error: cardError('number'),
  attributes: 'type="text" inputmode="numeric" autocomplete="cc-number" dir="ltr" maxlength="23" required',
})}
${field({
  name: 'name',
  label: t('nameOnCard'),
  value: state.card?.name,
  error: cardError('name'),
  attributes:
    'type="text" autocomplete="cc-name" autocapitalize="words" spellcheck="false" maxlength="100" required',
})}
<div class="row">
${field({
  name: 'expiry',
  label: t('expiry'),
  value: state.card?.expiry,
  error: cardError('expiry'),
  hint: t('expiryHint'),
  attributes:
    'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" dir="ltr" maxlength="7" required',
})}
${field({
  name: 'cvc',
  label: t('cvc'),
  error: cardError('cvc'),
  attributes: 'type="text" inputmode="numeric" autocomplete="cc-csc" dir="ltr" maxlength="3" required',
})}
</div>
<button type="submit">${escapeHtml(t('pay'))}</button>
</form>
</section>
<section class="card" aria-labelledby="stc-heading">
<h2 id="stc-heading">${escapeHtml(t('payWithStcPay'))}</h2>
<form method="post" action="${base}/stc-pay" novalidate>
${field({
  name: 'mobile',
  label: t('mobile'),
  value: state.mobile,
  error: state.mobileError === undefined ? undefined : t(state.mobileError),
  hint: t('mobileHint'),
  attributes: 'type="tel" inputmode="numeric" autocomplete="tel-national" dir="ltr" maxlength="16" required',
})}
<button type="submit">${escapeHtml(t('sendCode'))}</button>
</form>
</section>
<section class="card" aria-labelledby="cards-heading">
<h2 id="cards-heading">${escapeHtml(t('testCards'))}</h2>
<ul>
${cards}
</ul>
<p class="hint">${escapeHtml(t('otherCardsFail'))} ${escapeHtml(t('testCardsHint'))}</p>
</section>`,
  });
}

function threeDsPage(
  checkout: SimulatorCheckoutRow,
  sealed: string,
  scheme: CardScheme,
  lastFour: string,
): string {
  const language = languageOf(checkout);
  const t = (key: SimulatorTextKey, params?: Record<string, string>) => simulatorText(language, key, params);
  return page({
    language,
    title: t('threeDsTitle'),
    body: `<h1>${escapeHtml(t('threeDsTitle'))}</h1>
<div class="card">
<p>${escapeHtml(
      t('threeDsBody', {
        amount: formatHalalas(checkout.amount, language),
        scheme: SCHEME_NAMES[scheme][language],
        lastFour,
      }),
    )}</p>
<p class="hint">${escapeHtml(t('threeDsHint'))}</p>
<form method="post" action="/simulator/checkouts/${checkout.id}/3ds">
<input type="hidden" name="step" value="${escapeHtml(sealed)}">
<div class="actions">
<button type="submit" name="action" value="authenticate">${escapeHtml(t('authenticate'))}</button>
<button type="submit" name="action" value="fail" class="secondary">${escapeHtml(t('fail'))}</button>
</div>
</form>
</div>`,
  });
}

function otpPage(
  checkout: SimulatorCheckoutRow,
  sealed: string,
  mobile: string,
  error?: SimulatorTextKey,
): string {
  const language = languageOf(checkout);
  const t = (key: SimulatorTextKey, params?: Record<string, string>) => simulatorText(language, key, params);
  return page({
    language,
    title: t('otpTitle'),
    body: `<h1>${escapeHtml(t('otpTitle'))}</h1>
${error === undefined ? '' : `<p class="alert" role="alert">${escapeHtml(t('formErrors'))}</p>`}
<div class="card">
<p>${escapeHtml(t('otpBody', { mobile: `\u2066${mobile}\u2069`, amount: formatHalalas(checkout.amount, language) }))}</p>
<form method="post" action="/simulator/checkouts/${checkout.id}/stc-pay/otp" novalidate>
<input type="hidden" name="step" value="${escapeHtml(sealed)}">
${field({
  name: 'otp',
  label: t('otp'),
  error: error === undefined ? undefined : t(error),
  hint: t('otpHint'),
  attributes: 'type="text" inputmode="numeric" autocomplete="one-time-code" dir="ltr" maxlength="6" required',
})}
<button type="submit">${escapeHtml(t('confirm'))}</button>
</form>
</div>`,
  });
}

function finishedPage(simulator: SimulatorProvider, checkout: SimulatorCheckoutRow): string {
  const language = languageOf(checkout);
  const t = (key: SimulatorTextKey, params?: Record<string, string>) => simulatorText(language, key, params);
  const said =
    checkout.status === 'PAID'
      ? t('alreadyPaid')
      : t('alreadyFailed', { reason: `${checkout.failureMessage ?? ''}.` });
  return page({
    language,
    title: t('pageTitle'),
    body: `${summary(checkout, language)}
<div class="card">
<p role="status">${escapeHtml(said)}</p>
<p><a class="button" href="${escapeHtml(simulator.returnAddress(checkout))}">${escapeHtml(t('backToSite'))}</a></p>
</div>`,
  });
}

function stepInvalidPage(checkout: SimulatorCheckoutRow): string {
  const language = languageOf(checkout);
  return page({
    language,
    title: simulatorText(language, 'pageTitle'),
    body: `<h1>${escapeHtml(simulatorText(language, 'pageTitle'))}</h1>
<div class="card">
<p role="alert">${escapeHtml(simulatorText(language, 'stepInvalid'))}</p>
<p><a class="button" href="/simulator/checkouts/${checkout.id}">${escapeHtml(simulatorText(language, 'startAgain'))}</a></p>
</div>`,
  });
}

function missingPage(): string {
  return page({
    language: 'en',
    title: simulatorText('en', 'checkoutMissing'),
    body: `<h1>${escapeHtml(simulatorText('en', 'checkoutMissing'))}</h1>
<p lang="ar" dir="rtl">${escapeHtml(simulatorText('ar', 'checkoutMissing'))}</p>`,
  });
}

const text = (body: Body, name: string): string => {
  const value = body?.[name];
  return typeof value === 'string' ? value : '';
};

/** A sealed step, when it is this checkout's, not expired, and what it should be. */
function openStep(
  simulator: SimulatorProvider,
  checkout: SimulatorCheckoutRow,
  body: Body,
  method: 'CARD' | 'STC_PAY',
): Readonly<Record<string, unknown>> | null {
  const step = simulator.openStep(checkout.id, text(body, 'step'));
  if (step === null || step.method !== method) return null;
  const expires = typeof step.expires === 'string' ? Date.parse(step.expires) : Number.NaN;
  if (!(expires > simulator.now().getTime())) return null;
  return step;
}

/**
 * The simulator's payment pages under /simulator/checkouts/:id, in an encapsulated scope of
 * their own, where form posts are read.
 */
export function registerSimulatorPages(app: FastifyInstance, simulator: SimulatorProvider): void {
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_request, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
        );
      },
    );

    /** The checkout of the address, or an answer already sent: missing, or ended before. */
    const pendingCheckout = async (
      id: string,
      reply: FastifyReply,
      endedStatus: number,
    ): Promise<SimulatorCheckoutRow | null> => {
      const checkout = ID.test(id) ? await simulator.findCheckout(id) : null;
      if (checkout === null) {
        void send(reply, 404, missingPage());
        return null;
      }
      if (checkout.status !== 'PENDING') {
        void send(reply, endedStatus, finishedPage(simulator, checkout));
        return null;
      }
      return checkout;
    };

    const complete = async (
      reply: FastifyReply,
      checkout: SimulatorCheckoutRow,
      attempt: Parameters<SimulatorProvider['completeCheckout']>[1],
    ): Promise<FastifyReply> => {
      const ended = (await simulator.completeCheckout(checkout.id, attempt)) ?? checkout;
      return reply.header('cache-control', 'no-store').redirect(simulator.returnAddress(ended), 303);
    };

    scope.get<{ Params: { id: string } }>('/simulator/checkouts/:id', async (request, reply) => {
      const checkout = await pendingCheckout(request.params.id, reply, 200);
      if (checkout === null) return reply;
      return send(reply, 200, paymentPage(checkout));
    });

    scope.post<{ Params: { id: string }; Body: Body }>(
      '/simulator/checkouts/:id/card',
      async (request, reply) => {
        const checkout = await pendingCheckout(request.params.id, reply, 409);
        if (checkout === null) return reply;
        const body = request.body;
        const form = {
          number: text(body, 'number'),
          name: text(body, 'name'),
          expiry: text(body, 'expiry'),
          cvc: text(body, 'cvc'),
        };
        const checked = checkCardForm(form, simulator.now());
        if (!checked.ok) {
          const { cvc: _cvc, ...shown } = form;
          return send(reply, 400, paymentPage(checkout, { card: shown, cardErrors: checked.errors }));
        }
        const { card } = checked;
        const sealed = simulator.sealStep(checkout.id, {
          method: 'CARD',
          scheme: card.scheme,
          lastFour: card.lastFour,
          outcome: card.outcome,
          expires: new Date(simulator.now().getTime() + STEP_MS).toISOString(),
        });
        return send(reply, 200, threeDsPage(checkout, sealed, card.scheme, card.lastFour));
      },
    );

    scope.post<{ Params: { id: string }; Body: Body }>(
      '/simulator/checkouts/:id/3ds',
      async (request, reply) => {
        const checkout = await pendingCheckout(request.params.id, reply, 409);
        if (checkout === null) return reply;
        const body = request.body;
        const step = openStep(simulator, checkout, body, 'CARD');
        const action = text(body, 'action');
        const { scheme, lastFour, outcome } = step ?? {};
        if (
          step === null ||
          (action !== 'authenticate' && action !== 'fail') ||
          typeof scheme !== 'string' ||
          !SCHEMES.has(scheme) ||
          typeof lastFour !== 'string' ||
          !/^\d{4}$/.test(lastFour) ||
          typeof outcome !== 'string' ||
          !OUTCOMES.has(outcome)
        )
          return send(reply, 400, stepInvalidPage(checkout));
        return complete(reply, checkout, {
          method: 'CARD',
          cardScheme: scheme as CardScheme,
          lastFour,
          outcome: action === 'fail' ? 'THREE_DS_FAILED' : (outcome as CardOutcome),
        });
      },
    );

    scope.post<{ Params: { id: string }; Body: Body }>(
      '/simulator/checkouts/:id/stc-pay',
      async (request, reply) => {
        const checkout = await pendingCheckout(request.params.id, reply, 409);
        if (checkout === null) return reply;
        const typed = text(request.body, 'mobile');
        const mobile = normalizeSaudiMobile(typed);
        if (mobile === null)
          return send(
            reply,
            400,
            paymentPage(checkout, { mobile: typed.slice(0, 16), mobileError: 'mobileInvalid' }),
          );
        const sealed = simulator.sealStep(checkout.id, {
          method: 'STC_PAY',
          mobile,
          expires: new Date(simulator.now().getTime() + STEP_MS).toISOString(),
        });
        return send(reply, 200, otpPage(checkout, sealed, mobile));
      },
    );

    scope.post<{ Params: { id: string }; Body: Body }>(
      '/simulator/checkouts/:id/stc-pay/otp',
      async (request, reply) => {
        const checkout = await pendingCheckout(request.params.id, reply, 409);
        if (checkout === null) return reply;
        const body = request.body;
        const step = openStep(simulator, checkout, body, 'STC_PAY');
        const mobile = step?.mobile;
        if (step === null || typeof mobile !== 'string') return send(reply, 400, stepInvalidPage(checkout));
        const otp = text(body, 'otp').trim();
        if (!/^\d{6}$/.test(otp))
          return send(reply, 400, otpPage(checkout, text(body, 'step'), mobile, 'otpFormat'));
        return complete(reply, checkout, {
          method: 'STC_PAY',
          cardScheme: null,
          lastFour: null,
          outcome: otp === STC_PAY_OTP ? 'PAID' : 'OTP_WRONG',
        });
      },
    );
    done();
  });
}

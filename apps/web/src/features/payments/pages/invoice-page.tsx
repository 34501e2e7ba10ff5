import type { Invoice } from '@casting/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Heading } from '../../../ui/heading';
import { ArrowBackIcon, DocumentIcon } from '../../../ui/icons';
import { LinkButton } from '../../../ui/link-button';
import { Spinner } from '../../../ui/spinner';
import { useInvoice } from '../api/payout-queries';
import { InvoiceDocument } from '../components/invoice-document';

/**
 * Printed, the page is the document alone on A4: everything that neither holds it nor is in it
 * is left out, and what holds it loses its spacing and frame.
 */
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 14mm; }
  body { background: #fff !important; }
  body *:not(:has(.invoice-document)):not(.invoice-document):not(.invoice-document *) { display: none !important; }
  body *:has(.invoice-document) {
    margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important;
    max-width: none !important; min-height: 0 !important; background: #fff !important;
  }
  .invoice-document { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}`;

/** An invoice that is not the caller's answers 404, as one that does not exist; an id that is no id, 400. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function BackLink() {
  const { t } = useTranslation('payouts');
  return (
    <Link
      to={paths.payments}
      className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700 hover:text-ink-950"
    >
      <ArrowBackIcon />
      {t('invoices.page.back')}
    </Link>
  );
}

function invoiceTitle(t: TFunction<'payouts'>, invoice: Invoice): string {
  return t(`invoices.page.title.${invoice.kind}`, { number: isolate(invoice.number) });
}

function Loaded({ invoice }: { readonly invoice: Invoice }) {
  const { t } = useTranslation('payouts');
  return (
    <>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-6">
        <div className="min-w-0 max-w-2xl">
          <Heading level={1} size="headline" className="text-ink-950">
            {invoiceTitle(t, invoice)}
          </Heading>
          <p dir="auto" className="mt-3 break-words text-ink-600">
            {invoice.description}
          </p>
        </div>
        <Button
          variant="dark"
          onClick={() => {
            window.print();
          }}
        >
          <DocumentIcon className="size-4" />
          {t('invoices.print')}
        </Button>
      </div>
      <div className="mx-auto mt-8 max-w-[210mm] rounded-card bg-white p-5 shadow-card ring-1 ring-ink-950/10 sm:p-10">
        <InvoiceDocument invoice={invoice} />
      </div>
    </>
  );
}

/** One tax invoice or receipt at its own address (`/payments/invoices/:invoiceId`), printable. */
export function InvoicePage() {
  const { t } = useTranslation('payouts');
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  // Tried again after a failure, the query keeps its error while it fetches: the wait shows.
  const waiting = invoice.isPending || (invoice.isError && invoice.isFetching);
  const missing = invoice.isError && isMissing(invoice.error);
  const title =
    invoice.data !== undefined
      ? invoiceTitle(t, invoice.data)
      : missing
        ? t('invoices.page.notFoundTitle')
        : t('invoices.page.documentTitle');

  return (
    <Container className="py-10 lg:py-12">
      <DocumentTitle title={title} />
      <style>{PRINT_CSS}</style>
      <BackLink />
      {waiting ? (
        <p
          className="mt-10 flex min-h-64 items-center justify-center gap-3 text-sm text-ink-600"
          role="status"
        >
          <Spinner className="size-4" />
          {t('invoices.loading')}
        </p>
      ) : missing ? (
        <div className="mt-8 max-w-2xl rounded-card border border-ink-950/10 bg-sand-50 p-8 shadow-card sm:p-10">
          <Heading level={1} size="headline" className="text-ink-950">
            {t('invoices.page.notFoundTitle')}
          </Heading>
          <p role="alert" className="mt-4 text-lg text-ink-700">
            {t('invoices.page.notFound')}
          </p>
          <LinkButton to={paths.payments} variant="dark" className="mt-6">
            {t('invoices.page.back')}
          </LinkButton>
        </div>
      ) : invoice.isError ? (
        <div role="alert" className="mt-10 grid min-h-64 place-items-center text-center">
          <div>
            <p className="font-medium text-ink-900">{errorMessage(invoice.error, t('invoices.loadError'))}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-4"
              onClick={() => {
                void invoice.refetch();
              }}
            >
              {t('retry')}
            </Button>
          </div>
        </div>
      ) : (
        <Loaded invoice={invoice.data} />
      )}
    </Container>
  );
}

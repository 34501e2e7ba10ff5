import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { BadgeCheckIcon } from '../../../ui/icons';
import { LinkButton } from '../../../ui/link-button';
import { Spinner } from '../../../ui/spinner';
import { useInvoices } from '../api/payout-queries';
import { Amount } from './amount';
import { HistoryPages } from './history-pages';

/** The caller's tax invoices (talent) or receipts (organization), newest first, each at its own printable address. */
export default function InvoicesPanel({
  hidden,
  organization,
}: {
  readonly hidden: boolean;
  readonly organization: boolean;
}) {
  const { t } = useTranslation('payouts');
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  const title = organization ? t('invoices.receiptsTitle') : t('invoices.title');

  return (
    <section
      aria-labelledby="invoices-heading"
      className="rounded-card border border-ink-950/10 bg-sand-50 p-5 shadow-card sm:p-7 lg:p-9"
    >
      <Heading level={2} size="title" id="invoices-heading" className="text-ink-950">
        {title}
      </Heading>
      <p className="mt-2 text-sm text-ink-600">
        {organization ? t('invoices.receiptsDescription') : t('invoices.description')}
      </p>
      {invoices.isPending ? (
        <p className="mt-8 flex items-center gap-3 text-sm text-ink-600" role="status">
          <Spinner className="size-4" />
          {t('invoices.loading')}
        </p>
      ) : invoices.isError && invoices.data === undefined ? (
        <div role="alert" className="mt-8">
          <p className="font-medium text-ink-900">{errorMessage(invoices.error, t('invoices.loadError'))}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-4"
            onClick={() => {
              void invoices.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </div>
      ) : invoices.data.items.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-ink-950/15 px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-sand-200 text-ink-700">
            <BadgeCheckIcon className="size-6" />
          </span>
          <p className="mt-5 font-semibold text-ink-950">
            {organization ? t('invoices.receiptsEmptyTitle') : t('invoices.emptyTitle')}
          </p>
          <p className="mt-2 max-w-sm text-sm text-ink-600">
            {organization ? t('invoices.receiptsEmpty') : t('invoices.empty')}
          </p>
        </div>
      ) : (
        <>
          <ul
            aria-label={title}
            aria-busy={invoices.isPlaceholderData}
            className="mt-4 divide-y divide-ink-950/10"
          >
            {invoices.data.items.map((invoice) => (
              <li
                key={invoice.id}
                className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-4"
              >
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-semibold text-ink-950 tabular-nums">{invoice.number}</p>
                  <p className="mt-1 truncate text-sm text-ink-600" dir="auto">
                    {invoice.description}
                  </p>
                  <p className="text-sm text-ink-600">
                    <time dateTime={invoice.issuedAt}>
                      {formatDate(invoice.issuedAt, { dateStyle: 'medium' })}
                    </time>
                  </p>
                </div>
                <p className="font-semibold whitespace-nowrap text-ink-950 tabular-nums">
                  <Amount text={formatMoney({ amount: invoice.total, currency: 'SAR' })} hidden={hidden} />
                </p>
                <LinkButton
                  to={paths.invoice(invoice.id)}
                  variant="outline"
                  size="sm"
                  aria-label={t('invoices.openNamed', { number: invoice.number })}
                >
                  {t('invoices.open')}
                </LinkButton>
              </li>
            ))}
          </ul>
          <HistoryPages
            meta={invoices.data.meta}
            onPage={setPage}
            isLoadingPage={invoices.isPlaceholderData}
          />
        </>
      )}
    </section>
  );
}

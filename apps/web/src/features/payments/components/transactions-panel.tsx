import type { LedgerLine } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { isolate } from '../../../lib/isolate';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { Heading } from '../../../ui/heading';
import { WalletIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { useTransactions } from '../api/payout-queries';
import { ledgerAccountKey, ledgerLabel } from '../ledger/ledger-label';
import { signedRiyals } from '../ledger/signed-riyals';
import { Amount } from './amount';

function Line({ line, hidden }: { readonly line: LedgerLine; readonly hidden: boolean }) {
  const { t } = useTranslation('payouts');
  const label = ledgerLabel(line);
  const text = t(`transactions.kinds.${label.key}`, { title: isolate(label.title ?? '') });
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-4">
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-semibold break-words text-ink-950">{text}</p>
        <p className="mt-1 text-sm text-ink-600">
          <time dateTime={line.createdAt}>
            {formatDate(line.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          <span aria-hidden="true"> · </span>
          {t(`transactions.accounts.${ledgerAccountKey(line.account)}`)}
        </p>
      </div>
      <p
        className={cx(
          'font-semibold whitespace-nowrap tabular-nums',
          line.amount < 0 ? 'text-ink-700' : 'text-ink-950',
        )}
      >
        <Amount text={signedRiyals(line.amount)} hidden={hidden} />
      </p>
    </li>
  );
}

/** The ledger's lines on the caller's accounts, newest first, more by cursor. */
export default function TransactionsPanel({ hidden }: { readonly hidden: boolean }) {
  const { t } = useTranslation('payouts');
  const lines = useTransactions();
  const items = lines.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section
      aria-labelledby="transactions-heading"
      className="rounded-card border border-ink-950/10 bg-sand-50 p-5 shadow-card sm:p-7 lg:p-9"
    >
      <Heading level={2} size="title" id="transactions-heading" className="text-ink-950">
        {t('transactions.title')}
      </Heading>
      <p className="mt-2 text-sm text-ink-600">{t('transactions.description')}</p>
      {lines.isPending ? (
        <p className="mt-8 flex items-center gap-3 text-sm text-ink-600" role="status">
          <Spinner className="size-4" />
          {t('transactions.loading')}
        </p>
      ) : lines.isError && items.length === 0 ? (
        <div role="alert" className="mt-8">
          <p className="font-medium text-ink-900">{errorMessage(lines.error, t('transactions.loadError'))}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-4"
            onClick={() => {
              void lines.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-ink-950/15 px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-sand-200 text-ink-700">
            <WalletIcon className="size-6" />
          </span>
          <p className="mt-5 font-semibold text-ink-950">{t('transactions.emptyTitle')}</p>
          <p className="mt-2 max-w-sm text-sm text-ink-600">{t('transactions.empty')}</p>
        </div>
      ) : (
        <>
          <ul
            aria-label={t('transactions.title')}
            aria-busy={lines.isFetchingNextPage}
            className="mt-4 divide-y divide-ink-950/10"
          >
            {items.map((line) => (
              <Line key={line.id} line={line} hidden={hidden} />
            ))}
          </ul>
          {lines.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                size="sm"
                pending={lines.isFetchingNextPage}
                onClick={() => {
                  void lines.fetchNextPage();
                }}
              >
                {t('transactions.more')}
              </Button>
            </div>
          ) : null}
          {lines.isFetchNextPageError ? (
            <p role="alert" className="mt-3 text-center text-sm font-medium text-accent-700">
              {errorMessage(lines.error, t('transactions.loadError'))}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

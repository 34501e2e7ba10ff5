import type { BlockedUser } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { formatStandaloneDate } from '../../../lib/format';
import { initials } from '../../../lib/initials';
import { thumbnailOf } from '../../../lib/media-renditions';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { BlockIcon } from '../../../ui/safety-icons';
import { Spinner } from '../../../ui/spinner';
import { useBlockedAccounts, useUnblock } from '../api/blocked-accounts';

function Picture({ account }: { readonly account: BlockedUser }) {
  if (account.profilePicture === null) {
    return (
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-full bg-ink-950 text-base font-semibold text-gold-400"
      >
        {initials(account.name)}
      </span>
    );
  }
  return (
    <img
      src={thumbnailOf(account.profilePicture)}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className="size-12 shrink-0 rounded-full bg-sand-200 object-cover ring-1 ring-ink-950/10"
    />
  );
}

function BlockedRow({ account }: { readonly account: BlockedUser }) {
  const { t } = useTranslation('safety');
  const unblock = useUnblock();
  const name =
    account.individualId === null ? (
      <span dir="auto">{account.name}</span>
    ) : (
      <Link
        to={paths.individual(account.individualId)}
        dir="auto"
        className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {account.name}
      </Link>
    );
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-2xl border border-ink-950/10 bg-white px-4 py-3 shadow-card sm:px-5">
      <Picture account={account} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink-950">{name}</p>
        <p className="text-sm text-ink-600">
          {t('blocked.blockedOn', { date: formatStandaloneDate(account.blockedAt, { dateStyle: 'medium' }) })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        pending={unblock.isPending}
        aria-label={t('blocked.unblockLabel', { name: account.name })}
        onClick={() => {
          unblock.mutate(account, {
            onSuccess: () => {
              toast.success(t('blocked.unblocked', { name: account.name }));
            },
            onError: (error) => {
              toast.error(errorMessage(error, t('blocked.unblockFailed', { name: account.name })));
            },
          });
        }}
      >
        {t('blocked.unblock')}
      </Button>
    </li>
  );
}

/** /settings/blocked: the accounts the person blocked, a page at a time, each with Unblock. */
export function BlockedAccountsPage() {
  const { t } = useTranslation('safety');
  const [page, setPage] = useState(1);
  const blocked = useBlockedAccounts(page);
  const items = blocked.data?.items ?? [];
  // Unblocking the last one of a later page leaves it empty: the page before shows instead.
  if (blocked.data !== undefined && !blocked.isPlaceholderData && items.length === 0 && page > 1)
    setPage(page - 1);

  return (
    <Container className="max-w-2xl py-10 lg:py-12">
      <DocumentTitle title={t('blocked.title')} />
      <Eyebrow>{t('blocked.eyebrow')}</Eyebrow>
      <Heading level={1} size="headline" className="mt-2 text-ink-950">
        {t('blocked.title')}
      </Heading>
      <p className="mt-3 text-ink-600">{t('blocked.description')}</p>
      {blocked.data === undefined ? (
        blocked.isError ? (
          <div role="alert" className="mt-8">
            <p className="text-ink-700">{errorMessage(blocked.error, t('blocked.loadError'))}</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => void blocked.refetch()}>
              {t('blocked.retry')}
            </Button>
          </div>
        ) : (
          <p role="status" className="mt-8 flex items-center gap-3 text-sm text-ink-600">
            <Spinner className="size-4" />
            {t('blocked.loading')}
          </p>
        )
      ) : items.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-card border border-dashed border-ink-950/15 px-6 py-12 text-center">
          <BlockIcon className="size-8 text-ink-400" />
          <Heading level={2} size="subtitle" className="text-ink-950">
            {t('blocked.emptyTitle')}
          </Heading>
          <p className="max-w-sm text-ink-600">{t('blocked.emptyBody')}</p>
        </div>
      ) : (
        <>
          <ul
            aria-label={t('blocked.title')}
            className="mt-8 space-y-3"
            aria-busy={blocked.isPlaceholderData}
          >
            {items.map((account) => (
              <BlockedRow key={account.userId} account={account} />
            ))}
          </ul>
          {page === 1 && !blocked.data.meta.hasMore ? null : (
            <nav aria-label={t('blocked.pages')} className="mt-8 flex items-center justify-between gap-4">
              <Button
                variant="outline"
                size="sm"
                disabled={page === 1}
                onClick={() => {
                  setPage(page - 1);
                }}
              >
                {t('blocked.previous')}
              </Button>
              <span className="text-sm text-ink-600">{t('blocked.page', { page })}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={!blocked.data.meta.hasMore}
                onClick={() => {
                  setPage(page + 1);
                }}
              >
                {t('blocked.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </Container>
  );
}

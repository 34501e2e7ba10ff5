import { MAX_LENGTHS } from '@casting/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { inputClasses } from '../../../ui/form/field-styles';
import { useUsers } from '../api/operator-queries';
import { riyadhDay } from '../operator-format';
import { pageParam } from '../operator-search-params';
import { AccountLink, AccountState, EmptyState, LoadState, Pager, ScreenHeader } from './console-parts';

/** /operator/users: accounts whose name or e-mail holds the search, newest first. */
export function UsersScreen() {
  const { t } = useTranslation('operator');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageParam(params.get('page'));
  const [typed, setTyped] = useState(search);
  const users = useUsers(search, page);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = users.data?.items;

  // Back and Forward bring their own search into the field.
  useEffect(() => {
    setTyped(search);
  }, [search]);

  return (
    <>
      <ScreenHeader title={t('users.title')} description={t('users.description')} headingRef={heading}>
        <form
          role="search"
          className="mt-4 flex max-w-xl flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const next = typed.trim();
            setParams(next === '' ? {} : { search: next });
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={`${id}-search`} className="text-sm font-semibold text-ink-900">
              {t('users.search')}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              dir="auto"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={MAX_LENGTHS.searchKey}
              value={typed}
              className={inputClasses(false)}
              onChange={(event) => {
                setTyped(event.target.value);
              }}
            />
          </div>
          <Button type="submit" variant="dark">
            {t('users.searchSubmit')}
          </Button>
        </form>
      </ScreenHeader>
      {items === undefined ? (
        <LoadState
          loading={t('users.loading')}
          failed={users.isError}
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('users.emptyTitle')} body={t('users.emptyBody')} />
      ) : (
        <>
          <ul
            aria-label={t('users.listLabel')}
            aria-busy={users.isPlaceholderData}
            className="mt-8 divide-y divide-ink-950/10 rounded-card border border-ink-950/10 bg-white shadow-card"
          >
            {items.map((account) => (
              <li key={account.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-5 py-4">
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <AccountLink id={account.id} name={account.name} />
                  <span dir="ltr" className="self-start text-sm break-all text-ink-700">
                    {account.email}
                  </span>
                </div>
                <span className="text-sm text-ink-700">{t(`roles.${account.role}`)}</span>
                <span className="text-sm text-ink-600">
                  {t('users.joined', { date: riyadhDay(account.createdAt) })}
                </span>
                <AccountState account={account} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            hasMore={users.data?.meta.hasMore ?? false}
            onPage={(next) => {
              setParams({ ...(search === '' ? {} : { search }), page: String(next) });
            }}
          />
        </>
      )}
    </>
  );
}

import type { AuditEntry } from '@casting/contract';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/isolate';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { IsolatedText } from '../../../ui/isolated-text';
import { useAuditLog } from '../api/operator-queries';
import { riyadhTime } from '../operator-format';
import { AccountLink, Card, EmptyState, Fact, LoadState, ScreenHeader } from './console-parts';
import { stateRows } from '../audit-state';

/** The state before or after, as the action saw it: each field and its value. */
function StateList({ title, state }: { readonly title: string; readonly state: AuditEntry['before'] }) {
  const { t } = useTranslation('operator');
  const rows = stateRows(state);
  return (
    <div className="min-w-0 rounded-2xl bg-sand-50 p-3 ring-1 ring-ink-950/10">
      <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{title}</p>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">{t('audit.nothing')}</p>
      ) : (
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          {rows.map(([key, value]) => (
            <div key={key} className="contents">
              <dt dir="ltr" className="font-mono text-ink-700">
                {key}
              </dt>
              <dd dir="auto" className="font-mono wrap-anywhere text-ink-900">
                {value === '' ? t('audit.empty') : value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function Target({ entry }: { readonly entry: AuditEntry }) {
  if (entry.targetType === 'USER') return <AccountLink id={entry.targetId} name={entry.targetId} />;
  return (
    <span dir="ltr" className="font-mono text-sm break-all">
      {entry.targetType} {entry.targetId}
    </span>
  );
}

function Entry({ entry }: { readonly entry: AuditEntry }) {
  const { t } = useTranslation('operator');
  const id = useId();
  return (
    <Card labelledBy={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <Heading level={2} size="subtitle" id={`${id}-title`} className="text-ink-950">
          {t(`audit.actions.${entry.action}`)}
        </Heading>
        <p className="text-sm text-ink-600">
          <time dateTime={entry.createdAt}>{riyadhTime(entry.createdAt)}</time>
        </p>
      </div>
      <p className="text-sm text-ink-700">
        <IsolatedText text={t('audit.by', { email: isolate(entry.operator.email) })} />
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact term={t('audit.target')}>
          <Target entry={entry} />
        </Fact>
        <Fact term={t('audit.reason')}>
          {entry.reason === '' ? (
            <span className="text-ink-600">{t('audit.noReason')}</span>
          ) : (
            <span dir="auto" className="break-words whitespace-pre-line">
              {entry.reason}
            </span>
          )}
        </Fact>
      </dl>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <StateList title={t('audit.before')} state={entry.before} />
        <StateList title={t('audit.after')} state={entry.after} />
      </div>
    </Card>
  );
}

/** /operator/audit-log: every operator action, newest first, read further with "Load more". */
export function AuditLogScreen() {
  const { t } = useTranslation('operator');
  const log = useAuditLog();
  const heading = useRef<HTMLHeadingElement>(null);
  const entries = log.data?.pages.flatMap((page) => page.items);
  return (
    <>
      <ScreenHeader title={t('audit.title')} description={t('audit.description')} headingRef={heading}>
        <p className="text-sm text-ink-600">{t('console.riyadhTime')}</p>
      </ScreenHeader>
      {entries === undefined ? (
        <LoadState
          loading={t('audit.loading')}
          failed={log.isError}
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState title={t('audit.emptyTitle')} body={t('audit.emptyBody')} />
      ) : (
        <>
          <ol aria-label={t('audit.listLabel')} className="mt-8 flex flex-col gap-4">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Entry entry={entry} />
              </li>
            ))}
          </ol>
          <div className="mt-8 flex justify-center">
            {log.hasNextPage ? (
              <Button
                variant="outline"
                pending={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {t('audit.loadMore')}
              </Button>
            ) : (
              <p className="text-sm text-ink-600">{t('audit.end')}</p>
            )}
          </div>
        </>
      )}
    </>
  );
}

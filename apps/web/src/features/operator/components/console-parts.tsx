import type { OperatorAccount } from '@casting/contract';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { DocumentTitle } from '../../../ui/document-title';
import { Heading } from '../../../ui/heading';
import { Spinner } from '../../../ui/spinner';
import { riyadhDay } from '../operator-format';

/** A screen's title (the tab's too), what it is for, and the heading focus goes to when a list changes under it. */
export function ScreenHeader({
  title,
  description,
  headingRef,
  children,
}: {
  readonly title: string;
  readonly description?: string;
  readonly headingRef?: RefObject<HTMLHeadingElement | null>;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation('operator');
  return (
    <div className="flex flex-col gap-3">
      <DocumentTitle title={`${title} · ${t('console.name')}`} />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-3xl font-medium text-balance text-ink-950 focus:outline-none sm:text-4xl"
      >
        {title}
      </h1>
      {description === undefined ? null : <p className="max-w-3xl text-ink-700">{description}</p>}
      {children}
    </div>
  );
}

/**
 * A list that loses the item focus was on (a decided report leaves the open queue) sends focus to
 * the screen's heading, not to the top of the document.
 */
export function useFocusRescue(headingRef: RefObject<HTMLElement | null>, changed: unknown): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body) headingRef.current?.focus();
  }, [headingRef, changed]);
}

/** The loading line, or the failure with Try again, of a screen whose data has not come. */
export function LoadState({
  loading,
  error,
  failed,
  onRetry,
}: {
  readonly loading: string;
  readonly error: unknown;
  readonly failed: boolean;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation('operator');
  if (failed)
    return (
      <div role="alert" className="mt-8 rounded-card border border-accent-600/30 bg-white p-6">
        <p className="text-ink-800">{errorMessage(error, t('console.loadError'))}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
          {t('console.retry')}
        </Button>
      </div>
    );
  return (
    <p role="status" className="mt-8 flex items-center gap-3 text-sm text-ink-600">
      <Spinner className="size-4" />
      {loading}
    </p>
  );
}

export function EmptyState({ title, body }: { readonly title: string; readonly body: string }) {
  return (
    <div
      role="status"
      className="mt-8 flex flex-col items-center gap-2 rounded-card border border-dashed border-ink-950/20 px-6 py-12 text-center"
    >
      <Heading level={2} size="subtitle" className="text-ink-950">
        {title}
      </Heading>
      <p className="max-w-md text-ink-600">{body}</p>
    </div>
  );
}

/** Toggle buttons choosing one of a few values: a group whose pressed button is the current one. */
export function Segmented<V extends string>({
  label,
  values,
  value,
  labelOf,
  onChange,
}: {
  readonly label: string;
  readonly values: readonly V[];
  readonly value: V;
  readonly labelOf: (value: V) => string;
  readonly onChange: (value: V) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="mt-6 inline-flex max-w-full flex-wrap gap-1 self-start rounded-full bg-white p-1 ring-1 ring-ink-950/10"
    >
      {values.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => {
            onChange(option);
          }}
          className={cx(
            'h-9 cursor-pointer rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-accent-600',
            option === value
              ? 'bg-ink-950 text-sand-50'
              : 'text-ink-700 hover:bg-ink-950/5 hover:text-ink-950',
          )}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}

/** Previous and Next around the page's number, shown when there is more than one page. */
export function Pager({
  page,
  hasMore,
  onPage,
}: {
  readonly page: number;
  readonly hasMore: boolean;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslation('operator');
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={t('console.pages')} className="mt-8 flex items-center justify-between gap-4">
      <Button
        variant="outline"
        size="sm"
        disabled={page === 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {t('console.previous')}
      </Button>
      <span className="text-sm text-ink-600">{t('console.page', { page })}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={!hasMore}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('console.next')}
      </Button>
    </nav>
  );
}

/** Whether a suspension stands, and until when: what an operator checks first about an account. */
export function AccountState({
  account,
  withReason = false,
}: {
  readonly account: Pick<OperatorAccount, 'suspension'>;
  readonly withReason?: boolean;
}) {
  const { t } = useTranslation('operator');
  const { suspension } = account;
  if (suspension === null)
    return (
      <span className="inline-flex items-center rounded-full bg-accent-100/60 px-2.5 py-0.5 text-xs font-semibold text-ink-900">
        {t('state.active')}
      </span>
    );
  return (
    <span className="inline-flex flex-col gap-1">
      <span className="inline-flex items-center self-start rounded-full bg-ink-950 px-2.5 py-0.5 text-xs font-semibold text-sand-50">
        {suspension.until === null
          ? t('state.banned')
          : t('state.suspendedUntil', { date: riyadhDay(suspension.until) })}
      </span>
      {withReason ? (
        <span dir="auto" className="text-sm text-ink-700">
          {t('state.suspendedReason', { reason: suspension.reason })}
        </span>
      ) : null}
    </span>
  );
}

/** An account's name, linking to its page in the console. */
export function AccountLink({ id, name }: { readonly id: string; readonly name: string }) {
  return (
    <Link
      to={paths.operatorUser(id)}
      dir="auto"
      className="font-semibold text-ink-950 underline decoration-ink-950/30 underline-offset-4 hover:decoration-ink-950 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      {name}
    </Link>
  );
}

/** A small labelled fact: a term and its value. */
export function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{term}</dt>
      <dd className="min-w-0 break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** A white card holding one item of a list. */
export function Card({
  labelledBy,
  className,
  children,
}: {
  readonly labelledBy: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={labelledBy}
      className={cx('rounded-card border border-ink-950/10 bg-white p-5 shadow-card sm:p-6', className)}
    >
      {children}
    </article>
  );
}

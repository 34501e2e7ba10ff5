import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../ui/class-names';
import { Spinner } from '../../../ui/spinner';

// The ledger and the invoices load when their tab is first chosen, with their catalogue.
const TransactionsPanel = lazy(() => import('./transactions-panel'));
const InvoicesPanel = lazy(() => import('./invoices-panel'));

const TABS = ['history', 'transactions', 'invoices'] as const;
type Tab = (typeof TABS)[number];

export interface PaymentTabsProps {
  /** The spec's history (a talent's jobs, an organization's spending and contracts). */
  readonly history: ReactNode;
  readonly hidden: boolean;
  readonly organization: boolean;
}

function PanelLoading() {
  const { t } = useTranslation('payments');
  return (
    <p className="flex items-center gap-3 py-10 text-sm text-ink-600" role="status">
      <Spinner className="size-4" />
      {t('payments.loading')}
    </p>
  );
}

/**
 * The page's records in tabs: the spec's history as it was, the ledger's lines (every movement of
 * money, newest first) and the invoices or receipts. Arrow keys move between tabs (WAI-ARIA tabs).
 */
export function PaymentTabs({ history, hidden, organization }: PaymentTabsProps) {
  const { t } = useTranslation('payments');
  const id = useId();
  const [tab, setTab] = useState<Tab>('history');
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(() => new Set(['history']));
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());

  const choose = (next: Tab) => {
    setTab(next);
    setVisited((seen) => (seen.has(next) ? seen : new Set([...seen, next])));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: Tab | undefined;
    if (step !== undefined) next = TABS[(index + step + TABS.length) % TABS.length];
    else if (event.key === 'Home') next = TABS[0];
    else if (event.key === 'End') next = TABS[TABS.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
    buttons.current.get(next)?.focus();
  };

  const label = (value: Tab) =>
    value === 'history'
      ? organization
        ? t('tabs.spending')
        : t('tabs.jobs')
      : value === 'transactions'
        ? t('tabs.transactions')
        : organization
          ? t('tabs.receipts')
          : t('tabs.invoices');

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        onKeyDown={onKeyDown}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-ink-950/10 px-1"
      >
        {TABS.map((value) => (
          <button
            key={value}
            ref={(element) => {
              if (element === null) buttons.current.delete(value);
              else buttons.current.set(value, element);
            }}
            type="button"
            role="tab"
            id={`${id}-${value}-tab`}
            aria-selected={tab === value}
            aria-controls={`${id}-${value}-panel`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => {
              choose(value);
            }}
            className={cx(
              '-mb-px shrink-0 cursor-pointer border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ink-950',
              tab === value
                ? 'border-accent-600 text-ink-950'
                : 'border-transparent text-ink-600 hover:text-ink-950',
            )}
          >
            {label(value)}
          </button>
        ))}
      </div>
      {TABS.map((value) => (
        <div
          key={value}
          role="tabpanel"
          id={`${id}-${value}-panel`}
          aria-labelledby={`${id}-${value}-tab`}
          hidden={tab !== value}
          className="mt-8 flex flex-col gap-10"
        >
          {!visited.has(value) ? null : value === 'history' ? (
            history
          ) : (
            <Suspense fallback={<PanelLoading />}>
              {value === 'transactions' ? (
                <TransactionsPanel hidden={hidden} />
              ) : (
                <InvoicesPanel hidden={hidden} organization={organization} />
              )}
            </Suspense>
          )}
        </div>
      ))}
    </div>
  );
}

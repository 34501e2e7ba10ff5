import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';

export type ListStateProps =
  | { readonly kind: 'loading'; readonly message: string }
  | { readonly kind: 'error'; readonly message: string; readonly onRetry: () => void }
  | { readonly kind: 'empty'; readonly title: string; readonly message: string; readonly action?: ReactNode };

/** What a list shows instead of rows: while it loads, when it failed, and when it has none. */
export function ListState(props: ListStateProps) {
  const { t } = useTranslation('hiring');
  return (
    <div className="grid min-h-64 place-items-center rounded-card border border-ink-950/10 bg-sand-50 p-10 text-center shadow-card">
      {props.kind === 'loading' ? (
        <p className="flex items-center gap-3 text-sm text-ink-600" role="status">
          <Spinner className="size-4" />
          {props.message}
        </p>
      ) : props.kind === 'error' ? (
        <div role="alert">
          <p className="font-medium text-ink-900">{props.message}</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={props.onRetry}>
            {t('states.retry')}
          </Button>
        </div>
      ) : (
        <div className="max-w-md">
          <p className="font-display text-2xl text-ink-950">{props.title}</p>
          <p className="mt-2 text-ink-600">{props.message}</p>
          {props.action === undefined ? null : <div className="mt-6">{props.action}</div>}
        </div>
      )}
    </div>
  );
}

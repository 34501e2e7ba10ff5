import { DATA_EXPORT_RULES } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { Spinner } from '../../../ui/spinner';
import { useDataExports, useStartDataExport } from '../api/data-exports';
import { DataExportItem } from './data-export-item';

/**
 * "Download my data" (issue 36): what the copy holds, the button that asks for one, and the copies
 * asked for with their state, followed live while one is being prepared.
 */
export function DataExportSection() {
  const { t } = useTranslation('privacy-rights');
  const exports = useDataExports();
  const start = useStartDataExport();
  const items = exports.data?.exports ?? [];
  const preparing = items.some((item) => item.status === 'PENDING');
  return (
    <section aria-labelledby="data-export" className="mt-10 rounded-card bg-sand-100 p-6 sm:p-8">
      <Heading level={2} size="subtitle" id="data-export" className="text-ink-950">
        {t('export.title')}
      </Heading>
      <p className="mt-3 text-ink-700">{t('export.description')}</p>
      <p className="mt-2 text-sm text-ink-600">
        {t('export.howLong', { hours: DATA_EXPORT_RULES.linkHours })}
      </p>
      <Button
        className="mt-5"
        pending={start.isPending}
        disabled={preparing || exports.data === undefined}
        onClick={() => {
          start.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('export.started'));
            },
            onError: (error) => {
              toast.error(errorMessage(error, t('export.startFailed')));
            },
          });
        }}
      >
        {t('export.start')}
      </Button>
      <div aria-live="polite" className="mt-8">
        {exports.data === undefined ? (
          exports.isError ? (
            <div role="alert">
              <p className="text-ink-700">{errorMessage(exports.error, t('export.loadError'))}</p>
              <Button variant="outline" size="sm" className="mt-4" onClick={() => void exports.refetch()}>
                {t('export.retry')}
              </Button>
            </div>
          ) : (
            <p className="flex items-center gap-3 text-sm text-ink-600">
              <Spinner className="size-4" />
              {t('export.loading')}
            </p>
          )
        ) : items.length === 0 ? (
          <p className="text-ink-600">{t('export.empty')}</p>
        ) : (
          <>
            <Heading level={3} size="subtitle" className="text-ink-950">
              {t('export.listLabel')}
            </Heading>
            <ul className="mt-4 space-y-4">
              {items.map((item) => (
                <DataExportItem key={item.id} item={item} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

import type { DataExport, DataExportState } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { buttonClasses } from '../../../ui/button-styles';
import { cx } from '../../../ui/class-names';
import { DownloadIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';

const STATE_CLASSES: Record<DataExportState, string> = {
  PENDING: 'bg-gold-400/20 text-ink-900',
  READY: 'bg-accent-100 text-accent-700',
  FAILED: 'bg-ink-950/10 text-ink-900',
  EXPIRED: 'bg-sand-200 text-ink-700',
};

const MEGABYTE = 1024 * 1024;

function dateTime(value: string): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
}

/** One copy of the person's data: when it was asked for, its state, and while ready its download. */
export function DataExportItem({ item }: { readonly item: DataExport }) {
  const { t } = useTranslation('privacy-rights');
  const size =
    item.bytes === null
      ? ''
      : formatNumber(Math.max(item.bytes / MEGABYTE, 0.1), {
          style: 'unit',
          unit: 'megabyte',
          maximumFractionDigits: 1,
        });
  return (
    <li className="rounded-2xl border border-ink-950/10 bg-white p-5 shadow-card sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700">{t('export.askedOn', { date: dateTime(item.createdAt) })}</p>
        <span
          className={cx(
            'inline-flex shrink-0 items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold',
            STATE_CLASSES[item.status],
          )}
        >
          {item.status === 'PENDING' ? <Spinner className="size-3.5" /> : null}
          {t(`export.states.${item.status}`)}
        </span>
      </div>
      {item.status === 'READY' ? (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <a href={item.downloadUrl ?? undefined} download className={buttonClasses('primary', 'sm')}>
            <DownloadIcon className="size-4" />
            {t('export.download', { size })}
          </a>
          {item.expiresAt === null ? null : (
            <p className="text-sm text-ink-600">{t('export.until', { date: dateTime(item.expiresAt) })}</p>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm text-ink-600">{t(`export.notes.${item.status}`)}</p>
      )}
    </li>
  );
}

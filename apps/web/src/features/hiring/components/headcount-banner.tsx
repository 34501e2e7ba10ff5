import { useTranslation } from 'react-i18next';
import { headcountSentence } from '../headcount-sentences';
import { BadgeCheckIcon } from '../../../ui/icons';
import { CloseJobButton } from './close-job-button';

export interface HeadcountBannerProps {
  readonly jobId: string;
  readonly jobTitle: string;
  readonly headcount: number;
  readonly hired: number;
}

/** Once an open job has everyone it asked for, the organization is offered to close it. */
export function HeadcountBanner({ jobId, jobTitle, headcount, hired }: HeadcountBannerProps) {
  const { t } = useTranslation('hiring');
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-emerald-700/20 bg-emerald-50 px-5 py-4"
    >
      <BadgeCheckIcon className="size-6 shrink-0 text-emerald-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-emerald-950">{t('headcount.title')}</p>
        <p className="text-sm text-emerald-900">{headcountSentence(t, hired, headcount)}</p>
      </div>
      <CloseJobButton jobId={jobId} jobTitle={jobTitle} variant="dark" />
    </div>
  );
}

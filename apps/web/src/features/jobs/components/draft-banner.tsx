import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import type { PostJobDraftControls } from '../hooks/use-post-job-draft';

/** Offers back the draft Post Job kept from an earlier visit. */
export function DraftBanner({ draft }: { readonly draft: PostJobDraftControls }) {
  const { t } = useTranslation('jobs');
  if (draft.offer === undefined) return null;
  const time = formatDate(draft.offer.savedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div
      role="region"
      aria-label={t('postJob.draft.found', { time })}
      className="mb-10 flex flex-wrap items-center justify-between gap-4 rounded-card border border-accent-500/30 bg-accent-100 px-6 py-4"
    >
      <p className="text-ink-900">{t('postJob.draft.found', { time })}</p>
      <div className="flex gap-3">
        <Button variant="ghost" size="sm" onClick={draft.discard}>
          {t('postJob.draft.discard')}
        </Button>
        <Button size="sm" onClick={draft.restore}>
          {t('postJob.draft.restore')}
        </Button>
      </div>
    </div>
  );
}

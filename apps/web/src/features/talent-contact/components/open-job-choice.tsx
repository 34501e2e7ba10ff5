import type { MyJob } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatStandaloneDate } from '../../../lib/format';

export interface OpenJobChoiceProps {
  readonly job: MyJob;
  readonly name: string;
  readonly checked: boolean;
  readonly onChoose: () => void;
}

/** One open job as a radio choice, with when it was posted and how many applied. */
export function OpenJobChoice({ job, name, checked, onChoose }: OpenJobChoiceProps) {
  const { t } = useTranslation('saved');
  const { pending, accepted, declined, finished } = job.counts;
  return (
    <li>
      <label className="flex cursor-pointer items-start gap-4 rounded-2xl border border-ink-950/10 bg-white px-4 py-3 transition-colors hover:border-ink-950/30 has-checked:border-accent-600 has-checked:bg-accent-100/40 has-focus-visible:ring-2 has-focus-visible:ring-accent-600">
        <input
          type="radio"
          name={name}
          value={job.id}
          checked={checked}
          onChange={onChoose}
          className="mt-1 size-5 shrink-0 cursor-pointer accent-accent-600"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span dir="auto" className="self-start font-semibold text-ink-950">
            {job.title}
          </span>
          <span className="text-sm text-ink-600">
            {t('invite.posted', { date: formatStandaloneDate(job.createdAt) })}
            {' · '}
            {t('invite.applicants', { count: pending + accepted + declined + finished })}
          </span>
        </span>
      </label>
    </li>
  );
}

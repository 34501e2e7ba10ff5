import type { JobMediaRequest } from '@casting/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { formatDue } from '../../../lib/media-requests/due-time';
import { useJobMediaRequests } from '../../../lib/media-requests/media-request-queries';
import { cx } from '../../../ui/class-names';
import { AnswerMedia } from '../../../ui/media-requests/answer-media';
import { ListState } from './list-state';

interface Ask {
  readonly key: string;
  readonly requests: readonly JobMediaRequest[];
}

/** One ask sent to several applicants is several requests with the same kind and instructions: they are compared together. */
function asksOf(requests: readonly JobMediaRequest[]): Ask[] {
  const asks = new Map<string, JobMediaRequest[]>();
  for (const request of requests) {
    const key = `${request.kind}\n${request.instructions}`;
    asks.set(key, [...(asks.get(key) ?? []), request]);
  }
  return [...asks].map(([key, grouped]) => ({ key, requests: grouped }));
}

function AnswerCard({ request }: { readonly request: JobMediaRequest }) {
  const { t } = useTranslation('media-requests');
  const nameId = useId();
  const state = request.overdue ? 'OVERDUE' : request.state;
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={nameId}
        className="flex h-full flex-col gap-3 rounded-card border border-ink-950/10 bg-white p-5 shadow-card"
      >
        <div className="flex items-center justify-between gap-3">
          <h3 id={nameId} dir="auto" className="truncate font-display text-xl font-medium text-ink-950">
            {request.talent.name}
          </h3>
          <p
            className={cx(
              'shrink-0 rounded-full px-3 py-0.5 text-xs font-semibold',
              state === 'OVERDUE' || state === 'DECLINED'
                ? 'bg-accent-100 text-accent-800'
                : state === 'ANSWERED'
                  ? 'bg-emerald-100 text-emerald-900'
                  : 'bg-ink-950/8 text-ink-800',
            )}
          >
            {t(`state.${state}`)}
          </p>
        </div>
        {request.answer === null ? null : (
          <>
            <AnswerMedia
              kind={request.kind}
              media={request.answer.media}
              label={(index) =>
                t('fileLabel', {
                  index: index + 1,
                  count: request.answer?.media.length ?? 0,
                  name: request.talent.name,
                })
              }
            />
            {request.answer.note === '' ? null : (
              <p dir="auto" className="text-sm wrap-break-word whitespace-pre-line text-ink-800">
                {request.answer.note}
              </p>
            )}
          </>
        )}
        {request.declineReason === null ? null : (
          <p dir="auto" className="text-sm text-ink-800">
            {t('declinedBecause', { reason: request.declineReason })}
          </p>
        )}
        {request.state === 'PENDING' ? (
          <p className="text-sm text-ink-600">{t(request.overdue ? 'compare.overdue' : 'compare.waiting')}</p>
        ) : null}
      </article>
    </li>
  );
}

/** The answers to one ask across applicants, side by side on a wide screen and stacked on a phone. */
export function SelfTapes({ jobId }: { readonly jobId: string }) {
  const { t } = useTranslation('media-requests');
  const pickerId = useId();
  const requests = useJobMediaRequests(jobId);
  const [chosen, setChosen] = useState<string | null>(null);
  if (requests.data === undefined)
    return requests.isError ? (
      <ListState
        kind="error"
        message={errorMessage(requests.error, t('compare.loadError'))}
        onRetry={() => {
          void requests.refetch();
        }}
      />
    ) : (
      <ListState kind="loading" message={t('compare.loading')} />
    );
  const asks = asksOf(requests.data.items);
  const ask = asks.find((candidate) => candidate.key === chosen) ?? asks[0];
  if (ask === undefined)
    return <ListState kind="empty" title={t('compare.empty.title')} message={t('compare.empty.body')} />;
  const [first] = ask.requests;
  const due = first === undefined ? null : formatDue(first.dueAt);
  return (
    <div className="flex flex-col gap-5">
      {asks.length > 1 ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={pickerId} className="text-sm font-semibold text-ink-900">
            {t('compare.pick')}
          </label>
          <select
            id={pickerId}
            value={ask.key}
            className="max-w-xl rounded-xl border border-ink-950/20 bg-white px-4 py-2.5 text-sm"
            onChange={(event) => {
              setChosen(event.target.value);
            }}
          >
            {asks.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                {t('compare.option', {
                  kind: t(`kind.${candidate.requests[0]?.kind ?? 'VIDEO'}`),
                  instructions: candidate.requests[0]?.instructions.slice(0, 60) ?? '',
                })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {first === undefined || due === null ? null : (
        <div className="rounded-2xl bg-sand-100 px-5 py-4 text-sm">
          <p className="font-semibold text-ink-950">{t(`kind.${first.kind}`)}</p>
          <p dir="auto" className="mt-1 wrap-break-word whitespace-pre-line text-ink-800">
            {first.instructions}
          </p>
          <p className="mt-2 text-ink-700">{t('due', { date: due.date, time: due.time })}</p>
        </div>
      )}
      <ul aria-label={t('compare.listLabel')} className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {ask.requests.map((request) => (
          <AnswerCard key={request.id} request={request} />
        ))}
      </ul>
    </div>
  );
}

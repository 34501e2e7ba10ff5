import type { AccountRole, MediaRequest } from '@casting/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDue } from '../../../lib/media-requests/due-time';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { AnswerMedia } from '../../../ui/media-requests/answer-media';
import { AttachmentLink } from '../../../ui/media-requests/attachment-link';

// The upload and the contract's rules load when the talent first answers or declines.
const AnswerMediaDialog = lazy(() =>
  import('./answer-media-dialog').then((module) => ({ default: module.AnswerMediaDialog })),
);
const DeclineMediaDialog = lazy(() =>
  import('./decline-media-dialog').then((module) => ({ default: module.DeclineMediaDialog })),
);

type Dialog = 'answer' | 'decline';

/** One media request in the chat: what is asked, by when, and its answer; the talent's actions while it is open. */
export function MediaRequestItem({
  request,
  role,
  partyName,
}: {
  readonly request: MediaRequest;
  readonly role: AccountRole;
  readonly partyName: string;
}) {
  const { t } = useTranslation('media-requests');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(new Set());
  const due = formatDue(request.dueAt);
  const pastDue = request.overdue || new Date(request.dueAt).getTime() <= Date.now();
  const talent = role === 'INDIVIDUAL';
  const canAnswer = talent && request.state !== 'DECLINED' && !pastDue;
  const state = request.overdue ? 'OVERDUE' : request.state;
  const open = (which: Dialog) => {
    setOpened((current) => new Set(current).add(which));
    setDialog(which);
  };

  return (
    <li className="rounded-xl bg-sand-100 px-4 py-3 text-sm">
      <article aria-label={t('chat.itemLabel', { kind: t(`kind.${request.kind}`) })}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-ink-950">{t(`kind.${request.kind}`)}</p>
          <p
            className={cx(
              'rounded-full px-3 py-0.5 text-xs font-semibold',
              state === 'OVERDUE' ? 'bg-accent-100 text-accent-800' : 'bg-ink-950/8 text-ink-800',
            )}
          >
            {t(`state.${state}`)}
          </p>
        </div>
        <p dir="auto" className="mt-2 wrap-break-word whitespace-pre-line text-ink-800">
          {request.instructions}
        </p>
        <p className="mt-2 text-ink-700">{t('due', { date: due.date, time: due.time })}</p>
        {request.attachmentUrl === null ? null : (
          <div className="mt-2">
            <AttachmentLink path={request.attachmentUrl} label={t('attachment')} />
          </div>
        )}
        {request.answer === null ? null : (
          <div className="mt-3 flex flex-col gap-2">
            <AnswerMedia
              kind={request.kind}
              media={request.answer.media}
              label={(index) =>
                t('fileLabel', {
                  index: index + 1,
                  count: request.answer?.media.length ?? 0,
                  name: partyName,
                })
              }
            />
            {request.answer.note === '' ? null : (
              <p dir="auto" className="wrap-break-word whitespace-pre-line text-ink-800">
                {request.answer.note}
              </p>
            )}
          </div>
        )}
        {request.declineReason === null ? null : (
          <p dir="auto" className="mt-2 text-ink-800">
            {t('declinedBecause', { reason: request.declineReason })}
          </p>
        )}
        {canAnswer ? (
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            {request.state === 'PENDING' ? (
              <Button
                variant="outline"
                size="sm"
                aria-haspopup="dialog"
                onClick={() => {
                  open('decline');
                }}
              >
                {t('chat.decline')}
              </Button>
            ) : null}
            <Button
              size="sm"
              aria-haspopup="dialog"
              onClick={() => {
                open('answer');
              }}
            >
              {request.state === 'ANSWERED' ? t('chat.replace') : t('chat.answer')}
            </Button>
          </div>
        ) : null}
      </article>
      <Suspense fallback={null}>
        {opened.has('answer') ? (
          <AnswerMediaDialog
            request={request}
            open={dialog === 'answer'}
            onClose={() => {
              setDialog(null);
            }}
          />
        ) : null}
        {opened.has('decline') ? (
          <DeclineMediaDialog
            requestId={request.id}
            open={dialog === 'decline'}
            onClose={() => {
              setDialog(null);
            }}
          />
        ) : null}
      </Suspense>
    </li>
  );
}

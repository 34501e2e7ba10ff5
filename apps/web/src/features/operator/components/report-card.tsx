import type { OperatorReport, ReportAction } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { Heading } from '../../../ui/heading';
import { operatorKeys } from '../api/operator-queries';
import { decideReport, OperatorSessionEnded } from '../api/operator-requests';
import { riyadhTime } from '../operator-format';
import { AccountLink, AccountState, Card, Fact } from './console-parts';
import { ReasonDialog } from './reason-dialog';

/** The days a suspension from the queue starts at. */
const DEFAULT_SUSPENSION_DAYS = 7;

function HiddenTag() {
  const { t } = useTranslation('operator');
  return (
    <span className="ms-2 inline-flex items-center rounded-full bg-ink-950/10 px-2 py-0.5 text-xs font-semibold text-ink-800">
      {t('console.hidden')}
    </span>
  );
}

function SubHeading({ id, children }: { readonly id?: string; readonly children: string }) {
  return (
    <Heading level={3} size="subtitle" id={id} className="text-base text-ink-950">
      {children}
    </Heading>
  );
}

/** The message and those around it, oldest first, the reported one marked. */
function ChatContext({ report }: { readonly report: OperatorReport }) {
  const { t } = useTranslation('operator');
  const chat = report.context.chat;
  if (chat === null) return <p className="text-ink-600">{t('reports.missing')}</p>;
  const senderOf = (senderId: string) =>
    senderId === report.account.id
      ? t('reports.sender.reported', { name: isolate(report.account.name) })
      : senderId === report.reporter.id
        ? t('reports.sender.reporter', { name: isolate(report.reporter.name) })
        : t('reports.sender.other');
  return (
    <ol className="flex flex-col gap-2" aria-label={t('reports.chat')}>
      {chat.messages.map((message) => {
        const reported = message.id === report.targetId;
        return (
          <li
            key={message.id}
            aria-current={reported ? 'true' : undefined}
            className={cx(
              'rounded-2xl px-4 py-3 ring-1',
              reported ? 'bg-accent-100/50 ring-accent-600/50' : 'bg-sand-50 ring-ink-950/10',
            )}
          >
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-ink-600">
              <span className="font-semibold text-ink-800">{senderOf(message.senderId)}</span>
              <span>{riyadhTime(message.createdAt)}</span>
              {reported ? (
                <span className="rounded-full bg-accent-600 px-2 py-0.5 font-semibold text-white">
                  {t('reports.reportedMessage')}
                </span>
              ) : null}
              {message.hidden ? <HiddenTag /> : null}
            </p>
            <p dir="auto" className="mt-1 break-words whitespace-pre-line text-ink-900">
              {message.content}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

function ItemContext({ report }: { readonly report: OperatorReport }) {
  const { t } = useTranslation('operator');
  const { job, review } = report.context;
  switch (report.targetType) {
    case 'MESSAGE':
      return (
        <>
          <SubHeading>{t('reports.chat')}</SubHeading>
          <ChatContext report={report} />
        </>
      );
    case 'JOB':
      return (
        <>
          <SubHeading>{t('reports.job')}</SubHeading>
          {job === null ? (
            <p className="text-ink-600">{t('reports.missing')}</p>
          ) : (
            <div className="rounded-2xl bg-sand-50 px-4 py-3 ring-1 ring-ink-950/10">
              <p dir="auto" className="font-semibold text-ink-950">
                {job.title}
                {job.hidden ? <HiddenTag /> : null}
              </p>
              <p dir="auto" className="mt-1 line-clamp-6 break-words whitespace-pre-line text-ink-800">
                {job.description}
              </p>
            </div>
          )}
        </>
      );
    case 'REVIEW':
      return (
        <>
          <SubHeading>{t('reports.review')}</SubHeading>
          {review === null ? (
            <p className="text-ink-600">{t('reports.missing')}</p>
          ) : (
            <div className="rounded-2xl bg-sand-50 px-4 py-3 ring-1 ring-ink-950/10">
              <p className="font-semibold text-ink-950">
                {t('reports.reviewRating', { rating: review.rating })}
                {review.hidden ? <HiddenTag /> : null}
              </p>
              <p dir="auto" className="mt-1 break-words whitespace-pre-line text-ink-800">
                {review.comment}
              </p>
            </div>
          )}
        </>
      );
    case 'USER':
      return null;
  }
}

function Decision({ report }: { readonly report: OperatorReport }) {
  const { t } = useTranslation('operator');
  if (report.action === null) return null;
  return (
    <section className="mt-5 rounded-2xl bg-sand-100 p-4">
      <SubHeading>{t('reports.decision')}</SubHeading>
      <p className="mt-1 text-ink-800">
        {t('reports.decided', {
          action: t(`reports.actions.${report.action}`),
          time: report.decidedAt === null ? '' : riyadhTime(report.decidedAt),
        })}
      </p>
      {report.decisionReason === null ? null : (
        <p dir="auto" className="mt-1 break-words text-ink-700">
          {report.decisionReason}
        </p>
      )}
    </section>
  );
}

const DESTRUCTIVE: ReadonlySet<ReportAction> = new Set(['HIDE', 'SUSPEND', 'BAN']);

function Actions({ report }: { readonly report: OperatorReport }) {
  const { t } = useTranslation('operator');
  const queryClient = useQueryClient();
  const [action, setAction] = useState<ReportAction | null>(null);
  const decide = useMutation({
    mutationFn: (input: { action: ReportAction; reason: string; days?: number }) =>
      decideReport(report.id, input),
  });
  const name = report.account.name;
  // A user has no one item to hide: that is a warning, a suspension or a ban.
  const actions: readonly ReportAction[] =
    report.targetType === 'USER'
      ? ['DISMISS', 'WARN', 'SUSPEND', 'BAN']
      : ['DISMISS', 'HIDE', 'WARN', 'SUSPEND', 'BAN'];
  return (
    <div role="group" aria-label={t('reports.actionsLabel')} className="mt-5 flex flex-wrap gap-2">
      {actions.map((value) => (
        <Button
          key={value}
          size="sm"
          variant={DESTRUCTIVE.has(value) ? 'dark' : 'outline'}
          onClick={() => {
            setAction(value);
          }}
        >
          {t(`reports.actions.${value}`)}
        </Button>
      ))}
      {action === null ? null : (
        <ReasonDialog
          open
          onClose={() => {
            setAction(null);
          }}
          title={t(`reports.dialog.${action}.title`, { name: isolate(name) })}
          description={t(`reports.dialog.${action}.body`, { name: isolate(name) })}
          confirmLabel={t(`reports.dialog.${action}.confirm`)}
          confirmVariant={DESTRUCTIVE.has(action) ? 'primary' : 'dark'}
          days={action === 'SUSPEND' ? DEFAULT_SUSPENSION_DAYS : undefined}
          pending={decide.isPending}
          onConfirm={({ reason, days }) => {
            decide.mutate(
              { action, reason, ...(days === undefined ? {} : { days }) },
              {
                onSuccess: () => {
                  toast.success(t(`reports.done.${action}`, { name }));
                  setAction(null);
                  void queryClient.invalidateQueries({ queryKey: operatorKeys.all });
                },
                onError: (error) => {
                  if (error instanceof OperatorSessionEnded) return;
                  toast.error(errorMessage(error, t('reports.failed')));
                },
              },
            );
          }}
        />
      )}
    </div>
  );
}

/** One report with everything the operator decides from, and the decision or the actions. */
export function ReportCard({ report }: { readonly report: OperatorReport }) {
  const { t } = useTranslation('operator');
  const id = useId();
  const { profile } = report.context;
  return (
    <Card labelledBy={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <Heading level={2} size="subtitle" id={`${id}-title`} className="text-ink-950">
          {t('reports.heading', {
            reason: t(`reports.reasons.${report.reason}`),
            target: t(`reports.targets.${report.targetType}`),
          })}
        </Heading>
        <p className="text-sm text-ink-600">
          {t('reports.reportedAt', { time: riyadhTime(report.createdAt) })}
        </p>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Fact term={t('reports.reported')}>
          <span className="flex flex-col items-start gap-1">
            <AccountLink id={report.account.id} name={report.account.name} />
            <span dir="ltr" className="text-sm break-all text-ink-700">
              {report.account.email}
            </span>
            <span className="text-sm text-ink-700">{t(`roles.${report.account.role}`)}</span>
            <AccountState account={report.account} />
          </span>
        </Fact>
        <Fact term={t('reports.reporter')}>
          <span className="flex flex-col items-start gap-1">
            <AccountLink id={report.reporter.id} name={report.reporter.name} />
            <span dir="ltr" className="text-sm break-all text-ink-700">
              {report.reporter.email}
            </span>
          </span>
        </Fact>
      </dl>
      <section className="mt-5">
        <SubHeading>{t('reports.details')}</SubHeading>
        {report.details === '' ? (
          <p className="mt-1 text-ink-600">{t('reports.noDetails')}</p>
        ) : (
          <p dir="auto" className="mt-1 break-words whitespace-pre-line text-ink-900">
            {report.details}
          </p>
        )}
      </section>
      <section className="mt-5 flex flex-col gap-2">
        <ItemContext report={report} />
        {profile === null ? null : (
          <>
            <SubHeading>{t('reports.profile')}</SubHeading>
            <div className="rounded-2xl bg-sand-50 px-4 py-3 ring-1 ring-ink-950/10">
              <p dir="auto" className="font-semibold text-ink-950">
                {profile.name}
              </p>
              <p dir="auto" className="mt-1 line-clamp-4 break-words text-ink-800">
                {profile.bio === '' ? t('reports.noBio') : profile.bio}
              </p>
            </div>
          </>
        )}
      </section>
      <section className="mt-5">
        <SubHeading>{t('reports.earlier')}</SubHeading>
        {report.earlierReports.length === 0 ? (
          <p className="mt-1 text-ink-600">{t('reports.noEarlier')}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1 text-sm text-ink-800">
            {report.earlierReports.map((earlier) => (
              <li key={earlier.id}>
                {t('reports.earlierItem', {
                  reason: t(`reports.reasons.${earlier.reason}`),
                  target: t(`reports.targetTypes.${earlier.targetType}`),
                  status: t(`reports.statuses.${earlier.status}`),
                })}{' '}
                <span className="text-ink-600">{riyadhTime(earlier.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {report.status === 'OPEN' ? <Actions report={report} /> : <Decision report={report} />}
    </Card>
  );
}

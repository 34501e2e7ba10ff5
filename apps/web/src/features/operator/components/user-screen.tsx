import type { OperatorAccountDetail } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { ArrowBackIcon } from '../../../ui/icons';
import { operatorKeys, useUser } from '../api/operator-queries';
import { OperatorSessionEnded, restoreUser, suspendUser } from '../api/operator-requests';
import { riyadhDay, riyadhTime } from '../operator-format';
import { AccountLink, AccountState, Fact, LoadState, ScreenHeader } from './console-parts';
import { LogPrivacyRequest } from './log-privacy-request';
import { ReasonDialog } from './reason-dialog';

const DEFAULT_SUSPENSION_DAYS = 7;

type AccountAction = 'SUSPEND' | 'BAN' | 'RESTORE';

function Section({
  title,
  hint,
  children,
}: {
  readonly title: string;
  readonly hint?: string;
  readonly children: ReactNode;
}) {
  return (
    <section className="rounded-card border border-ink-950/10 bg-white p-5 shadow-card sm:p-6">
      <Heading level={2} size="subtitle" className="text-ink-950">
        {title}
      </Heading>
      {hint === undefined ? null : <p className="mt-1 text-sm text-ink-600">{hint}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Nothing({ children }: { readonly children: string }) {
  return <p className="text-ink-600">{children}</p>;
}

function Actions({ account }: { readonly account: OperatorAccountDetail }) {
  const { t } = useTranslation('operator');
  const queryClient = useQueryClient();
  const [action, setAction] = useState<AccountAction | null>(null);
  const change = useMutation({
    mutationFn: (input: { action: AccountAction; reason: string; days?: number }) =>
      input.action === 'RESTORE'
        ? restoreUser(account.id, input.reason)
        : suspendUser(account.id, {
            reason: input.reason,
            ...(input.action === 'SUSPEND' && input.days !== undefined ? { days: input.days } : {}),
          }),
  });
  const name = account.name;
  const suspended = account.suspension !== null;
  const dialog =
    action === null
      ? null
      : action === 'RESTORE'
        ? {
            title: t('user.restoreTitle', { name: isolate(name) }),
            body: t('user.restoreBody', { name: isolate(name) }),
            confirm: t('user.restore'),
            done: t('user.restored', { name }),
          }
        : {
            title: t(`reports.dialog.${action}.title`, { name: isolate(name) }),
            body: t(`reports.dialog.${action}.body`, { name: isolate(name) }),
            confirm: t(`reports.dialog.${action}.confirm`),
            done: action === 'BAN' ? t('user.banned', { name }) : t('user.suspended', { name }),
          };
  return (
    <div role="group" aria-label={t('user.actionsLabel')} className="flex flex-wrap gap-2">
      {suspended ? (
        <Button
          variant="dark"
          size="sm"
          onClick={() => {
            setAction('RESTORE');
          }}
        >
          {t('user.restore')}
        </Button>
      ) : null}
      <Button
        variant={suspended ? 'outline' : 'dark'}
        size="sm"
        onClick={() => {
          setAction('SUSPEND');
        }}
      >
        {t('user.suspend')}
      </Button>
      <Button
        variant={suspended ? 'outline' : 'dark'}
        size="sm"
        onClick={() => {
          setAction('BAN');
        }}
      >
        {t('user.ban')}
      </Button>
      <LogPrivacyRequest account={account} />
      {action === null || dialog === null ? null : (
        <ReasonDialog
          open
          onClose={() => {
            setAction(null);
          }}
          title={dialog.title}
          description={dialog.body}
          confirmLabel={dialog.confirm}
          confirmVariant={action === 'RESTORE' ? 'dark' : 'primary'}
          days={action === 'SUSPEND' ? DEFAULT_SUSPENSION_DAYS : undefined}
          pending={change.isPending}
          onConfirm={({ reason, days }) => {
            change.mutate(
              { action, reason, ...(days === undefined ? {} : { days }) },
              {
                onSuccess: () => {
                  toast.success(dialog.done);
                  setAction(null);
                  void queryClient.invalidateQueries({ queryKey: operatorKeys.all });
                },
                onError: (error) => {
                  if (error instanceof OperatorSessionEnded) return;
                  toast.error(errorMessage(error, t('user.failed')));
                },
              },
            );
          }}
        />
      )}
    </div>
  );
}

function Account({ account }: { readonly account: OperatorAccountDetail }) {
  const { t } = useTranslation('operator');
  return (
    <div className="mt-6 flex flex-col gap-5">
      <section className="rounded-card border border-ink-950/10 bg-white p-5 shadow-card sm:p-6">
        <Heading level={2} size="subtitle" className="sr-only">
          {t('user.facts')}
        </Heading>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Fact term={t('user.email')}>
            <span dir="ltr" className="break-all">
              {account.email}
            </span>
            <span className="block text-sm text-ink-600">
              {account.emailVerified ? t('user.emailVerified') : t('user.emailUnverified')}
            </span>
          </Fact>
          <Fact term={t('console.account')}>
            {t(`roles.${account.role}`)}
            <span className="block text-sm text-ink-600">
              {account.onboardingCompleted ? t('user.onboarded') : t('user.notOnboarded')}
            </span>
          </Fact>
          <Fact term={t('user.joined')}>{riyadhDay(account.createdAt)}</Fact>
          <Fact term={t('user.state')}>
            <AccountState account={account} withReason />
            {account.suspension === null ? null : (
              <span className="block text-sm text-ink-600">
                {t('user.suspendedSince', { time: riyadhTime(account.suspension.since) })}
              </span>
            )}
          </Fact>
        </dl>
        <div className="mt-5">
          <Actions account={account} />
        </div>
      </section>
      <Section title={t('user.reports')}>
        {account.reports.length === 0 ? (
          <Nothing>{t('user.noReports')}</Nothing>
        ) : (
          <ul className="flex flex-col gap-1 text-ink-800">
            {account.reports.map((report) => (
              <li key={report.id}>
                {t('reports.earlierItem', {
                  reason: t(`reports.reasons.${report.reason}`),
                  target: t(`reports.targetTypes.${report.targetType}`),
                  status: t(`reports.statuses.${report.status}`),
                })}{' '}
                <span className="text-sm text-ink-600">{riyadhTime(report.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <div className="grid gap-5 lg:grid-cols-2">
        <Section title={t('user.jobs')}>
          {account.jobs.length === 0 ? (
            <Nothing>{t('user.noJobs')}</Nothing>
          ) : (
            <ul className="flex flex-col gap-2">
              {account.jobs.map((job) => (
                <li key={job.id} className="flex flex-col">
                  <span dir="auto" className="font-semibold text-ink-950">
                    {job.title}
                    {job.hidden ? (
                      <span className="ms-2 rounded-full bg-ink-950/10 px-2 py-0.5 text-xs font-semibold">
                        {t('console.hidden')}
                      </span>
                    ) : null}
                  </span>
                  <span className="text-sm text-ink-600">
                    {t('user.jobStatus', { status: job.jobStatus, date: riyadhDay(job.createdAt) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('user.chats')}>
          {account.chats.length === 0 ? (
            <Nothing>{t('user.noChats')}</Nothing>
          ) : (
            <ul className="flex flex-col gap-2">
              {account.chats.map((chat) => (
                <li key={chat.id} className="flex flex-wrap items-baseline gap-x-2">
                  <AccountLink id={chat.withUserId} name={chat.withName} />
                  <span className="text-sm text-ink-600">{riyadhTime(chat.updatedAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <Section title={t('user.notes')} hint={t('user.notesHint')}>
        {account.privateNotes.length === 0 ? (
          <Nothing>{t('user.noNotes')}</Nothing>
        ) : (
          <ul className="flex flex-col gap-3">
            {account.privateNotes.map((note) => (
              <li key={note.reviewId} className="rounded-2xl bg-sand-50 p-4 ring-1 ring-ink-950/10">
                <p dir="auto" className="break-words whitespace-pre-line text-ink-900">
                  {note.note}
                </p>
                <p className="mt-1 text-sm text-ink-600">
                  {t('user.noteBy', { name: note.byName, time: riyadhTime(note.createdAt) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** /operator/users/:userId: an account's state, what was reported about it, its jobs, chats and notes. */
export function UserScreen() {
  const { t } = useTranslation('operator');
  const { userId = '' } = useParams();
  const user = useUser(userId);
  const notFound = user.error instanceof ApiError && user.error.status === 404;
  return (
    <>
      <Link
        to={paths.operatorUsers}
        className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-ink-800 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <ArrowBackIcon />
        {t('user.back')}
      </Link>
      <ScreenHeader title={user.data?.name ?? t('users.title')} />
      {user.data !== undefined ? (
        <Account account={user.data} />
      ) : notFound ? (
        <p role="alert" className="mt-8 text-ink-800">
          {t('user.notFound')}
        </p>
      ) : (
        <LoadState
          loading={t('user.loading')}
          failed={user.isError}
          error={user.error}
          onRetry={() => void user.refetch()}
        />
      )}
    </>
  );
}

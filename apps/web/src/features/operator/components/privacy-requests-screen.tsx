import { PRIVACY_REQUEST_STATES, type OperatorPrivacyRequest } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { operatorKeys, usePrivacyRequests } from '../api/operator-queries';
import { completePrivacyRequest, OperatorSessionEnded } from '../api/operator-requests';
import { riyadhDay, riyadhTime } from '../operator-format';
import { AccountLink, Card, Fact } from './console-parts';
import { FilteredQueue } from './filtered-queue';
import { ReasonDialog } from './reason-dialog';

function CompleteAction({
  request,
  kind,
}: {
  readonly request: OperatorPrivacyRequest;
  readonly kind: string;
}) {
  const { t } = useTranslation('operator');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const complete = useMutation({
    mutationFn: (reason: string) => completePrivacyRequest(request.id, { reason }),
  });
  return (
    <div className="mt-5 flex justify-end">
      <Button
        variant="dark"
        size="sm"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('privacyRequests.complete')}
      </Button>
      {open ? (
        <ReasonDialog
          open
          onClose={() => {
            setOpen(false);
          }}
          title={t('privacyRequests.completeTitle', { kind })}
          description={t('privacyRequests.completeBody')}
          confirmLabel={t('privacyRequests.complete')}
          reasonLabel={t('privacyRequests.whatWasDone')}
          pending={complete.isPending}
          onConfirm={({ reason }) => {
            complete.mutate(reason, {
              onSuccess: () => {
                toast.success(t('privacyRequests.completed'));
                setOpen(false);
                void queryClient.invalidateQueries({ queryKey: operatorKeys.privacyRequests() });
              },
              onError: (error) => {
                if (error instanceof OperatorSessionEnded) return;
                toast.error(errorMessage(error, t('privacyRequests.failed')));
                void queryClient.invalidateQueries({ queryKey: operatorKeys.privacyRequests() });
              },
            });
          }}
        />
      ) : null}
    </div>
  );
}

function RequestCard({ request }: { readonly request: OperatorPrivacyRequest }) {
  const { t } = useTranslation('operator');
  const id = useId();
  const kind = t(`privacyRequests.kinds.${request.kind}`);
  return (
    <Card labelledBy={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <Heading level={2} size="subtitle" id={`${id}-title`} className="text-ink-950">
          {kind}
          <span className="sr-only">, </span>
          <span dir="auto" className="block text-base font-normal text-ink-700">
            {request.user?.name ?? t('privacyRequests.deletedAccount')}
          </span>
        </Heading>
        {request.overdue ? (
          <p className="rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-800">
            {t('privacyRequests.overdue')}
          </p>
        ) : null}
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term={t('console.account')}>
          {request.user === null ? (
            t('privacyRequests.deletedAccount')
          ) : (
            <span className="flex flex-col">
              <AccountLink id={request.user.userId} name={request.user.name} />
              <span dir="ltr" className="text-sm text-ink-600">
                {request.user.email}
              </span>
            </span>
          )}
        </Fact>
        <Fact term={t('privacyRequests.received')}>{riyadhTime(request.createdAt)}</Fact>
        <Fact term={t('privacyRequests.due')}>{riyadhDay(request.dueAt)}</Fact>
        {request.completedAt === null ? null : (
          <Fact term={t('privacyRequests.completedAt')}>{riyadhTime(request.completedAt)}</Fact>
        )}
      </dl>
      <p dir="auto" className="mt-4 whitespace-pre-line text-ink-800">
        {request.details}
      </p>
      {request.completedAt === null ? <CompleteAction request={request} kind={kind} /> : null}
    </Card>
  );
}

/** /operator/privacy-requests (issue 36): people's requests about their data, each due in 30 days. */
export function PrivacyRequestsScreen() {
  const { t } = useTranslation('operator');
  return (
    <FilteredQueue
      param="state"
      values={PRIVACY_REQUEST_STATES}
      fallback="OPEN"
      read={usePrivacyRequests}
      texts={{
        title: t('privacyRequests.title'),
        description: t('privacyRequests.description'),
        filter: t('privacyRequests.filter'),
        loading: t('privacyRequests.loading'),
        listLabel: t('privacyRequests.listLabel'),
        emptyBody: t('privacyRequests.emptyBody'),
        labelOf: (value) => t(`privacyRequests.states.${value}`),
        emptyTitleOf: (value) => t(`privacyRequests.emptyTitle.${value}`),
      }}
      renderItem={(request) => <RequestCard request={request} />}
    />
  );
}

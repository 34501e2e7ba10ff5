import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useLiveCatchUp, useLiveEvents } from '../../../lib/live-events';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { Spinner } from '../../../ui/spinner';
import { balanceQuery, paymentKeys, useBalance } from '../api/get-balance';
import { EyeIcon } from '../../../ui/icons';
import { OrganizationPayments } from '../components/organization-payments';
import { TalentPayments } from '../components/talent-payments';

// The withdrawal's steps, their rules (zod) and requests load when the talent first asks.
const WithdrawDialog = lazy(() => import('../components/withdraw-dialog'));

/**
 * The figures and the first page of the history, fetched before the page renders: by the server
 * for its render (ADR 022), which then paints them rather than a box that they, of another height,
 * would replace and push the footer down from (issue 31), otherwise beside the page's code. Only
 * when missing: they are read again as the page shows them, unless the server just fetched them.
 */
export async function prefetchPayments(queryClient: QueryClient): Promise<void> {
  await queryClient.query({ ...balanceQuery(1), staleTime: Infinity }).catch(() => undefined);
}

export function PaymentsPage() {
  const { t } = useTranslation('payments');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [hidden, setHidden] = useState(false);
  const balance = useBalance(page);
  const failed = balance.isError && balance.data === undefined;
  const organization = user?.role === 'ORGANIZATION';
  const [withdrawing, setWithdrawing] = useState(false);
  const [withdrawOpened, setWithdrawOpened] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const paymentPending = searchParams.get('payment') === 'pending';

  // The server sends a payer here when the provider did not answer in time: say what happens next,
  // once, and leave the address clean so a reload does not say it again.
  useEffect(() => {
    if (!paymentPending) return;
    toast.info(t('payments.paymentPending'), 'payment-pending');
    setSearchParams(
      (params) => {
        params.delete('payment');
        return params;
      },
      { replace: true },
    );
  }, [paymentPending, setSearchParams, t]);

  // A review completes a contract, which is what pays: show it as it happens.
  useLiveEvents((event) => {
    if (event.type === 'job-request') void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
  });
  useLiveCatchUp(() => {
    void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
  });

  useEffect(() => {
    if (balance.isError) toast.error(errorMessage(balance.error, t('payments.loadError')), 'balance');
  }, [balance.isError, balance.error, t]);

  const comingSoon = () => {
    toast.info(t('payments.comingSoon'), 'coming-soon');
  };

  return (
    <Container className="py-10 lg:py-12">
      <DocumentTitle title={t('payments.title')} />
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div className="max-w-xl">
          <Eyebrow>{organization ? t('organization.eyebrow') : t('payments.eyebrow')}</Eyebrow>
          <Heading level={1} size="headline" className="mt-2 text-ink-950">
            {t('payments.title')}
          </Heading>
          <p className="mt-3 text-ink-600">
            {organization ? t('organization.description') : t('payments.description')}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <button
            type="button"
            aria-pressed={hidden}
            aria-label={t('summary.hideAmounts')}
            onClick={() => {
              setHidden((value) => !value);
            }}
            className="grid size-11 cursor-pointer place-items-center rounded-full border border-ink-950/20 text-ink-900 transition-colors hover:border-ink-950 hover:bg-ink-950/5 aria-pressed:bg-ink-950 aria-pressed:text-sand-50"
          >
            <EyeIcon crossed={hidden} />
          </button>
          <Button variant="outline" onClick={comingSoon}>
            {t('summary.deposit')}
          </Button>
          <Button
            variant="dark"
            onClick={
              organization
                ? comingSoon
                : () => {
                    if (balance.data?.role !== 'INDIVIDUAL') return;
                    if (balance.data.available.amount <= 0) {
                      toast.info(t('payments.nothingToWithdraw'), 'nothing-to-withdraw');
                      return;
                    }
                    setWithdrawOpened(true);
                    setWithdrawing(true);
                  }
            }
          >
            {t('summary.withdraw')}
          </Button>
        </div>
        {organization ? (
          <p className="basis-full text-sm text-ink-600 sm:text-end">{t('organization.depositNote')}</p>
        ) : null}
      </div>
      {withdrawOpened && balance.data?.role === 'INDIVIDUAL' ? (
        <Suspense fallback={null}>
          <WithdrawDialog
            open={withdrawing}
            available={balance.data.available.amount}
            onClose={() => {
              setWithdrawing(false);
            }}
          />
        </Suspense>
      ) : null}

      <div className="mt-10 flex flex-col gap-10">
        {balance.data === undefined ? (
          <div className="grid min-h-64 place-items-center rounded-card border border-ink-950/10 bg-sand-50 p-10 shadow-card">
            {failed ? (
              <div className="text-center" role="alert">
                <p className="font-medium text-ink-900">{t('payments.loadError')}</p>
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-4"
                  onClick={() => {
                    void balance.refetch();
                  }}
                >
                  {t('payments.retry')}
                </Button>
              </div>
            ) : (
              <p className="flex items-center gap-3 text-sm text-ink-600" role="status">
                <Spinner className="size-4" />
                {t('payments.loading')}
              </p>
            )}
          </div>
        ) : balance.data.role === 'ORGANIZATION' ? (
          <OrganizationPayments
            balance={balance.data}
            hidden={hidden}
            onPage={setPage}
            isLoadingPage={balance.isPlaceholderData}
          />
        ) : (
          <TalentPayments
            balance={balance.data}
            hidden={hidden}
            onPage={setPage}
            isLoadingPage={balance.isPlaceholderData}
          />
        )}
      </div>
    </Container>
  );
}

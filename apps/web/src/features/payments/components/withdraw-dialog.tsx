import { CreatePayoutSchema, MAX_LENGTHS, PayoutAccountInputSchema } from '@casting/contract';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form/text-field';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useCreatePayout, usePayoutAccount, useSavePayoutAccount } from '../api/payout-queries';
import { groupIban, ibanInSentence } from '../ledger/iban-display';
import { exceedsAvailable, halalasFromRiyals, riyalsInputOf } from '../ledger/riyals-input';

export interface WithdrawDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Halalas the talent may withdraw. */
  readonly available: number;
}

type Step = 'amount' | 'account' | 'confirm';

const sar = (halalas: number) => formatMoney({ amount: halalas, currency: 'SAR' });

/**
 * A talent withdraws to a Saudi bank account: the account first when none is saved (or to change
 * it), then the amount in riyals (all that is available by default), then a confirmation. Each
 * field is checked by the contract's rule, with its message; the server's refusal shows here.
 */
export default function WithdrawDialog({ open, onClose, available }: WithdrawDialogProps) {
  const { t } = useTranslation('payouts');
  const account = usePayoutAccount();
  const save = useSavePayoutAccount();
  const payout = useCreatePayout();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [iban, setIban] = useState('');
  const [holderName, setHolderName] = useState('');
  const [amount, setAmount] = useState(() => riyalsInputOf(available));
  const [problems, setProblems] = useState<{ iban?: string; holderName?: string; amount?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    // Each opening starts from all that is available now.
    if (open) setAmount(riyalsInputOf(available));
  }
  const halalas = halalasFromRiyals(amount);
  const saved = account.data ?? null;
  const step: Step = saved === null || editing ? 'account' : confirming ? 'confirm' : 'amount';
  const busy = save.isPending || payout.isPending;

  const close = () => {
    if (busy) return;
    setEditing(false);
    setConfirming(false);
    setIban('');
    setHolderName('');
    setProblems({});
    setFailure(null);
    onClose();
  };

  const saveAccount = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = PayoutAccountInputSchema.safeParse({ iban, holderName });
    if (!parsed.success) {
      const messageOf = (field: 'iban' | 'holderName') =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setProblems({ iban: messageOf('iban'), holderName: messageOf('holderName') });
      return;
    }
    setProblems({});
    save.mutate(parsed.data, {
      onSuccess: (savedAccount) => {
        setEditing(false);
        setIban('');
        setHolderName('');
        if (savedAccount !== null)
          toast.success(t('account.saved', { iban: ibanInSentence(savedAccount.iban) }));
      },
      onError: (error) => {
        setFailure(errorMessage(error, t('failed')));
      },
    });
  };

  const review = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = CreatePayoutSchema.safeParse({ amount: halalas });
    if (!parsed.success) {
      setProblems({ amount: parsed.error.issues[0]?.message });
      return;
    }
    if (exceedsAvailable(halalas, available)) {
      setProblems({ amount: t('amount.overAvailable', { available: sar(available) }) });
      return;
    }
    setProblems({});
    setConfirming(true);
  };

  const withdraw = () => {
    setFailure(null);
    payout.mutate(halalas, {
      onSuccess: (created) => {
        toast.success(t('confirm.success', { amount: sar(created.amount) }));
        payout.reset();
        close();
      },
      onError: (error) => {
        setFailure(errorMessage(error, t('failed')));
      },
    });
  };

  const failureNote =
    failure === null ? null : (
      <p role="alert" className="text-sm font-medium text-accent-700">
        {failure}
      </p>
    );

  const accountCard =
    saved === null ? null : (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-sand-100 px-4 py-3 text-sm">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{t('account.label')}</p>
          <p dir="ltr" className="mt-1 font-medium text-ink-950 tabular-nums [unicode-bidi:isolate]">
            {saved.iban}
          </p>
          <p dir="auto" className="text-ink-700">
            {saved.holderName}
          </p>
        </div>
        {step === 'amount' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setEditing(true);
              setFailure(null);
            }}
          >
            {t('account.change')}
          </Button>
        ) : null}
      </div>
    );

  return (
    <Modal
      open={open}
      onClose={close}
      title={step === 'account' ? t('account.title') : step === 'confirm' ? t('confirm.title') : t('title')}
      description={
        step === 'account'
          ? t('account.description')
          : step === 'confirm'
            ? t('confirm.description')
            : t('description', { available: sar(available) })
      }
    >
      {account.isPending ? (
        <p className="flex items-center gap-3 py-6 text-sm text-ink-600" role="status">
          <Spinner className="size-4" />
          {t('account.loading')}
        </p>
      ) : account.isError ? (
        <div role="alert" className="py-4 text-sm">
          <p className="font-medium text-ink-900">{errorMessage(account.error, t('account.loadError'))}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => {
              void account.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </div>
      ) : step === 'account' ? (
        <form noValidate onSubmit={saveAccount} className="flex flex-col gap-5">
          <TextField
            label={t('account.iban')}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            inputMode="text"
            maxLength={42}
            value={iban}
            error={problems.iban}
            hint={iban.trim() === '' ? t('account.ibanHint') : groupIban(iban)}
            onChange={(event) => {
              setIban(event.target.value);
            }}
          />
          <TextField
            label={t('account.holderName')}
            dir="auto"
            autoComplete="name"
            maxLength={MAX_LENGTHS.payoutHolderName}
            value={holderName}
            error={problems.holderName}
            onChange={(event) => {
              setHolderName(event.target.value);
            }}
          />
          {failureNote}
          <div className="flex flex-wrap justify-end gap-3">
            <Button
              variant="ghost"
              disabled={save.isPending}
              onClick={() => {
                if (saved === null) close();
                else {
                  setEditing(false);
                  setProblems({});
                  setFailure(null);
                }
              }}
            >
              {t('cancel')}
            </Button>
            <Button type="submit" pending={save.isPending}>
              {t('account.save')}
            </Button>
          </div>
        </form>
      ) : step === 'amount' ? (
        <form noValidate onSubmit={review} className="flex flex-col gap-5">
          {accountCard}
          <TextField
            label={t('amount.label')}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={problems.amount}
            hint={t('amount.hint', { available: sar(available) })}
            onChange={(event) => {
              setAmount(event.target.value);
            }}
          />
          {failureNote}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit">{t('amount.continue')}</Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-5">
          <dl className="flex flex-col gap-2 rounded-xl bg-sand-100 px-4 py-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-700">{t('confirm.amount')}</dt>
              <dd className="font-semibold text-ink-950 tabular-nums">{sar(halalas)}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-ink-700">{t('confirm.to')}</dt>
              <dd dir="ltr" className="text-ink-950 tabular-nums [unicode-bidi:isolate]">
                {saved?.iban}
              </dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-ink-700">{t('confirm.holder')}</dt>
              <dd dir="auto" className="text-ink-950">
                {saved?.holderName}
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-ink-950/10 pt-2">
              <dt className="text-ink-700">{t('confirm.remaining')}</dt>
              <dd className="text-ink-950 tabular-nums">{sar(available - halalas)}</dd>
            </div>
          </dl>
          <p className="text-sm text-ink-600">{t('confirm.timing')}</p>
          {failureNote}
          <div className="flex flex-wrap justify-end gap-3">
            <Button
              variant="ghost"
              disabled={payout.isPending}
              onClick={() => {
                setConfirming(false);
                setFailure(null);
              }}
            >
              {t('confirm.back')}
            </Button>
            <Button variant="dark" pending={payout.isPending} onClick={withdraw}>
              {t('confirm.submit', { amount: sar(halalas) })}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

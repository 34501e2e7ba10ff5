import type { Licence, LicenceState } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { formatStandaloneDate } from '../../../lib/format';
import { isolate } from '../../../lib/isolate';
import { optionLabel } from '../../../lib/option-label';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Heading } from '../../../ui/heading';
import { useRemoveLicence } from '../api/licences';

const STATE_CLASSES: Record<LicenceState, string> = {
  PENDING: 'bg-gold-400/20 text-ink-900',
  VERIFIED: 'bg-accent-100 text-accent-700',
  REJECTED: 'bg-ink-950/10 text-ink-900',
  EXPIRED: 'bg-sand-200 text-ink-700',
};

/** One licence: its type, state, number, issuer and expiry, the operator's reason if refused, and Remove. */
export function LicenceItem({ licence }: { readonly licence: Licence }) {
  const { t } = useTranslation('licences');
  const remove = useRemoveLicence();
  const [confirming, setConfirming] = useState(false);
  const type = optionLabel('licenceType', licence.type);
  // A calendar day, read in UTC so that it is the same day in every time zone.
  const date = formatStandaloneDate(licence.expiresOn, { dateStyle: 'long', timeZone: 'UTC' });
  const names = { type, number: isolate(licence.number) };
  return (
    <li className="rounded-2xl border border-ink-950/10 bg-white p-5 shadow-card sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading level={3} size="subtitle" className="text-ink-950">
            {type}
          </Heading>
          <p className="mt-1 text-sm text-ink-700">
            {licence.status === 'EXPIRED' ? t('expiredOn', { date }) : t('validUntil', { date })}
          </p>
        </div>
        <span
          className={cx(
            'inline-flex shrink-0 rounded-full px-3 py-1 text-sm font-semibold',
            STATE_CLASSES[licence.status],
          )}
        >
          {t(`states.${licence.status}`)}
        </span>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-600">{t('number')}</dt>
          <dd className="mt-0.5 font-semibold break-words text-ink-950">
            <span dir="auto">{licence.number}</span>
          </dd>
        </div>
        <div>
          <dt className="text-ink-600">{t('issuer')}</dt>
          <dd className="mt-0.5 font-semibold break-words text-ink-950">
            <span dir="auto">{licence.issuer}</span>
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-ink-600">{t(`notes.${licence.status}`)}</p>
      {licence.status === 'REJECTED' && licence.reason !== null ? (
        <p dir="auto" className="mt-3 rounded-2xl bg-sand-50 p-4 text-ink-800 ring-1 ring-ink-950/10">
          {licence.reason}
        </p>
      ) : null}
      <div className="mt-4 flex justify-end">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('removeLabel', names)}
          aria-haspopup="dialog"
          onClick={() => {
            setConfirming(true);
          }}
        >
          {t('remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('removeTitle')}
        description={t('removeBody', names)}
        confirmLabel={t('removeConfirm')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          // The item leaves the list when the answer comes, so the outcome is told from the promise.
          remove.mutateAsync(licence).then(
            () => {
              toast.success(t('removed'));
            },
            (error: unknown) => {
              toast.error(errorMessage(error, t('removeFailed')));
            },
          );
        }}
      />
    </li>
  );
}

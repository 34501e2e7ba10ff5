import type { AccountRole, Milestone } from '@casting/contract';
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { isolate } from '../../../lib/isolate';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../ui/button';
import type { ButtonVariant } from '../../../ui/button-styles';
import { cx } from '../../../ui/class-names';
import { BadgeCheckIcon, ClockIcon, LockIcon, ShieldIcon, type IconProps } from '../../../ui/icons';
import { IsolatedText } from '../../../ui/isolated-text';
import { usdAtPeg } from '../milestone-money';
import {
  MILESTONE_TONES,
  paymentFailure,
  type MilestoneTone,
  type PartyMilestoneAction,
} from '../milestone-status';
import { formatRiyals } from '../riyals';

const TONE_STYLES: { readonly [T in MilestoneTone]: { badge: string; note: string } } = {
  unprotected: { badge: 'bg-gold-400/20 text-ink-900', note: 'bg-gold-400/15 text-ink-900' },
  held: { badge: 'bg-emerald-100 text-emerald-900', note: 'bg-emerald-50 text-emerald-900' },
  frozen: { badge: 'bg-accent-100 text-accent-700', note: 'bg-accent-100 text-accent-700' },
  settled: { badge: 'bg-ink-950 text-sand-50', note: 'bg-sand-100 text-ink-800' },
  closed: { badge: 'bg-ink-950/8 text-ink-700', note: 'bg-sand-100 text-ink-700' },
};

const TONE_ICONS: { readonly [T in MilestoneTone]: ComponentType<IconProps> | null } = {
  unprotected: ClockIcon,
  held: ShieldIcon,
  frozen: LockIcon,
  settled: BadgeCheckIcon,
  closed: null,
};

const ACTION_VARIANTS: { readonly [A in PartyMilestoneAction]?: ButtonVariant } = {
  accept: 'primary',
  fund: 'primary',
  release: 'primary',
  deliver: 'dark',
};

export interface MilestoneItemProps {
  readonly milestone: Milestone;
  readonly role: AccountRole;
  readonly showsUsd: boolean;
  readonly actions: readonly PartyMilestoneAction[];
  readonly onAction: (action: PartyMilestoneAction) => void;
}

/** One milestone: its title and state, what it is worth to each side, where its money is, and what to do. */
export function MilestoneItem({ milestone, role, showsUsd, actions, onAction }: MilestoneItemProps) {
  const { t } = useTranslation('chats');
  const titleId = useId();
  const tone = MILESTONE_TONES[milestone.status];
  const NoteIcon = TONE_ICONS[tone];
  const failure = paymentFailure(milestone, t('milestones.paymentFailedGeneric'));
  const reason = milestone.status === 'DISPUTED' ? milestone.disputeReason : milestone.declineReason;
  return (
    <li className="rounded-xl border border-ink-950/10 bg-sand-50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h5 id={titleId} dir="auto" className="min-w-0 font-semibold wrap-break-word text-ink-950">
          {milestone.title}
        </h5>
        <p className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE_STYLES[tone].badge)}>
          <span className="sr-only">{t('milestones.statusPrefix')} </span>
          {t(`milestones.status.${milestone.status}`)}
        </p>
      </div>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{t('milestones.amountLabel')}: </span>
        <span className="text-lg font-semibold text-ink-950 tabular-nums">
          {formatRiyals(milestone.amount)}
        </span>
        {showsUsd ? (
          <span className="text-sm text-ink-600">
            {t('milestones.usdEquivalent', { amount: formatMoney(usdAtPeg(milestone.amount)) })}
          </span>
        ) : null}
      </p>
      <p className="mt-1 text-sm font-medium text-ink-900">
        <IsolatedText text={t(`milestones.net.${role}`, { net: isolate(formatRiyals(milestone.net)) })} />
      </p>
      <p className="text-xs text-ink-600">
        <IsolatedText
          text={t('milestones.deductions', {
            fee: isolate(formatRiyals(milestone.fee)),
            vat: isolate(formatRiyals(milestone.vat)),
          })}
        />
      </p>
      <div className={cx('mt-3 flex gap-2 rounded-lg px-3 py-2 text-sm', TONE_STYLES[tone].note)}>
        {NoteIcon === null ? null : <NoteIcon className="mt-0.5 size-4 shrink-0" />}
        <div className="min-w-0">
          <p>{t(`milestones.notes.${milestone.status}.${role}`)}</p>
          {milestone.status === 'DELIVERED' && milestone.autoReleaseAt !== null ? (
            <p className="mt-1">
              {t('milestones.autoRelease', {
                date: formatDate(milestone.autoReleaseAt, { dateStyle: 'medium' }),
              })}
            </p>
          ) : null}
          {reason !== null && (milestone.status === 'DISPUTED' || milestone.status === 'DECLINED') ? (
            <p dir="auto" className="mt-1 wrap-break-word">
              {t('milestones.reasonGiven', { reason })}
            </p>
          ) : null}
        </div>
      </div>
      {failure === null ? null : (
        <p className="mt-2 text-sm font-medium text-accent-700">
          {t('milestones.paymentFailed', { reason: failure })}
        </p>
      )}
      {actions.length > 0 ? (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={ACTION_VARIANTS[action] ?? 'outline'}
              aria-haspopup="dialog"
              aria-describedby={titleId}
              onClick={() => {
                onAction(action);
              }}
            >
              {t(`milestones.actions.${action}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

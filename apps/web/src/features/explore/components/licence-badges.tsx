import type { LicenceBadge } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatStandaloneDate } from '../../../lib/format';
import { BadgeCheckIcon } from '../../../ui/icons';

/**
 * A talent card's verified licences (issue 36): each shows its type with a check, and its title
 * and what a screen reader reads are the whole badge, "Mawthooq · valid until 12 Mar 2027" (the
 * Hijri date beside it in Arabic), as on the talent's page. The texts are in `options`, which
 * every page loads.
 */
export function LicenceBadges({ badges }: { readonly badges: readonly LicenceBadge[] }) {
  const { t } = useTranslation('options');
  return badges.map((badge) => {
    const type = t(`licenceType.${badge.type}`);
    const sentence = t('licenceBadge.validUntil', {
      type,
      // A calendar day, read in UTC: the same day on the server's render and in every time zone.
      date: formatStandaloneDate(badge.expiresOn, { dateStyle: 'medium', timeZone: 'UTC' }),
    });
    return (
      <span
        key={badge.type}
        title={sentence}
        className="inline-flex items-center gap-1.5 rounded-full bg-sand-50 px-3 py-1 text-sm font-semibold text-ink-900"
      >
        <BadgeCheckIcon className="size-4 text-accent-600" />
        <span aria-hidden="true">{type}</span>
        <span className="sr-only">{sentence}</span>
      </span>
    );
  });
}

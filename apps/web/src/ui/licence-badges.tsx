import type { LicenceBadge } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatStandaloneDate } from '../lib/format';
import { BadgeCheckIcon } from './icons';

/**
 * A talent's verified licences (issue 36), each "Mawthooq · valid until 12 Mar 2027", with the
 * Hijri date beside it in Arabic. A card shows the type alone, the whole sentence being its title
 * and what a screen reader reads. The texts are in `options`, which every page loads.
 */
export function LicenceBadges({
  badges,
  compact = false,
}: {
  readonly badges: readonly LicenceBadge[];
  readonly compact?: boolean;
}) {
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
        {compact ? (
          <>
            <span aria-hidden="true">{type}</span>
            <span className="sr-only">{sentence}</span>
          </>
        ) : (
          sentence
        )}
      </span>
    );
  });
}

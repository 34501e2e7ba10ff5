import { dressSizeKind, type IndividualCard as IndividualCardData } from '@casting/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { countryName } from '../../../lib/country-display-name';
import { formatClothingSize, formatSize } from '../../../lib/clothing-size';
import { LinkButton } from '../../../ui/link-button';
import { MediaImage } from '../../../ui/media-image';
import { CARD_HEIGHT, CARD_SIZES, CARD_WIDTH } from './card-picture';
import { LicenceBadges } from './licence-badges';
import { StarsOrNew } from '../../../ui/stars-or-new';
import { optionLabel } from '../../../lib/option-label';
import { specialtyLabel } from '../../../lib/specialty-label';

type ModelAttributes = NonNullable<IndividualCardData['modelAttributes']>;

function ModelAttributeList({
  id,
  name,
  attributes,
  nationality,
}: {
  readonly id: string;
  readonly name: string;
  readonly attributes: ModelAttributes;
  readonly nationality: string | null;
}) {
  const { t } = useTranslation('explore');
  // Spec §2 order: hair, shoe size, eye, gender, dress size, skin tone, nationality.
  const rows = [
    { key: 'hair', value: optionLabel('hairColor', attributes.hairColorEnum) },
    { key: 'shoeSize', value: formatSize(attributes.shoeSize, 'EU') },
    { key: 'eye', value: optionLabel('eyeColor', attributes.eyeColorEnum) },
    { key: 'gender', value: optionLabel('gender', attributes.gender) },
    {
      key: dressSizeKind(attributes.dressSize) === 'suit' ? 'suitSize' : 'dressSize',
      value: formatClothingSize(attributes.dressSize),
    },
    { key: 'skinTone', value: optionLabel('skinTone', attributes.skinToneEnum) },
    ...(nationality === null ? [] : [{ key: 'nationality', value: countryName(nationality) } as const]),
  ] as const;
  return (
    // Shown on hover and on keyboard focus; the View Profile link is also described by it.
    <div
      id={id}
      className="invisible absolute inset-x-4 top-4 translate-y-1 rounded-2xl bg-sand-50/95 p-5 opacity-0 shadow-lift backdrop-blur transition duration-200 group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100"
    >
      <p className="sr-only">{t('individualCard.attributesLabel', { name })}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        {rows.map((row) => (
          <div key={row.key} className={row.key === 'nationality' ? 'col-span-2' : undefined}>
            <dt className="text-eyebrow font-semibold uppercase text-ink-600">
              {t(`individualCard.attributes.${row.key}`)}
            </dt>
            <dd className="mt-0.5 font-semibold text-ink-950">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function initials(card: IndividualCardData): string {
  return `${card.firstName.charAt(0)}${card.lastName.charAt(0)}`.toUpperCase();
}

export interface IndividualCardProps {
  readonly individual: IndividualCardData;
  /** A card of the first row: its picture loads at once, the very first one with high priority (LCP). */
  readonly fold?: 'first' | 'above' | 'below';
  /** A control beside View Profile (an organization's save or remove). */
  readonly action?: ReactNode;
}

export function IndividualCard({ individual, fold = 'below', action }: IndividualCardProps) {
  const { t } = useTranslation('explore');
  const nameId = useId();
  const attributesId = useId();
  const model = individual.modelAttributes;

  return (
    <article
      aria-labelledby={nameId}
      className="group relative h-[508px] min-w-[300px] overflow-hidden rounded-card bg-ink-900 shadow-card"
    >
      {individual.profilePicture === null ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 grid place-items-center bg-linear-to-br from-ink-800 to-ink-950 pb-40 font-display text-7xl text-gold-400"
        >
          {initials(individual)}
        </div>
      ) : (
        <MediaImage
          url={individual.profilePicture}
          alt={t('individualCard.pictureAlt', { name: individual.fullName })}
          placement={fold === 'first' ? 'lcp' : fold}
          sizes={CARD_SIZES}
          width={CARD_WIDTH}
          height={CARD_HEIGHT}
          className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-3/5 bg-linear-to-t from-ink-950 via-ink-950/75 to-transparent"
      />
      <div className="absolute inset-x-4 top-4 flex flex-wrap gap-2">
        <LicenceBadges badges={individual.licences} />
      </div>
      {model === null ? null : (
        <ModelAttributeList
          id={attributesId}
          name={individual.fullName}
          attributes={model}
          nationality={individual.nationality}
        />
      )}
      <div className="focus-on-dark absolute inset-x-0 bottom-0 p-6 text-sand-50">
        <p className="text-eyebrow font-semibold uppercase text-gold-400">
          {specialtyLabel(individual.role, individual.modelAttributes?.gender)}
        </p>
        <h3 id={nameId} className="mt-2 font-display text-2xl font-medium">
          {individual.fullName}
        </h3>
        {individual.nationality === null ? null : (
          <p className="mt-1 text-sm text-sand-200">{countryName(individual.nationality)}</p>
        )}
        <div className="mt-3 flex h-5 items-center">
          <StarsOrNew stars={individual.stars} reviewCount={individual.reviewCount} />
        </div>
        <div className="mt-5 flex gap-2">
          <LinkButton
            to={paths.individual(individual.id)}
            variant="light"
            className="flex-1"
            aria-describedby={model === null ? undefined : attributesId}
          >
            {t('individualCard.viewProfile')}
          </LinkButton>
          {action}
        </div>
      </div>
    </article>
  );
}

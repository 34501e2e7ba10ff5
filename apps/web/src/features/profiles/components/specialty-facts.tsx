import type { Specialty } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { optionLabel, type OptionList } from '../../../lib/option-label';
import { booleanOf, stringsOf, textOf, type SpecialtyInfo } from '../lib/specialty-info';

/** How one specialty info field reads on a profile. */
type FactKind =
  | { readonly kind: 'yesNo' }
  | { readonly kind: 'text' }
  | { readonly kind: 'link' }
  | { readonly kind: 'options'; readonly list: OptionList };

type FactSpec = { readonly field: FactField } & FactKind;

/** The specialties whose profile lists its specialty answers as facts. */
export type FactSpecialty = 'TOURISM' | 'BEAUTY' | 'MUSIC_AND_SOUND_ENGINEER';

const FACTS = {
  TOURISM: [
    { field: 'specializations', kind: 'options', list: 'tourismSpecialization' },
    { field: 'currentOrMostRecentEmployer', kind: 'text' },
    { field: 'license', kind: 'yesNo' },
    { field: 'otherLanguage', kind: 'yesNo' },
    { field: 'experienceManagingTravelLogistics', kind: 'yesNo' },
  ],
  BEAUTY: [
    { field: 'expertise', kind: 'options', list: 'beautyExpertise' },
    { field: 'preferredBrands', kind: 'options', list: 'beautyBrand' },
    { field: 'hasHighLevelExperience', kind: 'yesNo' },
    { field: 'hasFormalTraining', kind: 'yesNo' },
    { field: 'protofolio', kind: 'link' },
  ],
  MUSIC_AND_SOUND_ENGINEER: [
    { field: 'category', kind: 'options', list: 'musicCategory' },
    { field: 'preferWorkingWith', kind: 'options', list: 'musicClientPreference' },
    { field: 'majorProjects', kind: 'text' },
    { field: 'experienceHandlingHighProfileClients', kind: 'yesNo' },
    { field: 'wonAwards', kind: 'yesNo' },
    { field: 'portfolioUrl', kind: 'link' },
  ],
} as const satisfies { readonly [S in FactSpecialty]: readonly object[] };

type FactField = (typeof FACTS)[FactSpecialty][number]['field'];

export function hasFacts(role: Specialty): role is FactSpecialty {
  return role in FACTS;
}

/** A portfolio link as stored: a web address, or (for musicians) an e-mail address. */
function hrefOf(value: string): string {
  return /^https?:\/\//i.test(value) ? value : value.includes('@') ? `mailto:${value}` : `https://${value}`;
}

function FactValue({ spec, info }: { readonly spec: FactSpec; readonly info: SpecialtyInfo }) {
  const { t } = useTranslation('profiles');
  const notGiven = <span className="text-ink-600">{t('details.notGiven')}</span>;
  switch (spec.kind) {
    case 'yesNo': {
      const value = booleanOf(info, spec.field);
      return value === null ? notGiven : <>{value ? t('details.yes') : t('details.no')}</>;
    }
    case 'text': {
      const value = textOf(info, spec.field);
      return value === null ? notGiven : <span dir="auto">{value}</span>;
    }
    case 'link': {
      const value = textOf(info, spec.field);
      if (value === null) return notGiven;
      return (
        <a
          href={hrefOf(value)}
          target="_blank"
          rel="noreferrer"
          dir="ltr"
          className="break-all text-accent-700 underline decoration-accent-500/40 underline-offset-4 hover:decoration-accent-600"
        >
          {value}
        </a>
      );
    }
    case 'options': {
      const codes = stringsOf(info[spec.field]);
      if (codes.length === 0) return notGiven;
      return (
        <ul className="flex flex-wrap gap-2">
          {codes.map((code) => (
            <li key={code} className="rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-ink-900">
              {optionLabel(spec.list, code as never)}
            </li>
          ))}
        </ul>
      );
    }
  }
}

/**
 * Every answer a tour guide, beautician or musician gave about their specialty (spec §3): options in the
 * reader's language, yes/no questions as Yes or No, and their portfolio link.
 */
export function SpecialtyFacts({
  role,
  info,
}: {
  readonly role: FactSpecialty;
  readonly info: SpecialtyInfo;
}) {
  const { t } = useTranslation('profiles');
  const specs: readonly FactSpec[] = FACTS[role];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {specs.map((spec) => (
        <div
          key={spec.field}
          data-field={spec.field}
          className={`rounded-2xl border border-ink-950/10 bg-white px-4 py-3 ${spec.kind === 'options' || spec.field === 'majorProjects' ? 'sm:col-span-2' : ''}`}
        >
          <dt className="text-eyebrow font-semibold text-ink-600 uppercase">
            {t(`specialtyFields.${spec.field}`)}
          </dt>
          <dd className="mt-1 font-semibold whitespace-pre-line text-ink-950">
            <FactValue spec={spec} info={info} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

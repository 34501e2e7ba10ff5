import { SPECIALTIES } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../ui/container';
import { Eyebrow, Heading } from '../../../ui/heading';
import { SpecialtyIcon } from '../../../ui/specialty-icon';
import { SECTOR_COUNT } from '../sectors';

export function SectorList() {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <Section tone="sand" aria-labelledby="landing-sectors-title">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <Eyebrow>{t('sectors.eyebrow')}</Eyebrow>
          <Heading level={2} size="headline" id="landing-sectors-title" className="mt-4 text-ink-950">
            {t('sectors.title', { count: SECTOR_COUNT })}
          </Heading>
        </div>
        <p className="max-w-md text-ink-700">{t('sectors.intro')}</p>
      </div>
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {SPECIALTIES.map((specialty) => (
          <li
            key={specialty}
            className="flex items-center gap-3 rounded-2xl border border-ink-950/10 bg-sand-50 px-4 py-4 text-sm font-semibold text-ink-900"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-100 text-accent-700">
              <SpecialtyIcon specialty={specialty} className="size-5" />
            </span>
            {t(`common:specialties.${specialty}`)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

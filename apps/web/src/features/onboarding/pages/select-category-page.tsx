import { SPECIALTIES, type Specialty } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { cx } from '../../../ui/class-names';
import { ArrowForwardIcon } from '../../../ui/icons';
import { SpecialtyIcon } from '../../../ui/specialty-icon';
import { OnboardingShell } from '../components/onboarding-shell';
import { StepFooter } from '../components/step-footer';
import { useAccountRedirect } from '../hooks/use-account-redirect';
import { readStoredSpecialty, storeSpecialty } from '../lib/stored-answers';

/** Spec §2 "Select category": one specialty of ten, kept locally as the user role. */
export function SelectCategoryPage() {
  const { t } = useTranslation(['onboarding', 'common']);
  const navigate = useNavigate();
  const redirect = useAccountRedirect('INDIVIDUAL');
  // Coming back to this step keeps the earlier choice.
  const [selected, setSelected] = useState<Specialty | null>(readStoredSpecialty);

  if (redirect !== null) return <Navigate to={redirect} replace />;

  const next = () => {
    if (selected === null) return;
    storeSpecialty(selected);
    void navigate(paths.experienceForm, { state: { category: selected } });
  };

  return (
    <OnboardingShell step="specialty" title={t('selectCategory.title')} intro={t('selectCategory.intro')}>
      <fieldset>
        <legend className="sr-only">{t('selectCategory.legend')}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {SPECIALTIES.map((specialty) => {
            const checked = selected === specialty;
            return (
              <label
                key={specialty}
                className={cx(
                  'group relative flex cursor-pointer flex-col gap-3 rounded-2xl border-2 bg-white p-5 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600',
                  checked
                    ? 'border-accent-600 bg-accent-100/40'
                    : 'border-ink-950/10 hover:border-ink-950/30',
                )}
              >
                <input
                  type="radio"
                  name="specialty"
                  value={specialty}
                  checked={checked}
                  aria-labelledby={`specialty-${specialty}-name`}
                  aria-describedby={`specialty-${specialty}-description`}
                  onChange={() => {
                    setSelected(specialty);
                  }}
                  // Covers the whole card, so a click anywhere on it is a click on the radio itself.
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
                />
                <span
                  className={cx(
                    'grid size-11 place-items-center rounded-full transition-colors',
                    checked ? 'bg-accent-600 text-white' : 'bg-sand-100 text-ink-900',
                  )}
                >
                  <SpecialtyIcon specialty={specialty} />
                </span>
                <span id={`specialty-${specialty}-name`} className="font-semibold text-ink-950">
                  {t(`common:specialties.${specialty}`)}
                </span>
                <span id={`specialty-${specialty}-description`} className="text-sm text-ink-600">
                  {t(`selectCategory.descriptions.${specialty}`)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <StepFooter
        className="mt-10 border-t border-ink-950/10 pt-6"
        ready={selected !== null}
        hint={t('selectCategory.hint')}
        onNext={next}
      >
        {t('next')}
        <ArrowForwardIcon />
      </StepFooter>
    </OnboardingShell>
  );
}

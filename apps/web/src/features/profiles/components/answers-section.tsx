import type { ExperienceAnswersInput } from '@casting/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { ANSWER_QUESTIONS } from '../lib/answer-questions';
import { IconButton } from './icon-button';
import { PencilIcon } from './profile-icons';
import { ProfileSection } from './profile-section';

// The editor and its form library load when the talent first asks for it.
const EditAnswersModal = lazy(() =>
  import('./edit-answers-modal').then((module) => ({ default: module.EditAnswersModal })),
);

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-ink-950/10 bg-white px-4 py-3">
      <dt className="text-sm font-semibold text-ink-600">{label}</dt>
      <dd className="mt-1 font-semibold text-ink-950">{children}</dd>
    </div>
  );
}

/** The experience form's answers on the talent's own profile, which no one else sees (issue 36). */
export function AnswersSection({ answers }: { readonly answers: Partial<ExperienceAnswersInput> }) {
  const { t } = useTranslation(['profiles', 'onboarding']);
  const [editing, setEditing] = useState(false);
  const [wanted, setWanted] = useState(false);
  const notGiven = <span className="text-ink-600">{t('details.notGiven')}</span>;
  return (
    <ProfileSection
      title={t('answers.title')}
      actions={
        <IconButton
          label={t('answers.edit')}
          aria-haspopup="dialog"
          onClick={() => {
            setWanted(true);
            setEditing(true);
          }}
        >
          <PencilIcon className="size-[1.125rem]" />
        </IconButton>
      }
    >
      <p className="text-ink-700">{t('answers.intro')}</p>
      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <Fact label={t('onboarding:experienceForm.yearsOfExperience')}>
          {answers.yearsOfExperience === undefined ? notGiven : formatNumber(answers.yearsOfExperience)}
        </Fact>
        <Fact label={t('onboarding:experienceForm.socialAccount')}>
          {answers.socialAccount === undefined ? (
            notGiven
          ) : (
            <span dir="ltr" className="break-all">
              {answers.socialAccount}
            </span>
          )}
        </Fact>
        {ANSWER_QUESTIONS.map((question) => {
          const answer = answers[question];
          return (
            <Fact key={question} label={t(`onboarding:experienceForm.${question}`)}>
              {answer === undefined ? notGiven : answer ? t('details.yes') : t('details.no')}
            </Fact>
          );
        })}
      </dl>
      {wanted ? (
        <Suspense fallback={null}>
          <EditAnswersModal
            answers={answers}
            open={editing}
            onClose={() => {
              setEditing(false);
            }}
          />
        </Suspense>
      ) : null}
    </ProfileSection>
  );
}

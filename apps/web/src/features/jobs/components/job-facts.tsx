import type { JobDetail } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/country-display-name';
import { formatNumber } from '../../../lib/format';
import { formatPay } from '../../../lib/money';
import { formatJobDuration, formatYearsRange } from '../../../lib/job-format';
import { useJobRequestCount } from '../api/get-job-request-count';
import { optionLabel } from '../../../lib/option-label';

export function JobFacts({ job }: { readonly job: JobDetail }) {
  const { t } = useTranslation('jobs');
  const { t: tc } = useTranslation();
  const count = useJobRequestCount(job.id);
  const facts = [
    {
      key: 'applicants',
      label: t('jobDetail.facts.applicants'),
      value: count.data === undefined ? '–' : formatNumber(count.data.count),
    },
    {
      key: 'salary',
      label: t('jobDetail.facts.salary'),
      value: formatPay(job.pay),
    },
    { key: 'duration', label: t('jobDetail.facts.duration'), value: formatJobDuration(job.jobDuration) },
    {
      key: 'experience',
      label: t('jobDetail.facts.experience'),
      value: formatYearsRange(job.requiredExperience.minimum, job.requiredExperience.maximum),
    },
    {
      key: 'careerLevel',
      label: t('jobDetail.facts.careerLevel'),
      value: optionLabel('careerLevel', job.careerLevel),
    },
    {
      key: 'educationLevel',
      label: t('jobDetail.facts.educationLevel'),
      value: optionLabel('educationLevel', job.educationLevel),
    },
    { key: 'category', label: t('jobDetail.facts.category'), value: tc(`specialties.${job.jobCategory}`) },
    { key: 'location', label: t('jobDetail.facts.location'), value: countryName(job.location) },
  ];
  return (
    <dl
      aria-label={t('jobDetail.facts.label')}
      className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-ink-950/10 bg-ink-950/10 md:grid-cols-4"
    >
      {facts.map((fact) => (
        <div key={fact.key} className="bg-sand-50 p-5">
          <dt className="text-eyebrow font-semibold text-ink-600 uppercase">{fact.label}</dt>
          <dd className="mt-2 text-lg font-semibold text-ink-950">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

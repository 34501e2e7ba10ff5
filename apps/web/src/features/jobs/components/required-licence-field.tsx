import { REQUIRABLE_LICENCE_TYPES, type RequirableLicenceType } from '@casting/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/form/select-field';
import type { PostJobFormApi } from './post-job-form-type';

// The proposal's words and rule load once the form has changed, as its rules do: Post Job is held at 155 KB.
const LicenceProposal = lazy(() =>
  import('./licence-proposal-line').then((module) => ({ default: module.LicenceProposalLine })),
);

/**
 * The licence an applicant must hold (issue 36), None by default, sent as null. A tour-guide job,
 * or one mentioning social-media advertising, proposes a licence: only the proposal's button applies it.
 */
export function RequiredLicenceField({ form }: { readonly form: PostJobFormApi }) {
  const { t } = useTranslation('jobs');
  return (
    <div className="flex max-w-md flex-col gap-3">
      <SelectField
        label={t('postJob.licence.label')}
        hint={t('postJob.licence.hint')}
        options={[
          { value: '', label: t('postJob.licence.none') },
          ...REQUIRABLE_LICENCE_TYPES.map((type) => ({ value: type, label: t(`licences.${type}`) })),
        ]}
        error={form.formState.errors.requiredLicence?.message}
        {...form.register('requiredLicence', {
          setValueAs: (value: string | null | undefined) =>
            value === '' || value === undefined ? null : (value as RequirableLicenceType),
        })}
      />
      <div role="status">
        {form.formState.isDirty ? (
          <Suspense fallback={null}>
            <LicenceProposal form={form} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

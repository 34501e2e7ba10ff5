import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { proposedLicence } from '../licence-proposal';
import type { PostJobFormApi } from './post-job-form-type';

/** The licence the job's specialty or words propose, unless it is the one chosen, and the button that requires it. */
export function LicenceProposalLine({ form }: { readonly form: PostJobFormApi }) {
  const { t } = useTranslation('jobs');
  const [jobCategory, title, description, required] = useWatch({
    control: form.control,
    name: ['jobCategory', 'title', 'description', 'requiredLicence'],
  });
  const proposal = proposedLicence({ jobCategory, title, description });
  if (proposal === null || proposal === required) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-accent-100/60 px-4 py-3 text-sm text-ink-900">
      <p className="min-w-0 grow basis-56">{t(`postJob.licence.proposal.${proposal}`)}</p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          form.setValue('requiredLicence', proposal, { shouldDirty: true });
          form.setFocus('requiredLicence');
        }}
      >
        {t('postJob.licence.apply', { licence: t(`licences.${proposal}`) })}
      </Button>
    </div>
  );
}

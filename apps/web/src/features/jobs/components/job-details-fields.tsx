import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PostJobFormInput } from '@casting/contract';
import { shortenDescription, truncateWords } from '../text-helpers';
import { DescriptionModal } from './description-modal';
import { RequirementsModal } from './requirements-modal';
import { SummaryCard } from './summary-card';

/** The job's description and requirements: each summed up on a card and written in its own dialog. */
export function JobDetailsFields({ control }: { readonly control: Control<PostJobFormInput> }) {
  const { t } = useTranslation('jobs');
  const [descriptionOpen, setDescriptionOpen] = useState(false);
  const [requirementsOpen, setRequirementsOpen] = useState(false);
  const description = useController({ control, name: 'description' });
  const requirements = useController({ control, name: 'requirements' });

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SummaryCard
        label={t('postJob.description.label')}
        actionLabel={
          description.field.value === '' ? t('postJob.description.add') : t('postJob.description.edit')
        }
        onAction={() => {
          setDescriptionOpen(true);
        }}
      >
        {description.field.value === '' ? (
          <p className="text-ink-600">{t('postJob.description.empty')}</p>
        ) : (
          <p className="text-ink-800">{shortenDescription(description.field.value)}</p>
        )}
      </SummaryCard>
      <SummaryCard
        label={t('postJob.requirements.label')}
        actionLabel={
          requirements.field.value.length === 0
            ? t('postJob.requirements.add')
            : t('postJob.requirements.edit')
        }
        onAction={() => {
          setRequirementsOpen(true);
        }}
      >
        {requirements.field.value.length === 0 ? (
          <p className="text-ink-600">{t('postJob.requirements.empty')}</p>
        ) : (
          <ol className="list-decimal space-y-1 ps-5 text-ink-800 marker:text-accent-600">
            {requirements.field.value.map((requirement) => (
              <li key={requirement.id}>{truncateWords(requirement.content)}</li>
            ))}
          </ol>
        )}
      </SummaryCard>
      <DescriptionModal
        open={descriptionOpen}
        value={description.field.value}
        onClose={() => {
          setDescriptionOpen(false);
        }}
        onSave={(text) => {
          description.field.onChange(text);
          setDescriptionOpen(false);
        }}
      />
      <RequirementsModal
        open={requirementsOpen}
        value={requirements.field.value}
        onClose={() => {
          setRequirementsOpen(false);
        }}
        onSave={(lines) => {
          requirements.field.onChange(lines);
          setRequirementsOpen(false);
        }}
      />
    </div>
  );
}

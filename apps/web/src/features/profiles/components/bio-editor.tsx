import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_LENGTHS, UpdateIndividualBodySchema } from '@casting/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { TextareaField } from '../../../ui/form/textarea-field';
import { useUpdateIndividual } from '../api/update-individual';

// The server's own rule and message for the bio.
const BioSchema = UpdateIndividualBodySchema.pick({ bio: true }).required();

/** The owner's inline editor of a talent's bio, saved with the server's rule. */
export function BioEditor({ bio, onDone }: { readonly bio: string; readonly onDone: () => void }) {
  const { t } = useTranslation('profiles');
  const update = useUpdateIndividual();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(BioSchema), defaultValues: { bio } });

  useEffect(() => {
    setFocus('bio');
  }, [setFocus]);

  const save = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ bio: values.bio });
      toast.success(t('toasts.profileUpdated'));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('toasts.bioFailed')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex max-w-3xl flex-col gap-4">
      <TextareaField
        label={t('about.bioLabel')}
        rows={6}
        maxLength={MAX_LENGTHS.bio}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" pending={update.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

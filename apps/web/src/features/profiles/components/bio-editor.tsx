import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_LENGTHS, UpdateIndividualBodySchema } from '@casting/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form/text-field';
import { TextareaField } from '../../../ui/form/textarea-field';
import { useUpdateIndividual } from '../api/update-individual';

// The server's own rules and messages for the bio and the name in the other script.
const BioSchema = UpdateIndividualBodySchema.pick({ bio: true, otherScriptName: true }).required();

export interface BioEditorProps {
  readonly bio: string;
  readonly otherScriptName: string | null;
  readonly onDone: () => void;
}

/** The owner's inline editor of a talent's bio and name in the other script, saved with the server's rules. */
export function BioEditor({ bio, otherScriptName, onDone }: BioEditorProps) {
  const { t } = useTranslation('profiles');
  const update = useUpdateIndividual();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(BioSchema),
    defaultValues: { bio, otherScriptName: otherScriptName ?? '' },
  });

  useEffect(() => {
    setFocus('bio');
  }, [setFocus]);

  const save = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ bio: values.bio, otherScriptName: values.otherScriptName });
      toast.success(t('toasts.profileUpdated'));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('toasts.bioFailed')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex max-w-3xl flex-col gap-4">
      <TextField
        dir="auto"
        label={t('about.otherScriptName')}
        hint={t('about.otherScriptNameHint')}
        maxLength={MAX_LENGTHS.personName * 2}
        autoComplete="off"
        error={errors.otherScriptName?.message}
        {...register('otherScriptName')}
      />
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

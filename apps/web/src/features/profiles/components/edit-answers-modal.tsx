import { zodResolver } from '@hookform/resolvers/zod';
import {
  ExperienceAnswersSchema,
  type ExperienceAnswers,
  type ExperienceAnswersInput,
} from '@casting/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { Button } from '../../../ui/button';
import { AnswerSelect } from '../../../ui/form/answer-select';
import { NumberInput } from '../../../ui/form/number-input';
import { TextField } from '../../../ui/form/text-field';
import { LeaveGuardDialog } from '../../../ui/leave-guard-dialog';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';
import { useUpdateIndividual } from '../api/update-individual';
import { ANSWER_QUESTIONS } from '../lib/answer-questions';

// The experience form's own rules and messages, which the server applies again.
const resolver = zodResolver(ExperienceAnswersSchema);

function EditAnswersForm({
  answers,
  onDone,
}: {
  readonly answers: Partial<ExperienceAnswersInput>;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation(['onboarding', 'profiles']);
  const update = useUpdateIndividual();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<ExperienceAnswersInput, unknown, ExperienceAnswers>({
    resolver,
    // A profile from before an answer existed starts with it unanswered.
    defaultValues: answers,
  });
  const leaveGuard = useLeaveGuard(isDirty);

  const save = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(t('profiles:answers.saved'));
      leaveGuard.release();
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('profiles:answers.failed')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-6">
      <LeaveGuardDialog guard={leaveGuard} />
      <fieldset disabled={update.isPending} className="grid gap-5 sm:grid-cols-2">
        <TextField
          dir="ltr"
          autoComplete="url"
          label={t('experienceForm.socialAccount')}
          placeholder={t('experienceForm.socialAccountPlaceholder')}
          error={errors.socialAccount?.message}
          {...register('socialAccount')}
        />
        <Controller
          control={control}
          name="yearsOfExperience"
          render={({ field, fieldState }) => (
            <NumberInput
              inputMode="numeric"
              label={t('experienceForm.yearsOfExperience')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              error={fieldState.error?.message}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        {ANSWER_QUESTIONS.map((question) => (
          <Controller
            key={question}
            control={control}
            name={question}
            render={({ field, fieldState }) => (
              <AnswerSelect
                ref={field.ref}
                name={field.name}
                label={t(`experienceForm.${question}`)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </fieldset>
      <ModalActions cancelLabel={t('profiles:actions.cancel')} onCancel={onDone}>
        <Button type="submit" pending={update.isPending}>
          {t('profiles:actions.save')}
        </Button>
      </ModalActions>
    </form>
  );
}

export interface EditAnswersModalProps {
  readonly answers: Partial<ExperienceAnswersInput>;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The talent corrects the experience form's answers (issue 36), with that form's rules. */
export function EditAnswersModal({ answers, open, onClose }: EditAnswersModalProps) {
  const { t } = useTranslation('profiles');
  return (
    <Modal open={open} onClose={onClose} title={t('answers.edit')} description={t('answers.intro')}>
      {open ? <EditAnswersForm answers={answers} onDone={onClose} /> : null}
    </Modal>
  );
}

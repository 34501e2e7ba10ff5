import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_LENGTHS, UpdateNameBodySchema, type UpdateNameBody } from '@casting/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form/text-field';
import { LeaveGuardDialog } from '../../../ui/leave-guard-dialog';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';
import { useUpdateName } from '../api/update-name';

function EditNameForm({ names, onDone }: { readonly names: UpdateNameBody; readonly onDone: () => void }) {
  const { t } = useTranslation('profiles');
  const update = useUpdateName();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(UpdateNameBodySchema), defaultValues: names });
  const leaveGuard = useLeaveGuard(isDirty);

  const save = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(t('name.saved'));
      leaveGuard.release();
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('name.failed')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-6">
      <LeaveGuardDialog guard={leaveGuard} />
      <fieldset disabled={update.isPending} className="grid gap-5 sm:grid-cols-2">
        <TextField
          dir="auto"
          autoComplete="given-name"
          maxLength={MAX_LENGTHS.personName}
          label={t('name.firstName')}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          dir="auto"
          autoComplete="family-name"
          maxLength={MAX_LENGTHS.personName}
          label={t('name.lastName')}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </fieldset>
      <ModalActions cancelLabel={t('actions.cancel')} onCancel={onDone}>
        <Button type="submit" pending={update.isPending}>
          {t('actions.save')}
        </Button>
      </ModalActions>
    </form>
  );
}

export interface EditNameModalProps {
  /** The names as they stand. */
  readonly names: UpdateNameBody;
  /** What the dialog says the name is for: the talent's profile, or the organization's account holder. */
  readonly description: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The account holder corrects their first and last name (issue 36), with the sign-up rules. */
export function EditNameModal({ names, description, open, onClose }: EditNameModalProps) {
  const { t } = useTranslation('profiles');
  return (
    <Modal open={open} onClose={onClose} title={t('name.title')} description={description}>
      {open ? <EditNameForm names={names} onDone={onClose} /> : null}
    </Modal>
  );
}

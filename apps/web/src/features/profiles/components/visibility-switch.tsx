import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { SwitchField } from '../../../ui/switch-field';
import { useUpdateIndividual } from '../api/update-individual';

/**
 * Spec §4 Profile visibility: switching saves at once. The switch moves before the answer
 * arrives and moves back, with the error toast, when the save fails.
 */
export function VisibilitySwitch({ isVisible }: { readonly isVisible: boolean }) {
  const { t } = useTranslation('profiles');
  const update = useUpdateIndividual();
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? isVisible;

  const change = (next: boolean) => {
    setPending(next);
    update.mutate(
      { isVisible: next },
      {
        onError: (error) => {
          toast.error(errorMessage(error, t('toasts.profileFailed')));
        },
        onSettled: () => {
          setPending(null);
        },
      },
    );
  };

  return (
    <SwitchField
      label={t('visibility.label')}
      description={checked ? t('visibility.public') : t('visibility.hidden')}
      checked={checked}
      disabled={update.isPending}
      onChange={change}
    />
  );
}

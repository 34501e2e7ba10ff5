import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateIndividual } from '../api/update-individual';

/** Saves a whole specialty info (the server checks it against the specialty's schema). */
export function useSaveSpecialty(onSaved: () => void) {
  const { t } = useTranslation('profiles');
  const update = useUpdateIndividual();
  const save = async (specialtyInfo: Record<string, unknown>) => {
    try {
      await update.mutateAsync({ specialtyInfo });
      toast.success(t('toasts.specialtyUpdated'));
      onSaved();
    } catch (error) {
      toast.error(errorMessage(error, t('toasts.specialtyFailed')));
    }
  };
  return { save, saving: update.isPending };
}

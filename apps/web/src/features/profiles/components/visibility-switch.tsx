import { Description, Field, Label, Switch } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
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
    <Field className="flex items-center gap-4 rounded-2xl border border-ink-950/10 bg-white px-5 py-4">
      <div className="min-w-0">
        <Label className="block text-sm font-semibold text-ink-950">{t('visibility.label')}</Label>
        <Description className="text-sm text-ink-600">
          {checked ? t('visibility.public') : t('visibility.hidden')}
        </Description>
      </div>
      <Switch
        checked={checked}
        onChange={change}
        disabled={update.isPending}
        className="group relative ms-auto inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-ink-300 transition-colors data-checked:bg-accent-600 data-disabled:cursor-wait"
      >
        <span
          aria-hidden="true"
          className="ms-1 size-5 rounded-full bg-white shadow transition-[margin] group-data-checked:ms-6"
        />
      </Switch>
    </Field>
  );
}

import type { SubmitEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

export interface SpecialtyFormFrameProps {
  readonly onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  readonly onCancel: () => void;
  readonly saving: boolean;
  /** Every field filled and no upload running. */
  readonly ready: boolean;
  readonly children: ReactNode;
}

/** The form around every 'Edit Specialty' variant: its fields, then Cancel and Save kept in view. */
export function SpecialtyFormFrame({ onSubmit, onCancel, saving, ready, children }: SpecialtyFormFrameProps) {
  const { t } = useTranslation('profiles');
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      {children}
      <div className="sticky bottom-0 -mx-8 -mb-8 flex justify-end gap-3 rounded-b-card border-t border-ink-950/10 bg-sand-50/95 px-8 py-5 backdrop-blur">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={!ready} pending={saving}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

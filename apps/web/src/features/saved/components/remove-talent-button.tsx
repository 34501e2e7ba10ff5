import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardIconButton } from './card-icon-button';
import { RemoveTalentDialog, type RemoveTalentDialogProps } from './remove-talent-dialog';
import { TrashIcon } from './saved-icons';

/** The remove control on a saved talent's card. */
export function RemoveTalentButton({ list, talent }: Pick<RemoveTalentDialogProps, 'list' | 'talent'>) {
  const { t } = useTranslation('saved');
  const [open, setOpen] = useState(false);
  return (
    <>
      <CardIconButton
        label={t('page.removeLabel', { name: talent.fullName, list: list.name })}
        tooltip={t('page.remove')}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        <TrashIcon className="size-5" />
      </CardIconButton>
      <RemoveTalentDialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        list={list}
        talent={talent}
      />
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { RemoveTalentDialog, type RemoveTalentDialogProps } from './remove-talent-dialog';
import { TrashIcon } from './saved-icons';

/** The remove control on a saved talent's card. */
export function RemoveTalentButton({ list, talent }: Pick<RemoveTalentDialogProps, 'list' | 'talent'>) {
  const { t } = useTranslation('saved');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlineLight"
        aria-label={t('page.removeLabel', { name: talent.fullName, list: list.name })}
        aria-haspopup="dialog"
        title={t('page.remove')}
        onClick={() => {
          setOpen(true);
        }}
        className="w-11 px-0"
      >
        <TrashIcon className="size-5" />
      </Button>
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

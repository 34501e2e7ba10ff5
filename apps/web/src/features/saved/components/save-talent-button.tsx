import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useTalentLists } from '../api/get-talent-lists';
import { CardIconButton } from './card-icon-button';
import { BookmarkIcon } from './saved-icons';
import { SaveTalentDialog } from './save-talent-dialog';

export interface SaveTalentButtonProps {
  readonly individualId: string;
  readonly name: string;
  /** `card` sits on a talent card's dark picture; `page` in a profile's header. */
  readonly surface: 'card' | 'page';
}

/** Opens the lists dialog; the mark is filled once the talent is in any list. */
export function SaveTalentButton({ individualId, name, surface }: SaveTalentButtonProps) {
  const { t } = useTranslation('saved');
  const [open, setOpen] = useState(false);
  const lists = useTalentLists();
  const saved =
    lists.data?.some((list) => list.members.some((talent) => talent.id === individualId)) ?? false;
  const label = saved ? t('save.buttonSaved') : t('save.button');

  return (
    <>
      {surface === 'card' ? (
        <CardIconButton
          label={t(saved ? 'save.buttonLabelSaved' : 'save.buttonLabel', { name })}
          tooltip={label}
          aria-haspopup="dialog"
          onClick={() => {
            setOpen(true);
          }}
        >
          <BookmarkIcon filled={saved} className="size-5 text-gold-400" />
        </CardIconButton>
      ) : (
        <Button
          variant="outline"
          aria-haspopup="dialog"
          onClick={() => {
            setOpen(true);
          }}
        >
          <BookmarkIcon filled={saved} className="size-[1.125rem] text-accent-600" />
          {label}
        </Button>
      )}
      <SaveTalentDialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        individualId={individualId}
        name={name}
      />
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { MailIcon, UserPlusIcon } from '../../../ui/icons';
import { SaveTalentButton } from '../../saved/components/save-talent-button';
import { useOpenChat } from '../api/open-chat';
import { InviteDialog } from './invite-dialog';

export interface ContactActionsProps {
  readonly individualId: string;
  readonly name: string;
  /** The page's "⋯" menu, kept on Save's row when the buttons wrap on a phone. */
  readonly more?: ReactNode;
}

/** An organization's ways to reach a talent from their page: message, invite to apply, save. */
export function ContactActions({ individualId, name, more }: ContactActionsProps) {
  const { t } = useTranslation('saved');
  const navigate = useNavigate();
  const openChat = useOpenChat();
  const [inviting, setInviting] = useState(false);

  const message = () => {
    openChat.mutate(individualId, {
      onSuccess: (chat) => {
        void navigate(paths.chat(chat.id));
      },
      onError: (error) => {
        toast.error(errorMessage(error, t('contact.openFailed')));
      },
    });
  };

  return (
    <div
      role="group"
      aria-label={t('contact.label', { name })}
      className="flex flex-wrap gap-3 lg:justify-end"
    >
      <Button variant="dark" pending={openChat.isPending} onClick={message}>
        {openChat.isPending ? null : <MailIcon className="size-[1.125rem]" />}
        {openChat.isPending ? t('contact.opening') : t('contact.message')}
      </Button>
      <Button
        variant="primary"
        aria-haspopup="dialog"
        onClick={() => {
          setInviting(true);
        }}
      >
        <UserPlusIcon className="size-[1.125rem]" />
        {t('contact.invite')}
      </Button>
      <div className="flex items-center gap-3">
        <SaveTalentButton individualId={individualId} name={name} surface="page" />
        {more}
      </div>
      <InviteDialog
        open={inviting}
        onClose={() => {
          setInviting(false);
        }}
        individualId={individualId}
        name={name}
      />
    </div>
  );
}

import { MAX_LENGTHS } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { inputClasses } from '../../../ui/form/field-styles';
import { useSendMessage } from '../api/send-message';

function SendIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 rtl:-scale-x-100">
      <path
        d="M4.5 12 3 4.5l18 7.5-18 7.5L4.5 12zm0 0H12"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface MessageComposerProps {
  readonly chatId: string;
  readonly onSent: () => void;
}

/** Enter sends; blank text cannot be sent (spec §5), so the button stays disabled for it. */
export function MessageComposer({ chatId, onSent }: MessageComposerProps) {
  const { t } = useTranslation('chats');
  const send = useSendMessage(chatId);
  const [content, setContent] = useState('');
  const blank = content.trim() === '';

  const submit = async () => {
    if (blank || send.isPending) return;
    const { SendMessageSchema } = await import('../message-rule');
    const parsed = SendMessageSchema.safeParse({ content });
    if (!parsed.success) {
      // Blank text never gets here (the button is disabled); an over-long message does.
      toast.error(parsed.error.issues[0]?.message ?? t('composer.failed'));
      return;
    }
    const typed = content;
    // The box empties at once so the next message can be typed; a failure puts the text back.
    setContent('');
    try {
      await send.mutateAsync(parsed.data.content);
      onSent();
    } catch (error) {
      setContent((current) => (current === '' ? typed : current));
      toast.error(errorMessage(error, t('composer.failed')));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      className="flex items-center gap-3 border-t border-ink-950/10 bg-sand-50 px-5 py-4"
    >
      <label className="sr-only" htmlFor={`composer-${chatId}`}>
        {t('composer.label')}
      </label>
      <input
        id={`composer-${chatId}`}
        type="text"
        autoComplete="off"
        maxLength={MAX_LENGTHS.chatMessage}
        placeholder={t('composer.placeholder')}
        className={inputClasses(false, 'rounded-full')}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
        }}
      />
      <button
        type="submit"
        aria-label={t('composer.send')}
        disabled={blank || send.isPending}
        className="grid size-12 shrink-0 cursor-pointer place-items-center rounded-full bg-accent-600 text-white shadow-sm transition-colors hover:bg-accent-700 disabled:cursor-not-allowed disabled:bg-ink-300"
      >
        <SendIcon />
      </button>
    </form>
  );
}

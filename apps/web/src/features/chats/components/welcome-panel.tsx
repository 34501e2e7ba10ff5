import type { AccountRole } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { Eyebrow, Heading } from '../../../ui/heading';
import { BrandMark } from '../../../ui/icons';

/** What the conversation pane says before a chat is chosen. */
export function WelcomePanel({ role }: { readonly role: AccountRole }) {
  const { t } = useTranslation('chats');
  return (
    <div className="relative grid flex-1 place-items-center overflow-hidden bg-sand-100/50 p-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 -top-24 size-80 rounded-full bg-accent-100 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -start-16 -bottom-28 size-72 rounded-full bg-gold-400/20 blur-3xl"
      />
      <div className="relative max-w-md text-center">
        <BrandMark className="mx-auto size-14" />
        <Eyebrow className="mt-8">{t('welcome.eyebrow')}</Eyebrow>
        <Heading level={2} size="headline" className="mt-3 text-ink-950">
          {t('welcome.title')}
        </Heading>
        <p className="mt-5 text-ink-700">{t('welcome.body')}</p>
        <p className="mt-4 text-sm text-ink-600">{t(`welcome.${role}`)}</p>
      </div>
    </div>
  );
}

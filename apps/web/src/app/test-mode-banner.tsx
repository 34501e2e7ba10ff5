import { useTranslation } from 'react-i18next';
import { Container } from '../ui/container';

/**
 * Says on every page that payments are simulated while the server runs its payment simulator.
 * Always rendered, shown only under the mark `lib/payments-test-mode.ts` puts on the page from
 * the server's cookie: the same markup wherever the page was rendered, visible from the first paint.
 * It is fixed to the foot of the screen, so nothing above it moves when the mark arrives (the
 * signed-in shell paints before the app sets it); the page leaves room for it (`styles.css`), and
 * the chat, which fits the screen, ends above it (`features/chats/pages/messages-page.tsx`).
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 hidden bg-gold-400 font-medium text-ink-950 in-data-payments-test-mode:block">
      <Container className="flex h-10 items-center justify-center text-center text-xs md:h-8 md:text-sm">
        <p>{t('testMode.banner')}</p>
      </Container>
    </div>
  );
}

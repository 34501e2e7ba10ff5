import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/use-online';
import { Container } from '../ui/container';

/**
 * Says when the phone has no network, on every page: without it, queries wait for the network
 * and a page that needs it would look stuck. The live region stays mounted so that the change is
 * announced.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <div className="bg-ink-950 text-sm text-sand-50">
          <Container className="py-2.5">
            <p>{t('offline.banner')}</p>
          </Container>
        </div>
      )}
    </div>
  );
}

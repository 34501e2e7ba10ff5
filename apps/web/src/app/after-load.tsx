import { useEffect } from 'react';
import { registerServiceWorker } from '../lib/register-service-worker';
import { OfflineBanner } from './offline-banner';

/**
 * What the app adds once the page has loaded, outside the code every page loads first (ADR 023):
 * the offline banner, and the service worker's registration.
 */
export function AfterLoad() {
  useEffect(() => {
    registerServiceWorker();
  }, []);
  return <OfflineBanner />;
}

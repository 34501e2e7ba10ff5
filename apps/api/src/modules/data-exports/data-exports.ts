import { API_BASE_PATH, DATA_EXPORTS_PATH } from '@casting/contract';
import { loadOrCreateSecret } from '../../lib/secrets';
import { createDataExportsScheduler, type DataExportsSchedulerDeps } from './data-exports-scheduler';
import { createDataExportsService } from './data-exports.service';
import { downloadTokens } from './download-token';

/** "Download my data": the service behind the endpoints and the background work that builds the archives. */
export async function createDataExports(
  deps: Omit<DataExportsSchedulerDeps, 'linkOf'> & { readonly publicUrl: string },
) {
  const tokens = downloadTokens(await loadOrCreateSecret(deps.db, 'data-export-hmac-key'));
  const downloadPath = (token: string) => `${API_BASE_PATH}${DATA_EXPORTS_PATH}/${token}`;
  const scheduler = createDataExportsScheduler({
    ...deps,
    linkOf: (exportId) => `${deps.publicUrl}${downloadPath(tokens.sign(exportId))}`,
  });
  const service = createDataExportsService({
    db: deps.db,
    clock: deps.clock,
    documentStorage: deps.documentStorage,
    tokens,
    downloadPath,
    started: () => {
      void scheduler.runDue();
    },
  });
  return { service, scheduler };
}

export type DataExports = Awaited<ReturnType<typeof createDataExports>>;

import type { JobOrganization, JobRequestStatus, JobStatus, MyApplication } from '@casting/contract';
import { payOfRow } from '../../lib/job-pay';
import type { MediaUrls } from '../../lib/media-urls';
import type { ApplicationRow } from './applications.repo';

export function toMyApplication(row: ApplicationRow, mediaUrls: MediaUrls): MyApplication {
  return {
    id: row.id,
    requestStatus: row.status as JobRequestStatus,
    createdAt: row.createdAt.toISOString(),
    chatId: row.chatId,
    job: {
      id: row.jobId,
      title: row.jobTitle,
      jobStatus: row.jobStatus as JobStatus,
      pay: payOfRow(row).pay,
    },
    organization: JSON.parse(mediaUrls.inCards(row.organizationCard, 'logo')) as JobOrganization,
  } satisfies MyApplication;
}

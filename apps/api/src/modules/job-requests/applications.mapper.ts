import type { JobOrganization, JobRequestStatus, JobStatus, MyApplication } from '@casting/contract';
import { withMember } from '../../lib/json-text';
import type { MediaUrls } from '../../lib/media-urls';
import type { ApplicationRow } from './applications.repo';

export function toMyApplication(row: ApplicationRow, mediaUrls: MediaUrls): MyApplication {
  return {
    id: row.id,
    requestStatus: row.status as JobRequestStatus,
    createdAt: row.createdAt.toISOString(),
    chatId: row.chatId,
    job: { id: row.jobId, title: row.jobTitle, jobStatus: row.jobStatus as JobStatus },
    organization: JSON.parse(mediaUrls.inCard(row.organizationCard, 'logo')) as JobOrganization,
  } satisfies MyApplication;
}

/** An application of My Applications as JSON text: its members, then its organization's card. */
export function toMyApplicationJson(
  row: { readonly application: string; readonly organizationCard: string },
  mediaUrls: MediaUrls,
): string {
  return withMember(row.application, 'organization', mediaUrls.inCard(row.organizationCard, 'logo'));
}

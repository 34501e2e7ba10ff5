import { withMember } from '../../lib/json-text';
import type { MediaUrls } from '../../lib/media-urls';
import type { ApplicantRow } from './applicants.repo';

/** An applicant as JSON text: the request's members, then the talent's stored card with the measurements. */
export function toApplicantJson(row: ApplicantRow, mediaUrls: MediaUrls): string {
  const talent = withMember(mediaUrls.inCard(row.card, 'profilePicture'), 'measurements', row.measurements);
  return withMember(row.request, 'talent', talent);
}

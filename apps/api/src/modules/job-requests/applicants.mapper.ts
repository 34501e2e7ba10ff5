import type { Applicant, IndividualCard, JobRequestStatus } from '@casting/contract';
import type { MediaUrls } from '../../lib/media-urls';
import type { ApplicantRow } from './applicants.repo';

export function toApplicant(row: ApplicantRow, mediaUrls: MediaUrls): Applicant {
  const card = JSON.parse(mediaUrls.inCard(row.card, 'profilePicture')) as IndividualCard;
  return {
    id: row.id,
    requestStatus: row.status as JobRequestStatus,
    shortlisted: row.shortlisted,
    coverLetter: row.coverLetter ?? '',
    createdAt: row.createdAt.toISOString(),
    chatId: row.chatId,
    talent: {
      ...card,
      stars: row.stars,
      measurements:
        card.role === 'MODEL'
          ? { height: row.height, bust: row.bust, waist: row.waist, hips: row.hips }
          : null,
    },
  } satisfies Applicant;
}

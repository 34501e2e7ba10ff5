import {
  toE164,
  type CareerLevel,
  type EducationLevel,
  type JobCard,
  type JobDetail,
  type RequirableLicenceType,
} from '@casting/contract';
import type { MediaUrls } from '../../lib/media-urls';
import { toStars } from '../profiles/profiles.mapper';
import type { JobDetailRow } from './jobs.repo';

/** Tag titles are stored one per line on the job (jobs.tag_titles; the card splits them, migration 0007). */
export const TAG_SEPARATOR = '\n';

/** The job detail: the job's card (built by the database, see jobs.card) and the rest of the job. */
export function toJobDetail(row: JobDetailRow, mediaUrls: MediaUrls, appliedByMe: boolean): JobDetail {
  return {
    ...(JSON.parse(row.card) as Omit<JobCard, 'organization'>),
    appliedByMe,
    headcount: row.headcount,
    requiredExperience: { minimum: row.experienceMinimum, maximum: row.experienceMaximum },
    careerLevel: row.careerLevel as CareerLevel,
    educationLevel: row.educationLevel as EducationLevel,
    description: row.description,
    requirements: row.requirements,
    requiredLicence: row.requiredLicence as RequirableLicenceType | null,
    organization: {
      id: row.organizationId,
      name: row.organizationName,
      logo: mediaUrls.urlOf(row.organizationLogo),
      location: row.organizationLocation,
      instagram: row.organizationInstagram,
      tiktok: row.organizationTiktok,
      website: row.organizationWebsite,
      phone: toE164(row.organizationPhone) ?? row.organizationPhone,
      email: row.organizationEmail,
      verified: row.organizationVerified,
      stars: toStars(row.organizationRatingSum, row.organizationRatingCount),
      reviewCount: row.organizationRatingCount,
    },
  } satisfies JobDetail;
}

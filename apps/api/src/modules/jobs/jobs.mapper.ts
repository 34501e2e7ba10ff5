import type {
  CareerLevel,
  CountryCode,
  DurationUnit,
  EducationLevel,
  JobCard,
  JobCategory,
  JobDetail,
  JobStatus,
} from '@casting/contract';
import type { JobCardRow, JobDetailRow } from './jobs.repo';

/** Tag titles are stored one per line on the job (jobs.tag_titles). */
export const TAG_SEPARATOR = '\n';

export function toJobCard(row: JobCardRow): JobCard {
  return {
    id: row.id,
    title: row.title,
    jobCategory: row.jobCategory as JobCategory,
    location: row.location as CountryCode,
    salary: row.salary,
    jobDuration: {
      minimum: row.durationMinimum,
      minimumPrefix: row.durationMinimumUnit as DurationUnit,
      maximum: row.durationMaximum,
      maximumPrefix: row.durationMaximumUnit as DurationUnit,
    },
    tags: row.tagTitles === '' ? [] : row.tagTitles.split(TAG_SEPARATOR),
    jobStatus: row.jobStatus as JobStatus,
    createdAt: new Date(row.createdAt).toISOString(),
    organization: { id: row.organizationId, name: row.organizationName, logo: row.organizationLogo },
  } satisfies JobCard;
}

export function toJobDetail(row: JobDetailRow): JobDetail {
  return {
    ...toJobCard(row),
    requiredExperience: { minimum: row.experienceMinimum, maximum: row.experienceMaximum },
    careerLevel: row.careerLevel as CareerLevel,
    educationLevel: row.educationLevel as EducationLevel,
    description: row.description,
    requirements: row.requirements,
    organization: {
      id: row.organizationId,
      name: row.organizationName,
      logo: row.organizationLogo,
      location: row.organizationLocation,
      instagram: row.organizationInstagram,
      tiktok: row.organizationTiktok,
      website: row.organizationWebsite,
      phone: row.organizationPhone,
      email: row.organizationEmail,
    },
  } satisfies JobDetail;
}

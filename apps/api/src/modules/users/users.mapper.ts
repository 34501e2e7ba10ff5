import { formatPhone, mapMedia, PRIVACY_NOTICE_VERSION, toE164, type UserStatus } from '@casting/contract';
import type { MediaUrls } from '../../lib/media-urls';
import { destroysAt } from '../account-deletion/deletion-grace';
import type { UserWithProfiles } from './users.repo';

export function toUserStatus(
  { user, individual, organization, consentVersion }: UserWithProfiles,
  mediaUrls: MediaUrls,
): UserStatus {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    verifiedEmail: user.emailVerified ? user.email : null,
    unVerifiedEmail: user.emailVerified ? null : user.email,
    onboardingCompleted: user.onboardingCompleted,
    language: user.language,
    individual:
      individual === null
        ? null
        : {
            id: individual.id,
            bio: individual.bio,
            role: individual.role,
            firstName: user.firstName,
            lastName: user.lastName,
            fullName: `${user.firstName} ${user.lastName}`,
            isVisible: individual.isVisible,
            specialtyInfo: mapMedia(individual.specialtyInfo, mediaUrls.urlOf),
          },
    organization:
      organization === null
        ? null
        : {
            id: organization.id,
            bio: organization.bio,
            name: organization.name,
            location: organization.location,
            city: organization.city,
            logo: mediaUrls.urlOf(organization.logo),
            // Rows written before phones were normalized may hold a trunk prefix (+9660…).
            phone: toE164(organization.phone) ?? organization.phone,
            formattedPhone: formatPhone(organization.phone),
            email: user.email,
            instagram: organization.instagram,
            tiktok: organization.tiktok,
            website: organization.website,
          },
    privacyConsent: { version: consentVersion, due: consentVersion !== PRIVACY_NOTICE_VERSION },
    deletion:
      user.deletionRequestedAt === null
        ? null
        : {
            requestedAt: user.deletionRequestedAt.toISOString(),
            destroysAt: destroysAt(user.deletionRequestedAt).toISOString(),
          },
  } satisfies UserStatus;
}

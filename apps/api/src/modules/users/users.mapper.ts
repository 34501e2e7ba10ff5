import type { UserStatus } from '@casting/contract';
import type { UserWithProfiles } from './users.repo';

export function toUserStatus({ user, individual, organization }: UserWithProfiles): UserStatus {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    verifiedEmail: user.emailVerified ? user.email : null,
    unVerifiedEmail: user.emailVerified ? null : user.email,
    onboardingCompleted: user.onboardingCompleted,
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
            specialtyInfo: individual.specialtyInfo,
          },
    organization:
      organization === null
        ? null
        : {
            id: organization.id,
            bio: organization.bio,
            name: organization.name,
            location: organization.location,
            logo: organization.logo,
            phone: organization.phone,
            email: user.email,
            instagram: organization.instagram,
            tiktok: organization.tiktok,
            website: organization.website,
          },
  } satisfies UserStatus;
}

import type { UserStatus } from '@casting/contract';
import { paths } from '../config/paths';
import { LOCAL_KEYS, readLocal } from './local-data';

/** Where an unfinished account continues its onboarding (spec §4 "Resume rules"). */
export function resumeOnboardingPath(user: UserStatus): string {
  if (user.verifiedEmail === null) return paths.verifyingPage;
  switch (user.role) {
    case 'ORGANIZATION':
      return paths.organizationForm;
    case 'INDIVIDUAL':
      return readLocal(LOCAL_KEYS.experienceDraft) === null ? paths.selectCategory : paths.profileForm;
  }
}

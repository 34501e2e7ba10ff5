import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';
import { OrganizationProfile } from '../components/organization-profile';
import { ProfileLoading, ProfileMessage } from '../components/profile-states';
import { WelcomeNote } from '../components/welcome-note';

// A talent's profile brings the profile editors and their rules: an organization's page does not load them.
const OwnIndividualProfile = lazy(() =>
  import('../components/own-individual-profile').then((module) => ({ default: module.OwnIndividualProfile })),
);

/** /profile: the signed-in organization's or talent's own profile (spec §2). */
export function ProfilePage() {
  const { t } = useTranslation('profiles');
  const { user } = useSession();
  if (user?.organization != null) {
    return (
      <>
        <WelcomeNote userId={user.id} role={user.role} />
        <OrganizationProfile
          organization={user.organization}
          holder={{ firstName: user.firstName, lastName: user.lastName }}
        />
      </>
    );
  }
  if (user?.individual != null) {
    return (
      <>
        <WelcomeNote userId={user.id} role={user.role} />
        <Suspense fallback={<ProfileLoading />}>
          <OwnIndividualProfile individualId={user.individual.id} />
        </Suspense>
      </>
    );
  }
  // The route guard lets only finished accounts in, so this is a status that has not loaded yet.
  return <ProfileMessage title={t('states.failedTitle')} body={t('states.failedBody')} />;
}

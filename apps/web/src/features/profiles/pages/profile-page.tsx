import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { Button } from '../../../ui/button';
import { useIndividual } from '../api/get-individual';
import { IndividualProfile } from '../components/individual-profile';
import { OrganizationProfile } from '../components/organization-profile';
import { ProfileLoading, ProfileMessage } from '../components/profile-states';
import { WelcomeNote } from '../components/welcome-note';

function OwnIndividualProfile({ individualId }: { readonly individualId: string }) {
  const { t } = useTranslation('profiles');
  const individual = useIndividual(individualId);
  if (individual.isPending) return <ProfileLoading />;
  if (individual.isError) {
    return (
      <ProfileMessage
        title={t('states.failedTitle')}
        body={errorMessage(individual.error, t('states.failedBody'))}
      >
        <Button variant="dark" onClick={() => void individual.refetch()}>
          {t('states.retry')}
        </Button>
      </ProfileMessage>
    );
  }
  return <IndividualProfile individual={individual.data} owner />;
}

/** /profile: the signed-in organization's or talent's own profile (spec §2). */
export function ProfilePage() {
  const { t } = useTranslation('profiles');
  const { user } = useSession();
  if (user?.organization != null) {
    return (
      <>
        <WelcomeNote userId={user.id} role={user.role} />
        <OrganizationProfile organization={user.organization} />
      </>
    );
  }
  if (user?.individual != null) {
    return (
      <>
        <WelcomeNote userId={user.id} role={user.role} />
        <OwnIndividualProfile individualId={user.individual.id} />
      </>
    );
  }
  // The route guard lets only finished accounts in, so this is a status that has not loaded yet.
  return <ProfileMessage title={t('states.failedTitle')} body={t('states.failedBody')} />;
}

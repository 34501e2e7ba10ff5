import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { Button } from '../../../ui/button';
import { useIndividual } from '../api/get-individual';
import { IndividualProfile } from './individual-profile';
import { ProfileLoading, ProfileMessage } from './profile-states';

/** A talent's own profile at /profile, loaded as it is read. */
export function OwnIndividualProfile({ individualId }: { readonly individualId: string }) {
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

import { useSession } from '../../../lib/session-store';
import { SaveTalentButton } from '../../saved/components/save-talent-button';
import { useIndividualsList, type IndividualsFilter } from '../api/list-individuals';
import { IndividualCard } from './individual-card';
import { ResultsSection } from './results-section';

/** Cards in the first row on the widest grid. */
const FIRST_ROW = 4;

function foldOf(index: number): 'first' | 'above' | 'below' {
  if (index === 0) return 'first';
  return index < FIRST_ROW ? 'above' : 'below';
}

export function ProfilesResults({
  filter,
  switching,
}: {
  readonly filter: IndividualsFilter;
  readonly switching: boolean;
}) {
  const query = useIndividualsList(filter);
  const isOrganization = useSession().user?.role === 'ORGANIZATION';
  const individuals = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <ResultsSection view="profiles" switching={switching} query={query} shown={individuals.length}>
      {individuals.map((individual, index) => (
        <IndividualCard
          key={individual.id}
          individual={individual}
          fold={foldOf(index)}
          action={
            isOrganization ? (
              <SaveTalentButton individualId={individual.id} name={individual.fullName} surface="card" />
            ) : undefined
          }
        />
      ))}
    </ResultsSection>
  );
}

import { useIndividualsList, type IndividualsFilter } from '../api/list-individuals';
import { IndividualCard } from './individual-card';
import { ResultsSection } from './results-section';

export function ProfilesResults({
  filter,
  switching,
}: {
  readonly filter: IndividualsFilter;
  readonly switching: boolean;
}) {
  const query = useIndividualsList(filter);
  const individuals = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <ResultsSection view="profiles" switching={switching} query={query} shown={individuals.length}>
      {individuals.map((individual) => (
        <IndividualCard key={individual.id} individual={individual} />
      ))}
    </ResultsSection>
  );
}

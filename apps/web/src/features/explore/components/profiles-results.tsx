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
    <ResultsSection
      view="profiles"
      loading={switching || query.isPending}
      failed={query.isError}
      shown={individuals.length}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => {
        void query.fetchNextPage();
      }}
      onRetry={() => {
        void query.refetch();
      }}
    >
      {individuals.map((individual) => (
        <IndividualCard key={individual.id} individual={individual} />
      ))}
    </ResultsSection>
  );
}

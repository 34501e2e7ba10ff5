import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { EditorLoading } from '../../../ui/editor-loading';
import { Eyebrow, Heading } from '../../../ui/heading';
import { ChevronDownIcon } from '../../../ui/icons';
import { individualsFilterOf } from '../api/list-individuals';
import { jobsFilterOf } from '../api/list-jobs';
import { CategoryToggleGroup } from '../components/category-toggle-group';
import { JobsResults } from '../components/jobs-results';
import { ProfilesResults } from '../components/profiles-results';
import { SearchBar } from '../components/search-bar';
import { ViewSwitch } from '../components/view-switch';
import { searchPurpose, type ExploreView } from '../explore-params';
import { useExploreParams } from '../hooks/use-explore-params';
import { useSwitchLoading } from '../hooks/use-switch-loading';

// The route's data loader comes in the page's chunk: a chunk of its own repeated the contract
// modules both read (ADR 016).
export { prefetchExplore } from '../explore-data';

// The filters, with their selects and option lists, load when their button is reached for.
const loadProfileFilters = () => import('../components/profile-filters');
const ProfileFilters = lazy(() =>
  loadProfileFilters().then((module) => ({ default: module.ProfileFilters })),
);
const preloadProfileFilters = () => {
  void loadProfileFilters();
};

export function ExplorePage() {
  const { t } = useTranslation('explore');
  const { user } = useSession();
  const { state, setView, setCategory, setSearchKey, setFilter, clearFilters } = useExploreParams(user);
  const [switching, startSwitchLoading] = useSwitchLoading();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const isModel = state.category === 'MODEL';
  // The model filters count for models alone; the licence, for every category.
  const activeFilters =
    (isModel ? Object.values(state.filters).filter((value) => value !== null).length : 0) +
    (state.licence === null ? 0 : 1);
  const profilesView = state.view === 'profiles';

  function switchView(view: ExploreView) {
    setView(view);
    startSwitchLoading();
    // Spec §4: the filters belong to profiles, so choosing jobs folds them away.
    if (view === 'jobs') setFiltersOpen(false);
  }

  return (
    <>
      <DocumentTitle title={t('explore.title')} />
      <div className="relative overflow-hidden border-b border-ink-950/10">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-40 -top-48 size-[34rem] rounded-full bg-accent-100/70 blur-3xl"
        />
        <Container className="relative py-10">
          <Eyebrow>{t('explore.eyebrow')}</Eyebrow>
          <Heading level={1} size="headline" className="mt-3 text-ink-950">
            {t('explore.title')}
          </Heading>
          <p className="mt-3 max-w-2xl text-lg text-ink-700">
            {user?.role === 'ORGANIZATION' ? t('explore.introOrganization') : t('explore.introIndividual')}
          </p>
          <div className="mt-7">
            <CategoryToggleGroup value={state.category} onChange={setCategory} />
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <ViewSwitch value={state.view} onChange={switchView} />
            <SearchBar
              key={state.searchKey}
              initialValue={state.searchKey}
              placeholder={t(`search.placeholder.${searchPurpose(state.view, user?.role)}.${state.category}`)}
              onSearch={setSearchKey}
            />
            {profilesView ? (
              <Button
                variant="outline"
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
                onPointerEnter={preloadProfileFilters}
                onTouchStart={preloadProfileFilters}
                onFocus={preloadProfileFilters}
                onClick={() => {
                  setFiltersOpen((open) => !open);
                }}
                className="h-12 bg-white"
              >
                {t('filters.toggle')}
                {activeFilters > 0 ? (
                  <span className="rounded-full bg-accent-600 px-2 py-0.5 text-xs text-white">
                    {t('filters.activeCount', { count: activeFilters })}
                  </span>
                ) : null}
                <ChevronDownIcon className={cx('size-4 transition-transform', filtersOpen && 'rotate-180')} />
              </Button>
            ) : null}
          </div>
          {profilesView && filtersOpen ? (
            <div className="mt-6">
              <Suspense fallback={<EditorLoading />}>
                <ProfileFilters
                  id={filtersId}
                  filters={state.filters}
                  licence={state.licence}
                  enabled={isModel}
                  onChange={setFilter}
                  onClear={clearFilters}
                />
              </Suspense>
            </div>
          ) : null}
        </Container>
      </div>
      <Container className="pb-24">
        {profilesView ? (
          <ProfilesResults filter={individualsFilterOf(state)} switching={switching} />
        ) : (
          <JobsResults filter={jobsFilterOf(state)} switching={switching} />
        )}
      </Container>
    </>
  );
}

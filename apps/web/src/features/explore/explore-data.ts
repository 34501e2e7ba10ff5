import type { QueryClient } from '@tanstack/react-query';
import { preloadMediaImage } from '../../lib/preload-image';
import { getSession, hasFullAccess } from '../../lib/session-store';
import { talentListsQuery } from '../saved/api/get-talent-lists';
import { individualsFilterOf, individualsListQuery } from './api/list-individuals';
import { jobsFilterOf, jobsListQuery } from './api/list-jobs';
import { CARD_SIZES } from './components/card-picture';
import { ownCategory, parseExploreState } from './explore-params';
import { readExploreChoice } from './remembered-choice';

/**
 * Fetches the first page Explore will show at `url`, and the first card's picture (the page's
 * largest paint), while the page's code loads: the page then renders its cards from the cache.
 * An organization's talent cards mark whom it saved, so its lists come with them.
 */
export async function prefetchExplore(queryClient: QueryClient, url: URL): Promise<void> {
  const session = getSession();
  const { user } = session;
  if (!hasFullAccess(session) || user === null) return;
  const state = parseExploreState(url.searchParams, user.role, readExploreChoice(user.id), ownCategory(user));
  if (state.view === 'jobs') {
    await queryClient.infiniteQuery(jobsListQuery(jobsFilterOf(state)));
    return;
  }
  // A failure leaves the cards to ask once they render.
  const lists =
    user.role === 'ORGANIZATION' ? queryClient.query(talentListsQuery()).catch(() => undefined) : undefined;
  const list = await queryClient.infiniteQuery(individualsListQuery(individualsFilterOf(state)));
  const picture = list.pages[0]?.items[0]?.profilePicture;
  if (picture !== undefined && picture !== null) preloadMediaImage(picture, CARD_SIZES);
  await lists;
}

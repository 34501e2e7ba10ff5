import type { AccountRole, Specialty } from '@casting/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  FILTER_NAMES,
  ownCategory,
  parseExploreState,
  type ExploreView,
  type FilterName,
} from '../explore-params';
import { rememberExploreChoice, useExploreChoice } from '../remembered-choice';

/**
 * The explore screen's choices live in the address, so returning from a job or a profile
 * shows the same category, search and filters. The category and mode are also remembered per
 * account, so explore opens where the person left it.
 */
export function useExploreParams(
  user: {
    readonly id: string;
    readonly role: AccountRole;
    readonly individual: { readonly role: string | null } | null;
  } | null,
) {
  const [params, setParams] = useSearchParams();
  const userId = user?.id;
  const remembered = useExploreChoice(userId);
  const own = ownCategory(user);

  const state = useMemo(
    () => parseExploreState(params, user?.role, remembered, own),
    [params, user?.role, remembered, own],
  );

  const update = useCallback(
    (changes: Readonly<Record<string, string | number | null>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    state,
    setView: (view: ExploreView) => {
      if (userId !== undefined) rememberExploreChoice(userId, { view });
      update({ view });
    },
    setCategory: (category: Specialty) => {
      if (userId !== undefined) rememberExploreChoice(userId, { category });
      update({ category });
    },
    setSearchKey: (searchKey: string) => {
      update({ q: searchKey.trim() });
    },
    setFilter: (name: FilterName, value: string | number | null) => {
      update({ [name]: value });
    },
    clearFilters: () => {
      update(Object.fromEntries(FILTER_NAMES.map((name) => [name, null])));
    },
  };
}

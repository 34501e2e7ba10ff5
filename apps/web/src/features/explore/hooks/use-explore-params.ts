import type { AccountRole, Specialty } from '@casting/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  MODEL_FILTER_NAMES,
  parseExploreState,
  type ExploreView,
  type ModelFilterName,
} from '../explore-params';

/**
 * The explore screen's choices live in the address, so returning from a job or a profile
 * shows the same category, search and filters.
 */
export function useExploreParams(role: AccountRole | undefined) {
  const [params, setParams] = useSearchParams();

  const state = useMemo(() => parseExploreState(params, role), [params, role]);

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
      update({ view });
    },
    setCategory: (category: Specialty) => {
      update({ category });
    },
    setSearchKey: (searchKey: string) => {
      update({ q: searchKey.trim() });
    },
    setFilter: (name: ModelFilterName, value: string | number | null) => {
      update({ [name]: value });
    },
    clearFilters: () => {
      update(Object.fromEntries(MODEL_FILTER_NAMES.map((name) => [name, null])));
    },
  };
}

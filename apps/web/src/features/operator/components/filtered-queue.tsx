import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { oneOf, pageParam } from '../operator-search-params';
import { EmptyState, LoadState, Pager, ScreenHeader, Segmented, useFocusRescue } from './console-parts';

interface QueuePage<T> {
  readonly items: readonly T[];
  readonly meta: { readonly hasMore: boolean };
}

export interface FilteredQueueProps<S extends string, T extends { readonly id: string }> {
  /** The address parameter that holds the filter (`?status=`, `?state=`). */
  readonly param: string;
  readonly values: readonly S[];
  readonly fallback: S;
  readonly read: (value: S, page: number) => UseQueryResult<QueuePage<T>, unknown>;
  readonly texts: {
    readonly title: string;
    readonly description: string;
    readonly filter: string;
    readonly loading: string;
    readonly listLabel: string;
    readonly emptyBody: string;
    readonly labelOf: (value: S) => string;
    readonly emptyTitleOf: (value: S) => string;
  };
  readonly renderItem: (item: T) => ReactNode;
}

/**
 * A console screen that is one queue filtered by state (verifications, licences, privacy
 * requests): the filter and the page live in the address, a page left empty steps back one, and
 * the focus stays on the screen when the list under it changes.
 */
export function FilteredQueue<S extends string, T extends { readonly id: string }>({
  param,
  values,
  fallback,
  read,
  texts,
  renderItem,
}: FilteredQueueProps<S, T>) {
  const [params, setParams] = useSearchParams();
  const value = oneOf<S>(params.get(param), values, fallback);
  const page = pageParam(params.get('page'));
  const query = read(value, page);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = query.data?.items;
  useFocusRescue(heading, items);
  const emptyLaterPage = items !== undefined && !query.isPlaceholderData && items.length === 0 && page > 1;
  useEffect(() => {
    if (emptyLaterPage) setParams({ [param]: value, page: String(page - 1) }, { replace: true });
  }, [emptyLaterPage, setParams, param, value, page]);

  return (
    <>
      <ScreenHeader title={texts.title} description={texts.description} headingRef={heading}>
        <Segmented
          label={texts.filter}
          values={values}
          value={value}
          labelOf={texts.labelOf}
          onChange={(next) => {
            setParams({ [param]: next });
          }}
        />
      </ScreenHeader>
      {items === undefined ? (
        <LoadState
          loading={texts.loading}
          failed={query.isError}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={texts.emptyTitleOf(value)} body={texts.emptyBody} />
      ) : (
        <>
          <ul
            aria-label={texts.listLabel}
            aria-busy={query.isPlaceholderData}
            className="mt-8 flex flex-col gap-5"
          >
            {items.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
          <Pager
            page={page}
            hasMore={query.data?.meta.hasMore ?? false}
            onPage={(next) => {
              setParams({ [param]: value, page: String(next) });
            }}
          />
        </>
      )}
    </>
  );
}

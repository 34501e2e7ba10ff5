import type { ExploreView } from '../explore-params';

const PLACEHOLDERS = [1, 2, 3, 4, 5, 6] as const;

function JobCardSkeleton() {
  return (
    <div className="flex h-[22rem] flex-col rounded-card border border-ink-950/10 bg-sand-50 p-6 shadow-card">
      <div className="flex items-center gap-3">
        <div className="size-12 rounded-xl bg-sand-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded-full bg-sand-200" />
          <div className="h-3 w-1/3 rounded-full bg-sand-200" />
        </div>
      </div>
      <div className="mt-6 h-6 w-4/5 rounded-full bg-sand-200" />
      <div className="mt-3 flex gap-2">
        <div className="h-6 w-16 rounded-full bg-sand-200" />
        <div className="h-6 w-20 rounded-full bg-sand-200" />
      </div>
      <div className="grow" />
      <div className="h-11 rounded-full bg-sand-200" />
    </div>
  );
}

function IndividualCardSkeleton() {
  return (
    <div className="flex h-[508px] min-w-[300px] flex-col justify-end rounded-card bg-sand-200 p-6">
      <div className="h-3 w-1/4 rounded-full bg-sand-300" />
      <div className="mt-3 h-7 w-2/3 rounded-full bg-sand-300" />
      <div className="mt-3 h-4 w-1/3 rounded-full bg-sand-300" />
      <div className="mt-6 h-11 rounded-full bg-sand-300" />
    </div>
  );
}

/** Placeholders in the shape of the cards to come; the loading words sit beside them in a status. */
export function CardSkeletons({ view }: { readonly view: ExploreView }) {
  return (
    <div aria-hidden="true" className={gridClasses(view, 'animate-pulse')}>
      {PLACEHOLDERS.map((key) =>
        view === 'jobs' ? <JobCardSkeleton key={key} /> : <IndividualCardSkeleton key={key} />,
      )}
    </div>
  );
}

/** Talent cards are at least 300 px wide (spec §2); job cards a little wider for their text. */
export function gridClasses(view: ExploreView, extra?: string): string {
  const columns =
    view === 'jobs'
      ? 'grid-cols-[repeat(auto-fill,minmax(20rem,1fr))]'
      : 'grid-cols-[repeat(auto-fill,minmax(300px,1fr))]';
  return ['grid gap-6', columns, extra].filter(Boolean).join(' ');
}

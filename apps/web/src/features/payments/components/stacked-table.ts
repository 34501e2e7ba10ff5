/**
 * Classes that turn a payments table into a card per row below 640 px: a phone shows every
 * column, the amount included, without a sideways-scrolling box. Each cell names its column from
 * its `data-label` (the header row is kept for screen readers only).
 */
export const STACKED = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:flex max-sm:flex-col max-sm:gap-3',
  row: 'max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:rounded-2xl max-sm:border max-sm:border-ink-950/10 max-sm:bg-white max-sm:p-4 max-sm:last:border-b',
  title: 'max-sm:p-0 max-sm:pb-1',
  cell: 'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:p-0 max-sm:text-end max-sm:before:shrink-0 max-sm:before:text-start max-sm:before:font-normal max-sm:before:text-ink-600 max-sm:before:content-[attr(data-label)]',
} as const;

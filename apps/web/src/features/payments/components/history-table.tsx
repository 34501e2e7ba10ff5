import type { CountedPageMeta } from '@casting/contract';
import type { ReactNode } from 'react';
import { cx } from '../../../ui/class-names';
import { Heading } from '../../../ui/heading';
import { HistoryPages } from './history-pages';
import { STACKED } from './stacked-table';

export interface HistoryColumn<Item> {
  readonly header: string;
  readonly cell: (item: Item) => ReactNode;
  /** For text people wrote (titles, names), which may run either way. */
  readonly dir?: 'auto';
}

export interface HistoryTableProps<Item> {
  readonly id: string;
  readonly title: string;
  /** The first column names the row; the last, the amount, is aligned to the end. */
  readonly columns: readonly HistoryColumn<Item>[];
  readonly items: readonly Item[];
  readonly rowKey: (item: Item) => string;
  readonly meta: CountedPageMeta;
  /** Shown instead of the table when there is no row. */
  readonly empty?: ReactNode;
  readonly onPage: (page: number) => void;
  readonly isLoadingPage: boolean;
}

function cellPadding(index: number, count: number): string {
  if (index === 0) return 'pe-4 text-layout-start';
  return index === count - 1 ? 'ps-4 text-end' : 'px-4 text-layout-start';
}

/** A payments history, newest first, one page at a time. */
export function HistoryTable<Item>({
  id,
  title,
  columns,
  items,
  rowKey,
  meta,
  empty,
  onPage,
  isLoadingPage,
}: HistoryTableProps<Item>) {
  const last = columns.length - 1;
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-ink-950/10 bg-sand-50 p-5 shadow-card sm:p-7 lg:p-9"
    >
      <Heading level={2} size="title" id={id} className="text-ink-950">
        {title}
      </Heading>
      {items.length === 0 && empty !== undefined ? (
        empty
      ) : (
        <div className="mt-6 sm:overflow-x-auto">
          <table className={cx('w-full text-start text-sm', STACKED.table)} aria-busy={isLoadingPage}>
            <caption className="sr-only">{title}</caption>
            <thead className={STACKED.head}>
              <tr className="border-b border-ink-950/10 text-xs tracking-wide text-ink-600 uppercase">
                {columns.map((column, index) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={cx('py-3 font-semibold', cellPadding(index, columns.length))}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={STACKED.body}>
              {items.map((item) => (
                <tr
                  key={rowKey(item)}
                  className={cx('border-b border-ink-950/5 last:border-b-0', STACKED.row)}
                >
                  {columns.map((column, index) => {
                    const className = cx('py-4', cellPadding(index, columns.length));
                    return index === 0 ? (
                      <th
                        key={column.header}
                        scope="row"
                        dir={column.dir}
                        className={cx(className, 'font-semibold text-ink-950', STACKED.title)}
                      >
                        {column.cell(item)}
                      </th>
                    ) : (
                      <td
                        key={column.header}
                        dir={column.dir}
                        data-label={column.header}
                        className={cx(
                          className,
                          index === last ? 'font-semibold text-ink-950 tabular-nums' : 'text-ink-700',
                          STACKED.cell,
                        )}
                      >
                        {column.cell(item)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <HistoryPages meta={meta} onPage={onPage} isLoadingPage={isLoadingPage} />
    </section>
  );
}

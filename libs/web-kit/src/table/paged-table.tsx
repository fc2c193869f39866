import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, Spinner, TableScroll, type ButtonVariant } from '@crescendo/ui';
import { LoadMoreButton, type NextPages } from './load-more-button.js';

/** One column: its heading and what each row shows in it. */
export interface TableColumn<Row> {
  /** The column's key among its neighbours (React's). */
  key: string;
  /** The heading (`<th scope="col">`). */
  header: ReactNode;
  /** The heading is said to screen readers only (a column of buttons). */
  hiddenHeader?: boolean;
  /** The cell names its row: `<th scope="row">` instead of `<td>`. */
  rowHeader?: boolean;
  /** On the heading and on each cell (a right-aligned figure). */
  className?: string;
  /** On each cell, for the specs and the journeys. */
  testId?: string;
  cell: (row: Row) => ReactNode;
}

/** What a table of rows needs: its name, its columns and its rows. On a phone it scrolls in its own box. */
export interface DataTableProps<Row> {
  /** The scrolling region's name (`TableScroll`), which the journeys find the table by. */
  label: string;
  /** The table's class (its width, its borders: the feature's styles). */
  className: string;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** `data-testid` on each row. */
  rowTestId?: string;
}

/** A table of rows in the UI kit's `TableScroll` (a named region that scrolls sideways at 390 px). */
export function DataTable<Row>({ label, className, columns, rows, rowKey, rowTestId }: DataTableProps<Row>) {
  return (
    <TableScroll label={label}>
      <table className={className}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.hiddenHeader ? (
                  <span className="cr-visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={column.className} data-testid={column.testId}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={column.className} data-testid={column.testId}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** What the table reads of react-query's `useInfiniteQuery` (the kit loads no react-query). */
export interface TablePages extends NextPages {
  isPending: boolean;
  isError: boolean;
}

/** The infinite query the rows come from, and its 'Charger plus'. */
export interface TablePaging {
  /** `useInfiniteQuery`'s state (`pages.data.pages` flattened by the caller into `rows`). */
  pages: TablePages;
  /** The button that asks for the next page ('Charger plus', the feature's own key). */
  loadMoreLabel: string;
  /** The button's words while that page comes; by default they stay, the button disabled. */
  loadingMoreLabel?: string;
  /** A box around the button (the board's `board-more`); none by default. */
  loadMoreClassName?: string;
}

/** Without `pages`, the rows already there (a whole list, or a page the caller pages itself). */
export interface NoPaging {
  pages?: undefined;
  loadMoreLabel?: undefined;
  loadingMoreLabel?: undefined;
  loadMoreClassName?: undefined;
}

export type PagedTableProps<Row> = DataTableProps<Row> &
  (TablePaging | NoPaging) & {
    /** Said when there is no row: a string is the kit's `EmptyState` title, anything else is shown as it is. */
    empty: ReactNode;
  };

/**
 * A list a page at a time: 'Chargement...' while the first page comes, 'Erreur critique…' as an alert when it
 * fails, the empty message, then the table (`DataTable`) and 'Charger plus' while the server has another page.
 */
export function PagedTable<Row>({
  pages,
  empty,
  loadMoreLabel,
  loadingMoreLabel,
  loadMoreClassName,
  ...table
}: PagedTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <>
      {pages?.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages?.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : table.rows.length === 0 ? (
        typeof empty === 'string' ? (
          <EmptyState title={empty} />
        ) : (
          empty
        )
      ) : (
        <DataTable {...table} />
      )}
      {pages && (
        <LoadMoreButton
          pages={pages}
          label={loadMoreLabel}
          busyLabel={loadingMoreLabel}
          boxClassName={loadMoreClassName || undefined}
        />
      )}
    </>
  );
}

/** One of a row's buttons: its words, and its name for a screen reader (which row it acts on). */
export interface RowAction {
  label: string;
  /** The accessible name, with the row's (`'Modifier VIO-0001'`). */
  name: string;
  onClick: () => void;
  variant?: ButtonVariant;
}

/** A row's buttons side by side (`className`: the feature's flex box, which wraps on a phone). */
export function RowActions({ className, actions }: { className: string; actions: readonly RowAction[] }) {
  return (
    <div className={className}>
      {actions.map((action) => (
        <Button
          key={action.label}
          variant={action.variant ?? 'secondary'}
          aria-label={action.name}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}

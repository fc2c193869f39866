import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, type DataTableProps, type TablePages } from '@crescendo/web-kit';

export type InventoryTableProps<Row> = Omit<DataTableProps<Row>, 'className'> & {
  /** The infinite query the rows come from. */
  pages: TablePages;
  /** Said when there is none: a string is the kit's `EmptyState` title. */
  empty: ReactNode;
};

/**
 * An inventory list a page at a time (instruments, scores, uniforms, loans, audits): web-kit's `PagedTable` in the
 * inventory's table style, with its 'Charger plus' (`inventory:loadMore`).
 */
export function InventoryTable<Row>(props: InventoryTableProps<Row>) {
  const { t } = useTranslation(['translation', 'inventory']);
  return <PagedTable className="cr-inventory-table" loadMoreLabel={t('inventory:loadMore')} {...props} />;
}

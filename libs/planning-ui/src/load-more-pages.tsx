import { useTranslation } from 'react-i18next';
import { Button } from '@crescendo/ui';

/** What 'Charger plus' asks of each paged list it stands for (TanStack Query's infinite queries). */
interface PagedList {
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * 'Charger plus' for the calendar's period when any of its lists (the events, the imported days) has more: one
 * button asks each for its next page.
 */
export function LoadMorePages({ lists }: { lists: readonly PagedList[] }) {
  const { t } = useTranslation('planning');
  const more = lists.filter((list) => list.hasNextPage);
  if (more.length === 0) return null;
  return (
    <Button variant="secondary" onClick={() => more.forEach((list) => void list.fetchNextPage())}>
      {t('month.loadMore')}
    </Button>
  );
}

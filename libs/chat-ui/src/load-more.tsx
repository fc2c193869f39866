import { useTranslation } from 'react-i18next';
import { Button } from '@crescendo/ui';

/** What a paged list's query offers the button (react-query's infinite query). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Charger plus' under a paged list (issue 34): shown while another page follows. */
export function LoadMore({ query }: { query: PagedQuery }) {
  const { t } = useTranslation(['translation', 'chat']);
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? t('app.loadingShort') : t('chat:loadMore')}
    </Button>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@crescendo/ui';

/** What 'Charger plus' needs of a paged query (TanStack Query's infinite query). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Charger plus' under a paged list (issue 34): the next page, while there is one. */
export function LoadMore({ pages }: { pages: MorePages }) {
  const { t } = useTranslation(['translation', 'finance']);
  if (!pages.hasNextPage) return null;
  return (
    <div className="fu-toolbar">
      <Button
        variant="secondary"
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {pages.isFetchingNextPage ? t('app.loadingShort') : t('finance:loadMore')}
      </Button>
    </div>
  );
}

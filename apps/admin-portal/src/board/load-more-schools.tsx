import { useTranslation } from 'react-i18next';
import { Button } from '@crescendo/ui';

/** What 'Charger plus' needs of an infinite query. */
export interface MoreSchools {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Charger plus' under the schools while the server has another page. */
export function LoadMoreSchools({ pages }: { pages: MoreSchools }) {
  const { t } = useTranslation(['translation', 'board']);
  if (!pages.hasNextPage) return null;
  return (
    <div className="board-more">
      <Button
        variant="secondary"
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {pages.isFetchingNextPage ? t('app.loadingShort') : t('board:schools.loadMore')}
      </Button>
    </div>
  );
}

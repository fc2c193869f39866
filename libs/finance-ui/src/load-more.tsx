import { Button } from '@crescendo/ui';
import { useSay } from './use-language.js';

/** What 'Charger plus' needs of a paged query (TanStack Query's infinite query). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Charger plus' under a paged list (issue 34): the next page, while there is one. */
export function LoadMore({ pages }: { pages: MorePages }) {
  const say = useSay();
  if (!pages.hasNextPage) return null;
  return (
    <div className="fu-toolbar">
      <Button
        variant="secondary"
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {pages.isFetchingNextPage ? say('app.loadingShort') : say('finance.loadMore')}
      </Button>
    </div>
  );
}

import { Button } from '@crescendo/ui';

/** What 'Charger plus' reads of react-query's `useInfiniteQuery` (the kit loads no react-query). */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface LoadMoreButtonProps {
  /** The list's infinite query, or the queries of several lists one button pages together (a calendar's). */
  pages: NextPages | readonly NextPages[];
  /** The button's words ('Charger plus', the feature's own key, translated by the caller). */
  label: string;
  /** Its words while the next page comes (`app.loadingShort`); by default `label` stays, the button disabled. */
  busyLabel?: string;
  /** The button's own class (the student's `practice-touch`). */
  className?: string;
  /** A `<div>` around the button with this class (the board's `board-more`; `''` a bare one); none by default. */
  boxClassName?: string;
}

/**
 * 'Charger plus' under a paged list: shown while the server has another page, it asks for it and is disabled
 * while it comes. Given several lists, it shows while any has more and one click asks each of those for its next.
 */
export function LoadMoreButton({ pages, label, busyLabel, className, boxClassName }: LoadMoreButtonProps) {
  const lists: readonly NextPages[] = 'hasNextPage' in pages ? [pages] : pages;
  const more = lists.filter((list) => list.hasNextPage);
  if (more.length === 0) return null;
  const busy = lists.some((list) => list.isFetchingNextPage);
  const button = (
    <Button
      variant="secondary"
      className={className}
      disabled={busy}
      onClick={() => more.forEach((list) => void list.fetchNextPage())}
    >
      {busy && busyLabel ? busyLabel : label}
    </Button>
  );
  return boxClassName === undefined ? button : <div className={boxClassName || undefined}>{button}</div>;
}

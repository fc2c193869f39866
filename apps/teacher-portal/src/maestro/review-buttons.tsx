import { useState } from 'react';
import { Button } from '@crescendo/ui';

/** One of the two answers to a Maestro IA draft: its words, its name with the draft's, and what it sends. */
export interface ReviewChoice {
  label: string;
  /** The accessible name, which says which draft ('Garder les idées du …', 'Écarter le brouillon de …'). */
  name: string;
  /** The change, settled by the caller's toasts; `undefined` when nothing is sent (a field to fill first). */
  choose: () => Promise<unknown> | undefined;
}

/**
 * A Maestro IA draft's two buttons, 'Garder' / 'Approuver' then 'Écarter', both disabled while either answer is
 * on its way (the lesson ideas and the report cards' comment drafts).
 */
export function ReviewButtons({
  className,
  accept,
  discard,
}: {
  className: string;
  accept: ReviewChoice;
  discard: ReviewChoice;
}) {
  const [busy, setBusy] = useState(false);
  const run = (choice: ReviewChoice) => {
    const work = choice.choose();
    if (!work) return;
    setBusy(true);
    void work.catch(() => undefined).finally(() => setBusy(false));
  };
  return (
    <span className={className}>
      <Button aria-label={accept.name} disabled={busy} onClick={() => run(accept)}>
        {accept.label}
      </Button>
      <Button variant="secondary" aria-label={discard.name} disabled={busy} onClick={() => run(discard)}>
        {discard.label}
      </Button>
    </span>
  );
}

import { useEffect, useState } from 'react';
import {
  classroomImportProgressLive,
  classroomImportSchema,
  liveTopic,
  type ClassroomImport,
} from '@crescendo/contracts';
import { useLiveTopic } from '@crescendo/web-auth';
import { classroomApi } from './classroom-api.js';
import { furthest } from './furthest-progress.js';
import { useLiveStatus } from './use-live-status.js';

/** Without the socket the overlay asks every second; with it, now and then in case an event was lost. */
export const pollMs = { offline: 1000, live: 5000 } as const;

/**
 * An import's progress as it moves: pushed on the user's live topic (`classroom-sync.import.progress`), and
 * read from `GET /classroom/imports/:id` when the socket is away (or, slowly, as a safety net).
 */
export function useImportProgress(userId: string | undefined, started: ClassroomImport | null) {
  const [progress, setProgress] = useState<ClassroomImport | null>(started);
  const live = useLiveStatus();
  const following = started && !started.finished ? started.id : null;

  useEffect(() => setProgress(started), [started]);
  const merge = (next: ClassroomImport) =>
    setProgress((current) => (current ? furthest(current, next) : current));

  useLiveTopic(following && userId ? liveTopic('user', userId) : null, {
    onEvent: (event) => {
      if (event.name !== classroomImportProgressLive.name) return;
      const parsed = classroomImportSchema.safeParse(event.data);
      if (parsed.success) merge(parsed.data);
    },
    onResync: () => following && void classroomApi.getImport(following).then(merge),
  });

  const done = progress?.finished ?? true;
  useEffect(() => {
    if (!following || done) return;
    const every = live === 'open' ? pollMs.live : pollMs.offline;
    const timer = setInterval(() => {
      classroomApi.getImport(following).then(merge, () => undefined);
    }, every);
    return () => clearInterval(timer);
  }, [following, done, live]);

  return progress;
}

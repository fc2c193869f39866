import { useCallback, useRef, useState } from 'react';
import { liveTopic, maestroProgressLive, maestroProgressSchema } from '@crescendo/contracts';
import { useLiveTopic } from '@crescendo/web-auth';

/** Where one request to Maestro IA stands: waiting its turn (`position`), or the preview written so far. */
export interface AnswerProgressState {
  position: number | null;
  text: string;
}

const idle: AnswerProgressState = { position: null, text: '' };

/**
 * A request's progress as Maestro IA pushes it on my live topic (decision 0068): `start()` gives a new key to
 * send with the request; the events of that key are its place in the provider's queue ('En attente : N') and
 * the answer's preview, piece after piece, names already put back on the server. The page still shows the
 * request's reply as the draft: the preview only fills the wait. Used by the teacher's bilan and report-card
 * comments and the student's practice plan.
 */
export function useAnswerProgress(userId: string | undefined) {
  const key = useRef<string | null>(null);
  const [progress, setProgress] = useState<AnswerProgressState>(idle);
  useLiveTopic(userId ? liveTopic('user', userId) : null, {
    onEvent: (event) => {
      if (event.name !== maestroProgressLive.name) return;
      const parsed = maestroProgressSchema.safeParse(event.data);
      if (!parsed.success || parsed.data.key !== key.current) return;
      const update = parsed.data;
      setProgress((current) =>
        update.state === 'waiting'
          ? { position: update.position, text: '' }
          : { position: null, text: update.restart ? '' : current.text + update.text },
      );
    },
  });
  const start = useCallback(() => {
    key.current = crypto.randomUUID();
    setProgress(idle);
    return key.current;
  }, []);
  const stop = useCallback(() => {
    key.current = null;
    setProgress(idle);
  }, []);
  return { progress, start, stop };
}

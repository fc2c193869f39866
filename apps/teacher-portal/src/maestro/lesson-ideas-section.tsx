import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { toast } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { useAnswerProgress, withToasts } from '@crescendo/web-kit';
import { AnswerPreview } from './answer-preview.js';
import { useLessonIdeas, useLessonIdeasChanges } from './lesson-ideas-api.js';
import { LessonIdeasView } from './lesson-ideas-view.js';

/**
 * 'Idées de cours' on the Maestro IA page: the chosen group's ideas, asked (the queue position and the answer
 * shown as the model writes it), kept and discarded.
 */
export function LessonIdeasSection({
  groups,
  initialGroupId,
}: {
  groups: Group[];
  initialGroupId: string | null;
}) {
  const { t, i18n } = useTranslation('maestro');
  // The group chosen here, else the sidebar's, else the first (the groups may arrive after the page).
  const [chosen, setChosen] = useState<string | null>(null);
  const groupId = chosen ?? initialGroupId ?? groups[0]?.id ?? '';
  const list = useLessonIdeas(groupId);
  const { ask, keep, discard } = useLessonIdeasChanges();
  const { me } = useAuth();
  const progress = useAnswerProgress(me?.id);
  const failed = (words: string) => (error: unknown) => `${words} ${describeError(error, i18n)}`;
  return (
    <LessonIdeasView
      groups={groups}
      groupId={groupId}
      onGroupChange={setChosen}
      ideas={list.data?.pages.flatMap((page) => page.lessonIdeas) ?? []}
      hasMore={list.hasNextPage}
      onMore={() => void list.fetchNextPage()}
      asking={ask.isPending}
      preview={<AnswerPreview progress={progress.progress} title={t('lessons.title')} />}
      onAsk={(id, language) =>
        ask
          .mutateAsync({ groupId: id, language, progressKey: progress.start() })
          .catch((error: unknown) => {
            toast.error(failed(t('lessons.failed'))(error));
            throw error;
          })
          .finally(progress.stop)
      }
      onKeep={(id) => withToasts(keep.mutateAsync(id), t('lessons.kept'), failed(t('lessons.keepFailed')))}
      onDiscard={(id) =>
        withToasts(discard.mutateAsync(id), t('lessons.discarded'), failed(t('lessons.discardFailed')))
      }
    />
  );
}

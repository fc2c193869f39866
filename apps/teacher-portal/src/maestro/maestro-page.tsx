import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MaestroDraft } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, Spinner } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { useAnswerProgress, withToasts } from '@crescendo/web-kit';
import { useGroups } from '../groups/groups-api.js';
import type { TeacherOutletContext } from '../pages.js';
import { AnswerPreview } from './answer-preview.js';
import { BilanDraft } from './bilan-draft.js';
import { BilanForm, type BilanQuestion } from './bilan-form.js';
import { LessonIdeasSection } from './lesson-ideas-section.js';
import { useBilanDraft, useMaestroStatus } from './maestro-api.js';
import { MaestroStyles } from './maestro-styles.js';
import { PracticePlansSection } from './practice-plans-section.js';

/**
 * 'Maestro IA' (/teacher/maestro): off for the school, nothing shows; no model, the page says so and where
 * the admin connects one; the demonstration model is named; then 'Bilan de l’élève' and its draft, and
 * 'Idées de cours' for a group, and the practice plans its students asked ('Plans de pratique des élèves').
 */
export function MaestroPage() {
  const { t, i18n } = useTranslation(['maestro', 'translation']);
  const { groupId } = useOutletContext<TeacherOutletContext>();
  const { me } = useAuth();
  const bilanProgress = useAnswerProgress(me?.id);
  const status = useMaestroStatus();
  const groups = (useGroups().data?.groups ?? []).filter((group) => group.viewerCan.includes('teach'));
  const { ask, edit, approve } = useBilanDraft();
  const [draft, setDraft] = useState<MaestroDraft | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (status.isPending) return <Spinner label={t('translation:app.loadingShort')} />;
  if (status.isError) return <Alert tone="error">{t('translation:app.loadFailed')}</Alert>;
  if (!status.data.enabled) return null;
  const { model, budget } = status.data;

  const askFor = (question: BilanQuestion) => {
    setFailure(null);
    setDraft(null);
    const progressKey = bilanProgress.start();
    ask.mutate(
      { ...question, progressKey },
      {
        onSuccess: setDraft,
        onError: (error) => setFailure(`${t('bilan.failed')} ${describeError(error, i18n)}`),
        onSettled: bilanProgress.stop,
      },
    );
  };
  const describe = (failed: string) => (error: unknown) => `${failed} ${describeError(error, i18n)}`;

  return (
    <div className="cr-maestro">
      <MaestroStyles />
      {!status.data.configured || !model ? (
        <Alert tone="info">
          {t('notConfigured')} {t('notConfiguredHint')}
        </Alert>
      ) : (
        <>
          <div className="cr-maestro__panel">
            {model.demonstration && <p className="cr-maestro__badge">{t('demonstration')}</p>}
            {model.demonstration && <p className="cr-maestro__muted">{t('demonstrationHint')}</p>}
            <p className="cr-maestro__muted">
              {t('model', { model: model.model, location: t(`locations.${model.location}`) })}
            </p>
            <p className="cr-maestro__muted">{t('budgetLeft', { count: budget.userLeft })}</p>
          </div>
          <BilanForm groups={groups} initialGroupId={groupId} busy={ask.isPending} onAsk={askFor} />
          {ask.isPending && <AnswerPreview progress={bilanProgress.progress} title={t('bilan.title')} />}
          {failure && <Alert tone="error">{failure}</Alert>}
          {draft && (
            <BilanDraft
              key={draft.id}
              draft={draft}
              onSave={(sentences) =>
                withToasts(
                  edit.mutateAsync({ draftId: draft.id, sentences }),
                  t('draft.saved'),
                  describe(t('draft.saveFailed')),
                ).then(setDraft)
              }
              onApprove={() =>
                withToasts(
                  approve.mutateAsync(draft.id),
                  t('draft.approved'),
                  describe(t('draft.approveFailed')),
                ).then(setDraft)
              }
            />
          )}
          <LessonIdeasSection groups={groups} initialGroupId={groupId} />
          <PracticePlansSection groups={groups} initialGroupId={groupId} />
        </>
      )}
    </div>
  );
}

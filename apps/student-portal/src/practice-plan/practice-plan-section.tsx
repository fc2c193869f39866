import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { practicePlanDifficultyMax, type Assignment, type PracticePlan } from '@crescendo/contracts';
import { formatDate } from '@crescendo/i18n';
import { describeError } from '@crescendo/i18n/server-errors';
import { Alert, Button, SelectField, TextAreaField, toast } from '@crescendo/ui';
import { LoadMoreButton, useAnswerProgress, useLanguage, type AnswerProgressState } from '@crescendo/web-kit';
import {
  practicePlanApi,
  useAskPracticePlan,
  useMyPracticePlans,
  type PracticePlanApi,
} from './practice-plan-api.js';

const styles = `
.practice-plan form { display: grid; gap: var(--cr-space-3); }
.practice-plan__plans { list-style: none; margin: var(--cr-space-3) 0 0; padding: 0; display: grid; gap: var(--cr-space-3); }
.practice-plan__plan { border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius); padding: var(--cr-space-3); }
.practice-plan__plan h4 { margin: 0 0 var(--cr-space-2); overflow-wrap: anywhere; }
.practice-plan__badge { display: inline-block; font-weight: 600; margin: 0 0 var(--cr-space-2); }
.practice-plan__sessions { margin: var(--cr-space-2) 0 0; padding-left: 1.25rem; display: grid; gap: var(--cr-space-2); }
.practice-plan__sessions p { margin: 0; overflow-wrap: anywhere; }
.practice-plan__preview { white-space: pre-line; overflow-wrap: anywhere; margin: 0; }
.practice-plan button { width: 100%; }
@media (min-width: 640px) { .practice-plan button { width: auto; } }
`;

/**
 * 'Plan de pratique' in the Pratique tab (issue 30 §2): the student picks one of their assignments and says what
 * they find difficult; Maestro IA answers a week of short sessions, a draft until their teacher keeps it. Nothing
 * shows while Maestro IA is off for the school or no model is connected; a refusal (a parent's consent needed
 * for a student under 14, issue 31 §7) is said with its reason. While Maestro IA answers, the student's live
 * topic (`userId`) tells the place in the queue, then the plan as it is written (decision 0068).
 */
export function PracticePlanSection({
  assignments,
  userId,
  api = practicePlanApi,
}: {
  assignments: Assignment[];
  /** Mine, for my live topic; without it no preview is asked. */
  userId?: string;
  api?: PracticePlanApi;
}) {
  const { t, i18n } = useTranslation('maestro');
  const lang = useLanguage();
  const plans = useMyPracticePlans(api);
  const ask = useAskPracticePlan(api);
  const answer = useAnswerProgress(userId);
  const [assignmentId, setAssignmentId] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const first = plans.data?.pages[0];
  if (!first || !first.enabled || !first.configured) return null;
  const list = (plans.data?.pages ?? []).flatMap((page) => page.plans);
  const chosen = assignmentId || assignments[0]?.id || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !difficulty.trim()) return;
    setRefusal(null);
    const progressKey = userId ? answer.start() : undefined;
    ask.mutate(
      {
        assignmentId: chosen,
        difficulty,
        language: lang === 'en' ? 'en' : 'fr',
        ...(progressKey ? { progressKey } : {}),
      },
      {
        onSettled: answer.stop,
        onSuccess: () => {
          setDifficulty('');
          toast.success(t('practicePlan.made'));
        },
        onError: (error) => setRefusal(describeError(error, i18n)),
      },
    );
  };

  return (
    <section aria-labelledby="practice-plan-title" className="practice-plan">
      <style>{styles}</style>
      <h3 id="practice-plan-title">{t('practicePlan.title')}</h3>
      {first.demonstration && <p className="practice-plan__badge">{t('demonstration')}</p>}
      <p className="practice-muted">{t('practicePlan.intro')}</p>
      {assignments.length === 0 ? (
        <p className="practice-muted">{t('practicePlan.noAssignment')}</p>
      ) : (
        <form onSubmit={submit} aria-labelledby="practice-plan-title">
          <SelectField
            label={t('practicePlan.assignment')}
            value={chosen}
            onChange={(event) => setAssignmentId(event.target.value)}
            options={assignments.map((assignment) => ({ value: assignment.id, label: assignment.title }))}
          />
          <TextAreaField
            label={t('practicePlan.difficulty')}
            hint={t('practicePlan.difficultyHint', { max: practicePlanDifficultyMax })}
            value={difficulty}
            maxLength={practicePlanDifficultyMax}
            required
            rows={3}
            onChange={(event) => setDifficulty(event.target.value)}
          />
          <Button
            type="submit"
            className="practice-touch"
            disabled={ask.isPending || !difficulty.trim()}
            aria-describedby={refusal ? 'practice-plan-refusal' : undefined}
          >
            {ask.isPending ? t('practicePlan.asking') : t('practicePlan.ask')}
          </Button>
        </form>
      )}
      {ask.isPending && userId && <PlanPreview progress={answer.progress} />}
      {refusal && (
        <div id="practice-plan-refusal">
          <Alert tone="error">
            <strong>{t('practicePlan.refused')}</strong> {refusal}
          </Alert>
        </div>
      )}
      <h4 id="practice-plan-mine">{t('practicePlan.mine')}</h4>
      {list.length === 0 ? (
        <p className="practice-muted">{t('practicePlan.none')}</p>
      ) : (
        <ul className="practice-plan__plans" aria-labelledby="practice-plan-mine">
          {list.map((plan) => (
            <PlanItem key={plan.id} plan={plan} day={formatDate(plan.createdAt, lang)} />
          ))}
        </ul>
      )}
      <LoadMoreButton pages={plans} label={t('practicePlan.more')} className="practice-touch" />
    </section>
  );
}

function PlanItem({ plan, day }: { plan: PracticePlan; day: string }) {
  const { t } = useTranslation('maestro');
  const titleId = `practice-plan-${plan.id}`;
  return (
    <li className="practice-plan__plan" aria-labelledby={titleId}>
      <h4 id={titleId}>{t('practicePlan.forAssignment', { title: plan.assignmentTitle })}</h4>
      {plan.assignmentDeleted && <p className="practice-muted">{t('practicePlan.assignmentDeleted')}</p>}
      <p className="practice-plan__badge">
        {plan.status === 'kept'
          ? plan.keptBy?.name
            ? t('practicePlan.keptBy', { name: plan.keptBy.name })
            : t('practicePlan.kept')
          : t('practicePlan.draft')}
      </p>
      {plan.status === 'draft' && <p className="practice-muted">{t('practicePlan.draftHint')}</p>}
      <p className="practice-muted">{t('practicePlan.askedOn', { day })}</p>
      <p>{t('practicePlan.myDifficulty', { text: plan.difficulty })}</p>
      <ol className="practice-plan__sessions" aria-label={t('practicePlan.sessions')}>
        {plan.sessions.map((session, index) => (
          <li key={index}>
            <p>
              <strong>{session.day}</strong> — {t('practicePlan.minutes', { count: session.minutes })}
            </p>
            <p>{session.focus}</p>
            <p>{t('practicePlan.goal', { goal: session.goal })}</p>
          </li>
        ))}
      </ol>
    </li>
  );
}

/** While Maestro IA answers: 'En attente : N', then the plan as it is written, marked as a preview. */
function PlanPreview({ progress }: { progress: AnswerProgressState }) {
  const { t } = useTranslation('maestro');
  return (
    <section className="practice-plan__plan" aria-label={t('practicePlan.title')} aria-busy="true">
      <p className="practice-plan__badge">{t('progress.preview')}</p>
      <p className="practice-muted" role="status">
        {progress.position !== null
          ? t('progress.waiting', { position: progress.position })
          : t('progress.writing')}
      </p>
      {progress.text && (
        <p className="practice-plan__preview" aria-live="polite">
          {progress.text}
        </p>
      )}
    </section>
  );
}

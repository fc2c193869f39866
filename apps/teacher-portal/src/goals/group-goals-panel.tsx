import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Group, GroupGoal } from '@crescendo/contracts';
import { dayOf, shiftDay, weekStartOf } from '@crescendo/domain';
import { describeError, describeFields } from '@crescendo/i18n/server-errors';
import { Alert, Button, Spinner, TextField, toast } from '@crescendo/ui';
import { groupGoalsApi, type GroupGoalsApi } from './goals-api.js';

const goalsKey = (groupId: string) => ['reports', 'goals', 'group', groupId];

/** A refusal because the school's gamification policy is off: the panel is not shown at all. */
const isPolicyOff = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'FORBIDDEN';

/**
 * 'Objectifs de l'ensemble' of a group (issue 29 §4), for its teachers: its goals with the share of students
 * who reached them each week, who needs encouragement this week, and 'Ajouter un objectif'. Nothing shows
 * while the school's (or group's) gamification policy is off.
 */
export function GroupGoalsPanel({ group, api = groupGoalsApi }: { group: Group; api?: GroupGoalsApi }) {
  const { t, i18n } = useTranslation(['translation', 'goals']);
  const client = useQueryClient();
  const goals = useQuery({ queryKey: goalsKey(group.id), queryFn: () => api.list(group.id), retry: false });
  const toEncourage = [
    ...new Set((goals.data?.goals ?? []).flatMap((goal) => goal.needEncouragement.map((s) => s.studentId))),
  ].sort();
  const names = useQuery({
    queryKey: ['profiles', 'goal-names', toEncourage],
    queryFn: () => api.names(toEncourage),
    enabled: toEncourage.length > 0,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: goalsKey(group.id) });
  const remove = useMutation({
    mutationFn: (goalId: string) => api.remove(goalId),
    onSuccess: () => {
      toast.success(t('goals:teacher.removed'));
      refresh();
    },
    onError: (error) => toast.error(describeError(error, i18n)),
  });

  if (goals.isError && isPolicyOff(goals.error)) return null;
  return (
    <section aria-labelledby={`goals-${group.id}`} className="tp-goals">
      <h2 id={`goals-${group.id}`}>{t('goals:teacher.title')}</h2>
      {goals.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : goals.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        <>
          <p>{t('goals:teacher.sectionNote')}</p>
          {goals.data.goals.length === 0 && <p>{t('goals:teacher.none')}</p>}
          {goals.data.goals.map((goal) => (
            <GoalCard
              key={goal.goal.id}
              goal={goal}
              nameOf={(id) => names.data?.get(id) ?? t('goals:teacher.unknownStudent')}
              onRemove={() => remove.mutate(goal.goal.id)}
            />
          ))}
          <GoalForm
            onSave={async (fields) => {
              await api.create(group.id, fields);
              toast.success(t('goals:teacher.saved'));
              refresh();
            }}
          />
        </>
      )}
    </section>
  );
}

function GoalCard({
  goal: { goal, weeks, needEncouragement },
  nameOf,
  onRemove,
}: {
  goal: GroupGoal;
  nameOf: (studentId: string) => string;
  onRemove: () => void;
}) {
  const { t } = useTranslation(['translation', 'goals']);
  return (
    <article className="tp-goals__goal" aria-label={goal.title}>
      <h3>
        {goal.title} — {t('goals:teacher.target', { count: goal.daysPerWeek })}
      </h3>
      <p>{t('goals:teacher.period', { from: goal.startsOn, to: goal.endsOn })}</p>
      {weeks.length > 0 && (
        <ul aria-label={t('goals:teacher.weeksLabel', { title: goal.title })}>
          {weeks.map((week) => (
            <li key={week.from}>
              {t('goals:teacher.week', { from: week.from })} :{' '}
              {week.percent === null
                ? t('goals:teacher.shareNone')
                : t('goals:teacher.share', {
                    percent: week.percent,
                    reached: week.reached,
                    counted: week.counted,
                  })}
            </li>
          ))}
        </ul>
      )}
      <h4>{t('goals:teacher.encourage')}</h4>
      {needEncouragement.length === 0 ? (
        <p>{t('goals:teacher.encourageNone')}</p>
      ) : (
        <ul>
          {needEncouragement.map((student) => (
            <li key={student.studentId}>
              {t('goals:teacher.studentDays', { name: nameOf(student.studentId), count: student.days })}
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="ghost"
        aria-label={t('goals:teacher.removeLabel', { title: goal.title })}
        onClick={onRemove}
      >
        {t('goals:teacher.remove')}
      </Button>
    </article>
  );
}

/** 'Ajouter un objectif': the server decides (its French refusal is shown); the form only proposes. */
function GoalForm({
  onSave,
}: {
  onSave: (fields: { title: string; daysPerWeek: number; startsOn: string; endsOn: string }) => Promise<void>;
}) {
  const { t, i18n } = useTranslation(['translation', 'goals']);
  const monday = weekStartOf(dayOf(new Date()));
  const [title, setTitle] = useState('');
  const [daysPerWeek, setDaysPerWeek] = useState('5');
  const [startsOn, setStartsOn] = useState(monday);
  const [endsOn, setEndsOn] = useState(shiftDay(monday, 27));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave({ title, daysPerWeek: Number(daysPerWeek), startsOn, endsOn });
      setTitle('');
    } catch (failure) {
      const fields = Object.values(describeFields(failure, i18n));
      setError(fields.length > 0 ? fields.join(' ') : describeError(failure, i18n));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('goals:teacher.add')}>
      <h3>{t('goals:teacher.add')}</h3>
      <TextField
        label={t('goals:teacher.fields.title')}
        placeholder={t('goals:teacher.fields.titlePlaceholder')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        label={t('goals:teacher.fields.daysPerWeek')}
        type="number"
        min={1}
        max={7}
        value={daysPerWeek}
        onChange={(event) => setDaysPerWeek(event.target.value)}
      />
      <TextField
        label={t('goals:teacher.fields.startsOn')}
        type="date"
        value={startsOn}
        onChange={(event) => setStartsOn(event.target.value)}
      />
      <TextField
        label={t('goals:teacher.fields.endsOn')}
        type="date"
        value={endsOn}
        onChange={(event) => setEndsOn(event.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={saving}>
        {t('goals:teacher.save')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Group, GroupGoal } from '@crescendo/contracts';
import { dayOf, shiftDay, weekStartOf } from '@crescendo/domain';
import { Alert, Button, TextField, toast } from '@crescendo/ui';
import { groupGoalsApi, type GroupGoalsApi } from './goals-api.js';
import {
  Encouragement,
  MotivationSection,
  useListChange,
  useServerDecidedForm,
  useStudentNames,
  WeeklyShares,
} from './motivation-parts.js';

const goalsKey = (groupId: string) => ['reports', 'goals', 'group', groupId];

/**
 * 'Objectifs de l'ensemble' of a group (issue 29 §4), for its teachers: its goals with the share of students
 * who reached them each week, who needs encouragement this week, and 'Ajouter un objectif'. Nothing shows
 * while the school's (or group's) gamification policy is off.
 */
export function GroupGoalsPanel({ group, api = groupGoalsApi }: { group: Group; api?: GroupGoalsApi }) {
  const { t } = useTranslation(['translation', 'goals']);
  const client = useQueryClient();
  const goals = useQuery({ queryKey: goalsKey(group.id), queryFn: () => api.list(group.id), retry: false });
  const toEncourage = [
    ...new Set((goals.data?.goals ?? []).flatMap((goal) => goal.needEncouragement.map((s) => s.studentId))),
  ].sort();
  const nameOf = useStudentNames('goal-names', toEncourage, api.names);
  const remove = useListChange(
    goalsKey(group.id),
    (goalId) => api.remove(goalId),
    t('goals:teacher.removed'),
  );

  return (
    <MotivationSection id={`goals-${group.id}`} title={t('goals:teacher.title')} query={goals}>
      {(data) => (
        <>
          <p>{t('goals:teacher.sectionNote')}</p>
          {data.goals.length === 0 && <p>{t('goals:teacher.none')}</p>}
          {data.goals.map((goal) => (
            <GoalCard
              key={goal.goal.id}
              goal={goal}
              nameOf={nameOf}
              onRemove={() => remove.mutate(goal.goal.id)}
            />
          ))}
          <GoalForm
            onSave={async (fields) => {
              await api.create(group.id, fields);
              toast.success(t('goals:teacher.saved'));
              void client.invalidateQueries({ queryKey: goalsKey(group.id) });
            }}
          />
        </>
      )}
    </MotivationSection>
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
      <WeeklyShares weeks={weeks} label={t('goals:teacher.weeksLabel', { title: goal.title })} />
      <Encouragement students={needEncouragement} nameOf={nameOf} />
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
  const { t } = useTranslation(['translation', 'goals']);
  const monday = weekStartOf(dayOf(new Date()));
  const [title, setTitle] = useState('');
  const [daysPerWeek, setDaysPerWeek] = useState('5');
  const [startsOn, setStartsOn] = useState(monday);
  const [endsOn, setEndsOn] = useState(shiftDay(monday, 27));
  const { error, saving, submit } = useServerDecidedForm(onSave, () => setTitle(''));
  return (
    <form
      onSubmit={(event) => void submit(event, { title, daysPerWeek: Number(daysPerWeek), startsOn, endsOn })}
      aria-label={t('goals:teacher.add')}
    >
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

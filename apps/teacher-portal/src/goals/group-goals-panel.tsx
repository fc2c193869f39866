import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoalSectionInput, Group, GroupGoal } from '@crescendo/contracts';
import { dayOf, instrumentFamilies, shiftDay, weekStartOf, type InstrumentFamily } from '@crescendo/domain';
import { Alert, Button, TextField, toast } from '@crescendo/ui';
import { groupGoalsApi, type GoalFields, type GroupGoalsApi } from './goals-api.js';
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

/** A section's name: its family's ('Bois'), or the instrument as written ('Flûte'). */
export function useSectionName() {
  const { t } = useTranslation(['goals']);
  return (section: GoalSectionInput) =>
    section.kind === 'family' ? t(`goals:teacher.families.${section.family}`) : section.instrument;
}

function GoalCard({
  goal: { goal, weeks, sections, needEncouragement },
  nameOf,
  onRemove,
}: {
  goal: GroupGoal;
  nameOf: (studentId: string) => string;
  onRemove: () => void;
}) {
  const { t } = useTranslation(['translation', 'goals']);
  const sectionName = useSectionName();
  return (
    <article className="tp-goals__goal" aria-label={goal.title}>
      <h3>
        {goal.title} — {t('goals:teacher.target', { count: goal.daysPerWeek })}
      </h3>
      <p>{t('goals:teacher.period', { from: goal.startsOn, to: goal.endsOn })}</p>
      <WeeklyShares weeks={weeks} label={t('goals:teacher.weeksLabel', { title: goal.title })} />
      {sections.length > 0 && (
        // Each section's current week beside the others': light competition between sections, no student ranked.
        <ul
          className="tp-goals__sections"
          aria-label={t('goals:teacher.sectionsLabel', { title: goal.title })}
        >
          {sections.map(({ section, weeks: sectionWeeks }) => {
            const week = sectionWeeks.at(-1);
            return (
              <li key={sectionName(section)}>
                {t('goals:teacher.sectionWeek', {
                  section: sectionName(section),
                  share:
                    !week || week.percent === null
                      ? t('goals:teacher.shareNone')
                      : t('goals:teacher.share', {
                          percent: week.percent,
                          reached: week.reached,
                          counted: week.counted,
                        }),
                })}
              </li>
            );
          })}
        </ul>
      )}
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
function GoalForm({ onSave }: { onSave: (fields: GoalFields) => Promise<void> }) {
  const { t } = useTranslation(['translation', 'goals']);
  const monday = weekStartOf(dayOf(new Date()));
  const [title, setTitle] = useState('');
  const [daysPerWeek, setDaysPerWeek] = useState('5');
  const [startsOn, setStartsOn] = useState(monday);
  const [endsOn, setEndsOn] = useState(shiftDay(monday, 27));
  const [families, setFamilies] = useState<InstrumentFamily[]>([]);
  const [instrument, setInstrument] = useState('');
  const { error, saving, submit } = useServerDecidedForm(onSave, () => {
    setTitle('');
    setFamilies([]);
    setInstrument('');
  });
  const sections: GoalSectionInput[] = [
    ...families.map((family) => ({ kind: 'family' as const, family })),
    ...(instrument.trim() ? [{ kind: 'instrument' as const, instrument: instrument.trim() }] : []),
  ];
  return (
    <form
      onSubmit={(event) =>
        void submit(event, { title, daysPerWeek: Number(daysPerWeek), startsOn, endsOn, sections })
      }
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
      <fieldset className="tp-goals__section-choice">
        <legend>{t('goals:teacher.fields.sections')}</legend>
        {instrumentFamilies.map((family) => (
          <label key={family}>
            <input
              type="checkbox"
              checked={families.includes(family)}
              onChange={(event) =>
                setFamilies((chosen) =>
                  event.target.checked ? [...chosen, family] : chosen.filter((one) => one !== family),
                )
              }
            />{' '}
            {t(`goals:teacher.families.${family}`)}
          </label>
        ))}
        <TextField
          label={t('goals:teacher.fields.instrument')}
          placeholder={t('goals:teacher.fields.instrumentPlaceholder')}
          value={instrument}
          onChange={(event) => setInstrument(event.target.value)}
        />
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={saving}>
        {t('goals:teacher.save')}
      </Button>
    </form>
  );
}

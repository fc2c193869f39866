import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Group, GroupSprint, SprintEvent } from '@crescendo/contracts';
import { Alert, Button, SelectField, TextField, toast } from '@crescendo/ui';
import { motivationApi, type MotivationApi, type SprintFields } from './motivation-api.js';
import {
  Encouragement,
  MotivationSection,
  useListChange,
  useServerDecidedForm,
  useStudentNames,
  WeeklyShares,
} from './motivation-parts.js';

const sprintsKey = (groupId: string) => ['reports', 'sprints', 'group', groupId];

/**
 * 'Défis de concert' of a group (issue 29 §4), for its teachers: each sprint (four weeks ending on one of the
 * group's events), its weeks' shares, who needs encouragement this week, 'Terminer le défi', and 'Lancer un
 * défi' on an event the planning shows. Nothing shows while the gamification policy is off.
 */
export function GroupSprintsPanel({ group, api = motivationApi }: { group: Group; api?: MotivationApi }) {
  const { t } = useTranslation(['translation', 'goals']);
  const client = useQueryClient();
  const sprints = useQuery({
    queryKey: sprintsKey(group.id),
    queryFn: () => api.sprints(group.id),
    retry: false,
  });
  const toEncourage = [
    ...new Set((sprints.data?.sprints ?? []).flatMap((s) => s.needEncouragement.map((n) => n.studentId))),
  ].sort();
  const nameOf = useStudentNames('sprint-names', toEncourage, api.names);
  const end = useListChange(
    sprintsKey(group.id),
    (sprintId) => api.endSprint(sprintId),
    t('goals:sprints.ended'),
  );

  return (
    <MotivationSection id={`sprints-${group.id}`} title={t('goals:sprints.title')} query={sprints}>
      {(data) => (
        <>
          <p>{t('goals:sprints.note')}</p>
          {data.sprints.length === 0 && <p>{t('goals:sprints.none')}</p>}
          {data.sprints.map((sprint) => (
            <SprintCard
              key={sprint.sprint.id}
              sprint={sprint}
              nameOf={nameOf}
              onEnd={() => end.mutate(sprint.sprint.id)}
            />
          ))}
          <SprintForm
            groupId={group.id}
            api={api}
            onSave={async (fields) => {
              await api.startSprint(group.id, fields);
              toast.success(t('goals:sprints.saved'));
              void client.invalidateQueries({ queryKey: sprintsKey(group.id) });
            }}
          />
        </>
      )}
    </MotivationSection>
  );
}

function SprintCard({
  sprint: { sprint, weeks, needEncouragement },
  nameOf,
  onEnd,
}: {
  sprint: GroupSprint;
  nameOf: (studentId: string) => string;
  onEnd: () => void;
}) {
  const { t } = useTranslation(['translation', 'goals']);
  return (
    <article className="tp-goals__goal" aria-label={sprint.title}>
      <h3>
        {sprint.title} — {t('goals:teacher.target', { count: sprint.daysPerWeek })}
      </h3>
      <p>{t('goals:sprints.endsWith', { event: sprint.eventTitle, day: sprint.endsOn })}</p>
      <p>{t('goals:teacher.period', { from: sprint.startsOn, to: sprint.endsOn })}</p>
      {sprint.endedOn && <p>{t('goals:sprints.endedOn', { day: sprint.endedOn })}</p>}
      <WeeklyShares weeks={weeks} label={t('goals:sprints.weeksLabel', { title: sprint.title })} />
      {!sprint.endedOn && (
        <>
          <Encouragement students={needEncouragement} nameOf={nameOf} />
          <Button
            variant="ghost"
            aria-label={t('goals:sprints.endLabel', { title: sprint.title })}
            onClick={onEnd}
          >
            {t('goals:sprints.end')}
          </Button>
        </>
      )}
    </article>
  );
}

/** 'Lancer un défi': the group's events as the planning shows them; the server decides. */
function SprintForm({
  groupId,
  api,
  onSave,
}: {
  groupId: string;
  api: MotivationApi;
  onSave: (fields: SprintFields) => Promise<void>;
}) {
  const { t } = useTranslation(['translation', 'goals']);
  const events = useQuery({
    queryKey: ['reports', 'sprints', 'events', groupId],
    queryFn: () => api.events(groupId),
    retry: false,
  });
  const [title, setTitle] = useState('');
  const [occurrenceId, setOccurrenceId] = useState('');
  const [daysPerWeek, setDaysPerWeek] = useState('4');
  const { error, saving, submit } = useServerDecidedForm(onSave, () => setTitle(''));
  const list: SprintEvent[] = events.data?.events ?? [];
  return (
    <form
      onSubmit={(event) => void submit(event, { title, occurrenceId, daysPerWeek: Number(daysPerWeek) })}
      aria-label={t('goals:sprints.add')}
    >
      <h3>{t('goals:sprints.add')}</h3>
      <TextField
        label={t('goals:sprints.fields.title')}
        placeholder={t('goals:sprints.fields.titlePlaceholder')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      {events.isSuccess && list.length === 0 ? (
        <p>{t('goals:sprints.fields.noEvent')}</p>
      ) : (
        <SelectField
          label={t('goals:sprints.fields.event')}
          placeholder="—"
          value={occurrenceId}
          onChange={(event) => setOccurrenceId(event.target.value)}
          options={list.map((candidate) => ({
            value: candidate.occurrenceId,
            label: t('goals:sprints.eventOption', { title: candidate.title, day: candidate.day }),
          }))}
        />
      )}
      <TextField
        label={t('goals:sprints.fields.daysPerWeek')}
        type="number"
        min={1}
        max={7}
        value={daysPerWeek}
        onChange={(event) => setDaysPerWeek(event.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={saving}>
        {t('goals:sprints.save')}
      </Button>
    </form>
  );
}

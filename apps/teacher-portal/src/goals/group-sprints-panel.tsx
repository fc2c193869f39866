import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Group, GroupSprint, SprintEvent } from '@crescendo/contracts';
import { describeError, describeFields } from '@crescendo/i18n/server-errors';
import { Alert, Button, SelectField, Spinner, TextField, toast } from '@crescendo/ui';
import { isForbidden, motivationApi, type MotivationApi, type SprintFields } from './motivation-api.js';

const sprintsKey = (groupId: string) => ['reports', 'sprints', 'group', groupId];

/**
 * 'Défis de concert' of a group (issue 29 §4), for its teachers: each sprint (four weeks ending on one of the
 * group's events), its weeks' shares, who needs encouragement this week, 'Terminer le défi', and 'Lancer un
 * défi' on an event the planning shows. Nothing shows while the gamification policy is off.
 */
export function GroupSprintsPanel({ group, api = motivationApi }: { group: Group; api?: MotivationApi }) {
  const { t, i18n } = useTranslation(['translation', 'goals']);
  const client = useQueryClient();
  const sprints = useQuery({
    queryKey: sprintsKey(group.id),
    queryFn: () => api.sprints(group.id),
    retry: false,
  });
  const toEncourage = [
    ...new Set((sprints.data?.sprints ?? []).flatMap((s) => s.needEncouragement.map((n) => n.studentId))),
  ].sort();
  const names = useQuery({
    queryKey: ['profiles', 'sprint-names', toEncourage],
    queryFn: () => api.names(toEncourage),
    enabled: toEncourage.length > 0,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: sprintsKey(group.id) });
  const end = useMutation({
    mutationFn: (sprintId: string) => api.endSprint(sprintId),
    onSuccess: () => {
      toast.success(t('goals:sprints.ended'));
      refresh();
    },
    onError: (error) => toast.error(describeError(error, i18n)),
  });

  if (sprints.isError && isForbidden(sprints.error)) return null;
  return (
    <section aria-labelledby={`sprints-${group.id}`} className="tp-goals">
      <h2 id={`sprints-${group.id}`}>{t('goals:sprints.title')}</h2>
      {sprints.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : sprints.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        <>
          <p>{t('goals:sprints.note')}</p>
          {sprints.data.sprints.length === 0 && <p>{t('goals:sprints.none')}</p>}
          {sprints.data.sprints.map((sprint) => (
            <SprintCard
              key={sprint.sprint.id}
              sprint={sprint}
              nameOf={(id) => names.data?.get(id) ?? t('goals:teacher.unknownStudent')}
              onEnd={() => end.mutate(sprint.sprint.id)}
            />
          ))}
          <SprintForm
            groupId={group.id}
            api={api}
            onSave={async (fields) => {
              await api.startSprint(group.id, fields);
              toast.success(t('goals:sprints.saved'));
              refresh();
            }}
          />
        </>
      )}
    </section>
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
      {weeks.length > 0 && (
        <ul aria-label={t('goals:sprints.weeksLabel', { title: sprint.title })}>
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
      {!sprint.endedOn && (
        <>
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
  const { t, i18n } = useTranslation(['translation', 'goals']);
  const events = useQuery({
    queryKey: ['reports', 'sprints', 'events', groupId],
    queryFn: () => api.events(groupId),
    retry: false,
  });
  const [title, setTitle] = useState('');
  const [occurrenceId, setOccurrenceId] = useState('');
  const [daysPerWeek, setDaysPerWeek] = useState('4');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const list: SprintEvent[] = events.data?.events ?? [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave({ title, occurrenceId, daysPerWeek: Number(daysPerWeek) });
      setTitle('');
    } catch (failure) {
      const fields = Object.values(describeFields(failure, i18n));
      setError(fields.length > 0 ? fields.join(' ') : describeError(failure, i18n));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('goals:sprints.add')}>
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

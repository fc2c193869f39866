import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GroupGoal } from '@crescendo/contracts';
import { describeError, describeFields } from '@crescendo/i18n/server-errors';
import { Alert, Spinner, toast } from '@crescendo/ui';

/**
 * What a group's three motivation panels (issue 29 §4: 'Objectifs de l'ensemble', 'Défis de concert', 'Badges')
 * share: their frame, hidden while the gamification policy is off; the students' names; a removal with its
 * toasts; a week's share of students; who needs encouragement; a form whose refusal the server words.
 */

/** A refusal because the gamification policy is off (or the group is not mine): the panel shows nothing. */
export const isForbidden = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'FORBIDDEN';

/** The panel's section under its heading: a spinner, then its content, or nothing while the policy is off. */
export function MotivationSection<T>({
  id,
  title,
  query,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError && isForbidden(query.error)) return null;
  return (
    <section aria-labelledby={id} className="tp-goals">
      <h2 id={id}>{title}</h2>
      {query.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : query.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        children(query.data)
      )}
    </section>
  );
}

/** The students' names (the profiles'), a placeholder for one not found. */
export function useStudentNames(
  purpose: string,
  studentIds: string[],
  names: (userIds: string[]) => Promise<Map<string, string>>,
): (studentId: string) => string {
  const { t } = useTranslation(['goals']);
  const found = useQuery({
    queryKey: ['profiles', purpose, studentIds],
    queryFn: () => names(studentIds),
    enabled: studentIds.length > 0,
  });
  return (studentId) => found.data?.get(studentId) ?? t('goals:teacher.unknownStudent');
}

/** A removal ('Retirer', 'Terminer le défi'): its toast, then the panel's list read again. */
export function useListChange(listKey: unknown[], change: (id: string) => Promise<unknown>, done: string) {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      toast.success(done);
      void client.invalidateQueries({ queryKey: listKey });
    },
    onError: (error) => toast.error(describeError(error, i18n)),
  });
}

/** Each week's share of students who reached the target. */
export function WeeklyShares({ weeks, label }: { weeks: GroupGoal['weeks']; label: string }) {
  const { t } = useTranslation(['goals']);
  if (weeks.length === 0) return null;
  return (
    <ul aria-label={label}>
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
  );
}

/** 'À encourager cette semaine': the students short of the target, with their days. */
export function Encouragement({
  students,
  nameOf,
}: {
  students: GroupGoal['needEncouragement'];
  nameOf: (studentId: string) => string;
}) {
  const { t } = useTranslation(['goals']);
  return (
    <>
      <h4>{t('goals:teacher.encourage')}</h4>
      {students.length === 0 ? (
        <p>{t('goals:teacher.encourageNone')}</p>
      ) : (
        <ul>
          {students.map((student) => (
            <li key={student.studentId}>
              {t('goals:teacher.studentDays', { name: nameOf(student.studentId), count: student.days })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * A panel's form: the server decides, its French refusal (each field's, or the whole one) shown above the
 * button; `saved` runs once it accepted (to clear the fields).
 */
export function useServerDecidedForm<F>(onSave: (fields: F) => Promise<void>, saved: () => void) {
  const { i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent, fields: F) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave(fields);
      saved();
    } catch (failure) {
      const refused = Object.values(describeFields(failure, i18n));
      setError(refused.length > 0 ? refused.join(' ') : describeError(failure, i18n));
    } finally {
      setSaving(false);
    }
  };
  return { error, saving, submit };
}

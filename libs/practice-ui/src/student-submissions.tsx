import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAssignmentRoute, type Assignment } from '@crescendo/contracts';
import { Spinner } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';
import { SubmissionCard } from './submission-card.js';

export interface StudentSubmissionsProps {
  studentId: string;
  studentName: string;
  /** The group's assignments given to this student. */
  assignments: readonly Assignment[];
  onGrade: (submissionId: string, grade: number, feedback: string | null) => Promise<unknown>;
}

/** One student's submissions to the group's assignments, each with its grade and the grading form. */
export function StudentSubmissions({
  studentId,
  studentName,
  assignments,
  onGrade,
}: StudentSubmissionsProps) {
  const { t } = useTranslation(['translation', 'practiceTeacher']);
  const mine = assignments.filter((assignment) => assignment.studentIds.includes(studentId));
  const details = useQueries({
    queries: mine.map((assignment) => ({
      // Under the practice key: read again after a grade. Only this student's submission is asked.
      queryKey: ['practice', 'assignment', assignment.id, studentId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callRoute(getAssignmentRoute, {
          params: { assignmentId: assignment.id },
          query: { studentId },
          signal,
        }),
    })),
  });
  if (details.some((query) => query.isPending)) return <Spinner label={t('app.loadingShort')} />;
  const submissions = details.flatMap((query) =>
    (query.data?.submissions ?? []).map((submission) => ({
      submission,
      title: query.data!.assignment.title,
    })),
  );
  return (
    <section
      className="pu-section"
      aria-label={t('practiceTeacher:followUp.submissions', { name: studentName })}
    >
      <h3 className="pu-section__title">
        {t('practiceTeacher:followUp.submissions', { name: studentName })}
      </h3>
      {submissions.length === 0 ? (
        <p>{t('practiceTeacher:followUp.noSubmissions')}</p>
      ) : (
        <ul className="pu-submissions">
          {submissions.map(({ submission, title }) => (
            <SubmissionCard
              key={submission.id}
              submission={submission}
              heading={title}
              studentName={studentName}
              onGrade={(grade, feedback) => onGrade(submission.id, grade, feedback)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

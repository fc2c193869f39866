import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Submission } from '@crescendo/contracts';
import { formatDate, formatDateTime } from '@crescendo/i18n';
import { Button } from '@crescendo/ui';
import { GradeForm } from './grade-form.js';
import { useLanguage } from '@crescendo/web-kit';
import { RecordingsPanel } from '@crescendo/web-kit/recordings';

export interface SubmissionCardProps {
  submission: Submission;
  /** The heading: the student's name (an assignment's details) or the assignment's title (a student's). */
  heading: string;
  studentName: string;
  onGrade: (grade: number, feedback: string | null) => Promise<unknown>;
}

/** One submission: what the student reported, late or not, its grade and comment, and the grading form. */
export function SubmissionCard({ submission, heading, studentName, onGrade }: SubmissionCardProps) {
  const { t } = useTranslation('practiceTeacher');
  const lang = useLanguage();
  const [grading, setGrading] = useState(false);
  const grade = submission.grade;
  return (
    <li className="pu-submission" aria-label={heading}>
      <h4>{heading}</h4>
      {submission.late && <p className="pu-late">{t('details.lateMark')}</p>}
      <dl className="pu-facts">
        <dt>{t('details.submittedAt')}</dt>
        <dd>{formatDateTime(submission.submittedAt, lang)}</dd>
        <dt>{t('details.practiceDate')}</dt>
        <dd>{formatDate(`${submission.practiceDate}T12:00:00Z`, lang)}</dd>
        <dt>{t('details.duration')}</dt>
        <dd>{t('followUp.minutes', { count: submission.duration })}</dd>
        <dt>{t('details.location')}</dt>
        <dd>{t(`locations.${submission.location}`)}</dd>
        <dt>{t('details.content')}</dt>
        <dd>{submission.content}</dd>
        <dt>{t('details.nextGoals')}</dt>
        <dd>{submission.nextGoals}</dd>
        <dt>{t('details.grade')}</dt>
        <dd data-testid="grade">
          {grade !== null ? t('details.gradeValue', { grade }) : t('details.notGraded')}
        </dd>
        {submission.feedback && (
          <>
            <dt>{t('details.feedback')}</dt>
            <dd>{submission.feedback}</dd>
          </>
        )}
      </dl>
      {/* The student's recordings of it (issue 29 §2): listen, comment a moment, keep as evidence. */}
      <RecordingsPanel target={{ submissionId: submission.id }} as="teacher" />
      {grading ? (
        <GradeForm
          submission={submission}
          studentName={studentName}
          onGrade={onGrade}
          onDone={() => setGrading(false)}
        />
      ) : (
        <Button
          variant="secondary"
          aria-label={`${t(grade !== null ? 'grade.edit' : 'grade.open')} — ${studentName}`}
          onClick={() => setGrading(true)}
        >
          {t(grade !== null ? 'grade.edit' : 'grade.open')}
        </Button>
      )}
    </li>
  );
}

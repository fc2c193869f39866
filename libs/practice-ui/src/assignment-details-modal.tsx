import { useTranslation } from 'react-i18next';
import type { Assignment, Group } from '@crescendo/contracts';
import { formatDateTime } from '@crescendo/i18n';
import { Alert, Modal, Spinner } from '@crescendo/ui';
import { AssignmentStatus } from './assignment-list.js';
import { useAssignmentDetail } from './practice-api.js';
import { profilesById, studentName } from './student-names.js';
import { SubmissionCard } from './submission-card.js';
import { LoadMoreButton, useLanguage, useProfiles } from '@crescendo/web-kit';

export interface AssignmentDetailsModalProps {
  assignment: Assignment;
  group: Group | undefined;
  now: Date;
  onGrade: (submissionId: string, grade: number, feedback: string | null) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The practice detail modal: the assignment, then its submissions a page at a time ('Charger plus'), and
 * once every page is there, the students who have not submitted.
 */
export function AssignmentDetailsModal({
  assignment,
  group,
  now,
  onGrade,
  onClose,
}: AssignmentDetailsModalProps) {
  const { t } = useTranslation(['translation', 'practiceTeacher']);
  const lang = useLanguage();
  const detail = useAssignmentDetail(assignment.id);
  const profiles = profilesById(useProfiles(assignment.studentIds).data?.profiles);
  const name = (id: string) => studentName(profiles.get(id), t('empty.unknownUser'));
  const submissions = detail.data?.submissions ?? [];
  const handedIn = new Set(submissions.map((submission) => submission.studentId));
  // Who has not submitted is known once the last page is there.
  const waiting = detail.hasNextPage ? [] : assignment.studentIds.filter((id) => !handedIn.has(id));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={assignment.title}
      cancelLabel={t('common.close')}
    >
      <AssignmentStatus assignment={assignment} now={now} />
      <dl className="pu-facts">
        <dt>{t('practiceTeacher:details.group')}</dt>
        <dd>{group?.name ?? ''}</dd>
        <dt>{t('practiceTeacher:details.due')}</dt>
        <dd>{formatDateTime(assignment.dueAt, lang)}</dd>
        <dt>{t('practiceTeacher:details.audience')}</dt>
        <dd>
          {assignment.wholeGroup
            ? t('practiceTeacher:details.wholeGroup')
            : t('practiceTeacher:details.someStudents', { count: assignment.studentIds.length })}
        </dd>
        <dt>{t('practiceTeacher:details.classroom')}</dt>
        <dd>
          {t(
            assignment.sendToClassroom
              ? 'practiceTeacher:details.classroomOn'
              : 'practiceTeacher:details.classroomOff',
          )}
        </dd>
        <dt>{t('practiceTeacher:details.description')}</dt>
        <dd>{assignment.description}</dd>
      </dl>
      <h3 className="pu-section__title">{t('practiceTeacher:details.submissions')}</h3>
      {detail.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : detail.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : (
        <>
          {submissions.length === 0 && <p>{t('practiceTeacher:details.noSubmissions')}</p>}
          <ul className="pu-submissions">
            {submissions.map((submission) => (
              <SubmissionCard
                key={submission.id}
                submission={submission}
                heading={name(submission.studentId)}
                studentName={name(submission.studentId)}
                onGrade={(grade, feedback) => onGrade(submission.id, grade, feedback)}
              />
            ))}
          </ul>
          <LoadMoreButton
            pages={detail}
            label={t('practiceTeacher:details.loadMore')}
            busyLabel={t('app.loadingShort')}
          />
          {waiting.length > 0 && (
            <>
              <h4>{t('practiceTeacher:details.notSubmitted')}</h4>
              <ul>
                {waiting.map((id) => (
                  <li key={id}>{name(id)}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Modal>
  );
}

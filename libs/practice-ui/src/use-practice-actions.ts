import { useTranslation } from 'react-i18next';
import type { CreateAssignmentInput } from '@crescendo/contracts';
import { toast } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { usePracticeMutations } from './practice-api.js';

/** The changes with their toasts (spec §8); each promise rejects after its error toast, for the form to react. */
export function usePracticeActions() {
  const { t } = useTranslation(['translation', 'practiceTeacher']);
  const mutations = usePracticeMutations();
  return {
    create: (input: CreateAssignmentInput) =>
      withToasts(mutations.create.mutateAsync(input), t('success.homeworkAdded'), t('errors.homeworkAdd')),
    remove: (assignmentId: string) =>
      withToasts(
        mutations.remove.mutateAsync(assignmentId),
        t('success.homeworkDeleted'),
        t('practiceTeacher:delete.failed'),
      ).catch(() => undefined),
    grade: (submissionId: string, grade: number, feedback: string | null) =>
      withToasts(
        mutations.grade.mutateAsync({ submissionId, grade, feedback }),
        t('practiceTeacher:grade.saved'),
        t('errors.update'),
      ),
    /** Its error is the form's to show (with 'Le devoir a été sauvegardé localement.'), not a toast. */
    pushToClassroom: (assignmentId: string) =>
      mutations.pushToClassroom.mutateAsync(assignmentId).then((pushed) => {
        toast.success(t('practiceTeacher:form.classroom.sent'));
        return pushed;
      }),
    dismissFlags: (reportId: string) =>
      withToasts(
        mutations.dismissFlags.mutateAsync(reportId),
        t('practiceTeacher:flags.dismissed'),
        t('errors.update'),
      ).catch(() => undefined),
  };
}

export type PracticeActions = ReturnType<typeof usePracticeActions>;

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { listBoardSchoolTeachersRoute, type BoardSchool } from '@crescendo/contracts';
import { SelectField } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';

const chosen = (message: string) => z.string().refine((value) => value !== '', { message });

export interface MoveTeacherDialogProps {
  school: Pick<BoardSchool, 'id' | 'name'>;
  /** The board's other schools. */
  schools: readonly Pick<BoardSchool, 'id' | 'name'>[];
  /** Resolves once moved; rejects with the server's error (its toast already shown). */
  onMove: (move: { userId: string; toSchoolId: string }) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Déplacer un enseignant': one of the school's teachers (its first 100 by e-mail) and the school of the board
 * they go to; the explanation says what happens to their groups (they stay with the school).
 */
export function MoveTeacherDialog({ school, schools, onMove, onClose }: MoveTeacherDialogProps) {
  const { t } = useTranslation(['translation', 'board']);
  const teachers = useQuery({
    queryKey: ['board', 'teachers', school.id],
    queryFn: ({ signal }) =>
      callRoute(listBoardSchoolTeachersRoute, {
        params: { schoolId: school.id },
        query: { limit: 100 },
        signal,
      }),
  });
  const dialog = useFormDialog({
    // Its own words (a custom issue): 'Choisissez un enseignant', 'Choisissez une école'.
    schema: z.object({
      userId: chosen(t('board:move.chooseTeacher')),
      toSchoolId: chosen(t('board:move.chooseSchool')),
    }),
    defaultValues: { userId: '', toSchoolId: '' },
    onSubmit: onMove,
    onSent: onClose,
  });
  const options = (teachers.data?.teachers ?? []).map((teacher) => ({
    value: teacher.userId,
    label: `${teacher.firstName} ${teacher.lastName} (${teacher.email})`.trim(),
  }));
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={t('board:move.title', { school: school.name })}
      confirmLabel={t('board:move.confirm')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
      confirmDisabled={options.length === 0}
      className="board-form"
    >
      <p className="board-form__explanation">{t('board:move.explanation')}</p>
      {teachers.isSuccess && options.length === 0 ? (
        <p className="board-none">{t('board:move.noTeacher')}</p>
      ) : (
        <SelectField
          label={t('board:move.teacher')}
          placeholder={t('board:move.chooseTeacher')}
          required
          options={options}
          {...dialog.field('userId')}
        />
      )}
      <SelectField
        label={t('board:move.to')}
        placeholder={t('board:move.chooseSchool')}
        required
        options={schools
          .filter((other) => other.id !== school.id)
          .map((other) => ({ value: other.id, label: other.name }))}
        {...dialog.field('toSchoolId')}
      />
    </FormDialog>
  );
}

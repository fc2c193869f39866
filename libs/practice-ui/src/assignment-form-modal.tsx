import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assignmentDescriptionMax,
  assignmentTitleMax,
  type CreateAssignmentInput,
  type Group,
} from '@crescendo/contracts';
import { SelectField, TextAreaField, TextField } from '@crescendo/ui';
import { ApiError } from '@crescendo/web-auth';
import { describeError } from '@crescendo/i18n/server-errors';
import { FormDialog, useFormDialog, useProfiles } from '@crescendo/web-kit';
import { assignmentDraftSchema, emptyDraft, type DraftField } from './assignment-draft.js';

import { profilesById } from './student-names.js';
import { StudentPicker } from './student-picker.js';

const errorKey = {
  title: 'practiceTeacher:form.errors.title',
  description: 'practiceTeacher:form.errors.description',
  groupId: 'practiceTeacher:form.errors.group',
  due: 'practiceTeacher:form.errors.due',
  studentIds: 'practiceTeacher:form.errors.students',
} as const satisfies Record<DraftField, string>;

export interface AssignmentFormModalProps {
  groups: readonly Group[];
  /** The group chosen in the sidebar, if any. */
  initialGroupId: string | null;
  /** Resolves once created; rejects with the server's error (its toast already shown). */
  onCreate: (input: CreateAssignmentInput) => Promise<{ id: string }>;
  /** 'Envoyer vers Google Classroom' of the saved assignment; rejects with the server's error. */
  onPush?: (assignmentId: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Spec §4, §9: 'Envoyer vers Google Classroom' is on by default, for a group linked to a course; a group
 * without one has nothing to send to (issue 32 §6: every such send ended in an error state).
 */
const classroomLinked = (group: Group | undefined) => !group || Boolean(group.externalId);

/** Spec §4: the send to Google Classroom's states. */
export type ClassroomSendStatus = 'idle' | 'sending' | 'success' | 'error';

/**
 * 'Nouveau Devoir' (spec §4, §5): checked with the contract the server applies, each refusal said under its
 * input; closes once the assignment is created (and sent to Google Classroom when asked); opened again, it
 * starts empty. A send Google refused leaves the assignment saved: the form says so and only closes.
 */
export function AssignmentFormModal({
  groups,
  initialGroupId,
  onCreate,
  onPush,
  onClose,
}: AssignmentFormModalProps) {
  const { t, i18n } = useTranslation(['translation', 'practiceTeacher']);
  const [classroom, setClassroom] = useState<ClassroomSendStatus>('idle');
  const [classroomError, setClassroomError] = useState<string | null>(null);
  const schema = useMemo(() => assignmentDraftSchema((field) => i18n.t(errorKey[field])), [i18n]);
  const dialog = useFormDialog({
    schema,
    defaultValues: {
      ...emptyDraft(initialGroupId ?? ''),
      sendToClassroom: classroomLinked(groups.find((candidate) => candidate.id === initialGroupId)),
    },
    onSubmit: async (input) => {
      let created: { id: string };
      try {
        created = await onCreate(input);
      } catch (error) {
        // The server's own words for a field it refused (a student who left the group meanwhile), under it;
        // else the spec's generic message, kept in the form with what was typed.
        if (error instanceof ApiError && error.fields) throw error;
        dialog.form.setError('root.server', {
          type: 'server',
          message: t('practiceTeacher:form.saveFailed'),
        });
        return;
      }
      if (!input.sendToClassroom || !onPush) return onClose();
      setClassroom('sending');
      try {
        await onPush(created.id);
        setClassroom('success');
        onClose();
      } catch (error) {
        setClassroom('error');
        setClassroomError(
          `${describeError(error, i18n)} ${t('practiceTeacher:form.classroom.savedLocally')}`,
        );
      }
    },
  });
  const { form } = dialog;
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const [groupId, audience, studentIds] = form.watch(['groupId', 'audience', 'studentIds']);
  const noCourseNoteId = `${useId()}-no-course`;
  const group = groups.find((candidate) => candidate.id === groupId);
  const profiles = profilesById(useProfiles(group?.studentIds ?? []).data?.profiles);
  const groupField = dialog.field('groupId');
  const confirmLabel =
    classroom === 'error'
      ? t('practiceTeacher:form.classroom.close')
      : classroom === 'sending'
        ? t('practiceTeacher:form.classroom.sending')
        : dialog.sending
          ? t('status.sending')
          : t('practiceTeacher:form.submit');

  return (
    <FormDialog
      // Saved already, the send refused: the confirm button only closes (saving again would make a twin).
      dialog={classroom === 'error' ? { ...dialog, submit: () => void onClose() } : dialog}
      onClose={onClose}
      title={t('practiceTeacher:form.title')}
      confirmLabel={confirmLabel}
      cancelLabel={t('common.cancel')}
    >
      <TextField
        label={t('practiceTeacher:form.fields.title')}
        required
        maxLength={assignmentTitleMax}
        {...dialog.field('title')}
      />
      <TextAreaField
        label={t('practiceTeacher:form.fields.description')}
        required
        maxLength={assignmentDescriptionMax}
        {...dialog.field('description')}
      />
      <SelectField
        label={t('practiceTeacher:form.fields.group')}
        required
        placeholder={t('practiceTeacher:form.chooseGroup')}
        options={groups.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        {...groupField}
        onChange={(event) => {
          form.setValue('studentIds', []);
          const next = groups.find((candidate) => candidate.id === event.target.value);
          form.setValue('sendToClassroom', classroomLinked(next));
          return groupField.onChange(event);
        }}
      />
      <TextField
        label={t('practiceTeacher:form.fields.due')}
        type="datetime-local"
        required
        {...dialog.field('due')}
        // The server names the date and the time apart; the form types them in one input.
        error={errors.due?.message ?? errors.dueDate?.message ?? errors.dueTime?.message}
      />
      <fieldset className="pu-fieldset">
        <legend>{t('practiceTeacher:form.audience')}</legend>
        {(['whole', 'some'] as const).map((choice) => (
          <label key={choice} className="pu-check">
            <input type="radio" value={choice} {...form.register('audience')} />
            {t(choice === 'whole' ? 'practiceTeacher:form.wholeGroup' : 'practiceTeacher:form.someStudents')}
          </label>
        ))}
      </fieldset>
      {audience === 'some' && group && (
        <StudentPicker
          studentIds={group.studentIds}
          profiles={profiles}
          chosen={studentIds}
          onChange={(chosen) =>
            form.setValue('studentIds', chosen, { shouldValidate: form.formState.isSubmitted })
          }
          error={errors.studentIds?.message}
        />
      )}
      <label className="pu-check">
        {group && !group.externalId ? (
          // No course to send to: off, and the note under it says why.
          <input type="checkbox" checked={false} disabled readOnly aria-describedby={noCourseNoteId} />
        ) : (
          <input type="checkbox" {...form.register('sendToClassroom')} />
        )}
        {t('practiceTeacher:form.sendToClassroom')}
      </label>
      {group && !group.externalId && (
        <p id={noCourseNoteId} className="pu-note">
          {t('practiceTeacher:form.noClassroomCourse')}
        </p>
      )}
      <p className="pu-note" role="status" data-classroom-send={classroom}>
        {classroom === 'sending' ? t('practiceTeacher:form.classroom.sending') : ''}
      </p>
      {classroomError && (
        <p className="cr-field__error" role="alert">
          {classroomError}
        </p>
      )}
    </FormDialog>
  );
}

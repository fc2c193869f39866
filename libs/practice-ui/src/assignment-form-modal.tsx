import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assignmentDescriptionMax,
  assignmentTitleMax,
  type CreateAssignmentInput,
  type Group,
} from '@crescendo/contracts';
import { Modal, SelectField, TextAreaField, TextField } from '@crescendo/ui';
import { ApiError } from '@crescendo/web-auth';
import { describeError, describeFields } from '@crescendo/i18n/server-errors';
import { draftToInput, emptyDraft, type AssignmentDraft, type DraftField } from './assignment-draft.js';
import { useStudentProfiles } from './practice-api.js';
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

/** Spec §4: the send to Google Classroom's states. */
export type ClassroomSendStatus = 'idle' | 'sending' | 'success' | 'error';

/**
 * 'Nouveau Devoir' (spec §4, §5): closes once the assignment is created (and sent to Google Classroom when
 * asked); opened again, it starts empty. A send Google refused leaves the assignment saved: the form says so
 * and only closes.
 */
export function AssignmentFormModal({
  groups,
  initialGroupId,
  onCreate,
  onPush,
  onClose,
}: AssignmentFormModalProps) {
  const { t, i18n } = useTranslation(['translation', 'practiceTeacher']);
  const [draft, setDraft] = useState<AssignmentDraft>(() => emptyDraft(initialGroupId ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [classroom, setClassroom] = useState<ClassroomSendStatus>('idle');
  const [classroomError, setClassroomError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const group = groups.find((candidate) => candidate.id === draft.groupId);
  const profiles = profilesById(useStudentProfiles(group?.studentIds ?? []).data?.profiles);
  const change = (next: Partial<AssignmentDraft>) => setDraft((current) => ({ ...current, ...next }));

  const submit = async () => {
    if (sending) return;
    // Saved already, the send refused: the confirm button only closes (saving again would make a twin).
    if (classroom === 'error') return onClose();
    const checked = draftToInput(draft);
    if (checked.errors) {
      setErrors(Object.fromEntries(checked.errors.map((field) => [field, t(errorKey[field])])));
      return;
    }
    setErrors({});
    setSaveError(null);
    setSending(true);
    let created: { id: string };
    try {
      created = await onCreate(checked.input);
    } catch (error) {
      // The server's own words for a field it refused (a student who left the group meanwhile); else
      // the spec's generic message, kept in the form with what was typed.
      if (error instanceof ApiError && error.fields) setErrors(describeFields(error, i18n));
      else setSaveError(t('practiceTeacher:form.saveFailed'));
      setSending(false);
      return;
    }
    if (!checked.input.sendToClassroom || !onPush) return onClose();
    setClassroom('sending');
    try {
      await onPush(created.id);
      setClassroom('success');
      onClose();
    } catch (error) {
      setClassroom('error');
      setClassroomError(`${describeError(error, i18n)} ${t('practiceTeacher:form.classroom.savedLocally')}`);
      setSending(false);
    }
  };
  const confirmLabel =
    classroom === 'error'
      ? t('practiceTeacher:form.classroom.close')
      : classroom === 'sending'
        ? t('practiceTeacher:form.classroom.sending')
        : sending
          ? t('status.sending')
          : t('practiceTeacher:form.submit');

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('practiceTeacher:form.title')}
      confirmLabel={confirmLabel}
      confirmDisabled={sending}
      cancelLabel={t('common.cancel')}
      onConfirm={() => void submit()}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('practiceTeacher:form.fields.title')}
          value={draft.title}
          required
          maxLength={assignmentTitleMax}
          error={errors.title}
          onChange={(event) => change({ title: event.target.value })}
        />
        <TextAreaField
          label={t('practiceTeacher:form.fields.description')}
          value={draft.description}
          required
          maxLength={assignmentDescriptionMax}
          error={errors.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <SelectField
          label={t('practiceTeacher:form.fields.group')}
          value={draft.groupId}
          required
          placeholder={t('practiceTeacher:form.chooseGroup')}
          options={groups.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          error={errors.groupId}
          onChange={(event) => change({ groupId: event.target.value, studentIds: [] })}
        />
        <TextField
          label={t('practiceTeacher:form.fields.due')}
          type="datetime-local"
          value={draft.due}
          required
          error={errors.due ?? errors.dueDate ?? errors.dueTime}
          onChange={(event) => change({ due: event.target.value })}
        />
        <fieldset className="pu-fieldset">
          <legend>{t('practiceTeacher:form.audience')}</legend>
          {(['whole', 'some'] as const).map((audience) => (
            <label key={audience} className="pu-check">
              <input
                type="radio"
                name="audience"
                checked={draft.audience === audience}
                onChange={() => change({ audience })}
              />
              {t(
                audience === 'whole'
                  ? 'practiceTeacher:form.wholeGroup'
                  : 'practiceTeacher:form.someStudents',
              )}
            </label>
          ))}
        </fieldset>
        {draft.audience === 'some' && group && (
          <StudentPicker
            studentIds={group.studentIds}
            profiles={profiles}
            chosen={draft.studentIds}
            onChange={(studentIds) => change({ studentIds })}
            error={errors.studentIds}
          />
        )}
        <label className="pu-check">
          <input
            type="checkbox"
            checked={draft.sendToClassroom}
            onChange={(event) => change({ sendToClassroom: event.target.checked })}
          />
          {t('practiceTeacher:form.sendToClassroom')}
        </label>
        {draft.sendToClassroom && group && !group.externalId && (
          <p className="pu-note">{t('practiceTeacher:form.noClassroomCourse')}</p>
        )}
        <p className="pu-note" role="status" data-classroom-send={classroom}>
          {classroom === 'sending' ? t('practiceTeacher:form.classroom.sending') : ''}
        </p>
        {saveError && (
          <p className="cr-field__error" role="alert">
            {saveError}
          </p>
        )}
        {classroomError && (
          <p className="cr-field__error" role="alert">
            {classroomError}
          </p>
        )}
      </form>
    </Modal>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { planningEventTypes, type Group, type PlanningEventInput } from '@crescendo/contracts';
import { SelectField, TextAreaField, TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import { EventConflicts, useEventConflicts, type ConflictsAsker } from './event-conflicts.js';
import {
  emptyEventForm,
  nothingKept,
  teacherEventSchema,
  type EventFormValues,
  type KeptFields,
} from './event-form-schema.js';

export interface EventModalProps {
  /** The groups the teacher teaches: the only choices ('Toute l'école' is never offered to a teacher). */
  groups: readonly Group[];
  /** 'Modifier': the event's id, its values and what the form keeps unseen; none: 'Nouvel événement'. */
  editing?: { eventId: string; values: EventFormValues; kept: KeptFields };
  /** Resolves once saved; rejects with the server's error (its toast already shown). */
  onSave: (event: PlanningEventInput) => Promise<unknown>;
  onClose: () => void;
  /** Asks the planning what the event would collide with (issue 28 §5). */
  askConflicts: ConflictsAsker;
}

/** A teacher's 'Nouvel événement' and 'Modifier': the planning's fields, in the school's time (Toronto). */
export function EventModal({ groups, editing, onSave, onClose, askConflicts }: EventModalProps) {
  const { t } = useTranslation(['translation', 'planning', 'teacherCalendar']);
  const kept = editing?.kept ?? nothingKept;
  const groupRequired = t('teacherCalendar:groupRequired');
  const schema = useMemo(() => teacherEventSchema(groupRequired, kept), [groupRequired, kept]);
  const dialog = useFormDialog({
    schema,
    defaultValues: editing?.values ?? emptyEventForm,
    onSubmit: onSave,
    onSent: onClose,
  });
  // Every change re-renders the form, so the check sees the event as it stands.
  const values: EventFormValues = { ...emptyEventForm, ...dialog.form.watch() };
  const conflicts = useEventConflicts(askConflicts, values, kept, editing?.eventId ?? null);
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={editing ? t('teacherCalendar:editTitle') : t('planning:add')}
      confirmLabel={t('common.save')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
      className="cr-calendar__form"
    >
      <TextField label={t('planning:fields.title')} required {...dialog.field('title')} />
      <SelectField
        label={t('planning:fields.type')}
        required
        placeholder={t('planning:fields.chooseType')}
        options={planningEventTypes.map((value) => ({ value, label: t(`planning:types.${value}`) }))}
        {...dialog.field('type')}
      />
      <SelectField
        label={t('planning:fields.group')}
        required
        placeholder={t('teacherCalendar:chooseGroup')}
        options={groups.map((group) => ({ value: group.id, label: group.name }))}
        {...dialog.field('groupId')}
      />
      <TextField label={t('planning:fields.day')} type="date" required {...dialog.field('day')} />
      <TextField label={t('planning:fields.callTime')} type="time" {...dialog.field('callTime')} />
      <TextField label={t('planning:fields.startTime')} type="time" required {...dialog.field('startTime')} />
      <TextField label={t('planning:fields.endTime')} type="time" required {...dialog.field('endTime')} />
      <TextField label={t('planning:fields.place')} {...dialog.field('place')} />
      <TextField label={t('planning:fields.dressCode')} {...dialog.field('dressCode')} />
      <TextField label={t('planning:fields.bring')} {...dialog.field('bring')} />
      <TextAreaField label={t('planning:fields.description')} {...dialog.field('description')} />
      <TextField
        label={t('planning:fields.repeatUntil')}
        type="date"
        hint={t('planning:fields.repeatUntilHint')}
        {...dialog.field('repeatUntil')}
      />
      <EventConflicts conflicts={conflicts} place={values.place} />
    </FormDialog>
  );
}

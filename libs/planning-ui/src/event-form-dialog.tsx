import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  planningEventTypes,
  type Group,
  type PlanningEventInput,
  type ReservedInstrument,
} from '@crescendo/contracts';
import { SelectField, TextAreaField, TextField } from '@crescendo/ui';
import { FormDialog, useFormDialog } from '@crescendo/web-kit';
import { EventConflicts, useEventConflicts, type ConflictsAsker } from './event-conflicts.js';
import { EquipmentField, type EquipmentApi } from './event-equipment.js';
import {
  emptyEventForm,
  eventFormContract,
  nothingKept,
  type EventFormValues,
  type KeptFields,
} from './event-form.js';

const css = `
.cr-event-conflicts { margin: 0; padding: var(--cr-space-2) var(--cr-space-3); border-left: 3px solid var(--cr-color-danger); background: var(--cr-color-surface); }
.cr-event-conflicts p { margin: 0 0 var(--cr-space-1); }
.cr-event-form__trip { margin: 0; padding: var(--cr-space-2); border: 1px solid var(--cr-color-border); display: flex; flex-direction: column; gap: var(--cr-space-2); min-width: 0; }
.cr-event-form__trip legend { font-weight: 600; padding: 0 var(--cr-space-1); }
.cr-event-form__equipment { margin: 0; padding: var(--cr-space-2); border: 1px solid var(--cr-color-border); display: flex; flex-direction: column; gap: var(--cr-space-2); min-width: 0; }
.cr-event-form__equipment legend { font-weight: 600; padding: 0 var(--cr-space-1); }
.cr-event-form__equipment ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-1); }
.cr-event-form__equipment li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--cr-space-2); overflow-wrap: anywhere; }
.cr-event-form__equipment p { margin: 0; }
@media (max-width: 760px) {
  .cr-event-form .cr-field__input { min-height: 44px; }
}
`;

export interface EventFormDialogProps {
  /** The dialog's title ('Nouvel événement', 'Modifier l’événement'). */
  title: string;
  /** The groups offered. */
  groups: readonly Group[];
  /**
   * A teacher's form: a group is required (the placeholder asks for one, `required` is said when none is
   * chosen); none: no group is the whole school ('Toute l'école', an administrator's choice).
   */
  groupChoice?: { placeholder: string; required: string };
  /**
   * 'Modifier': the event's id, its values, what the form keeps unseen and its reserved instruments; none: a new
   * event.
   */
  editing?: {
    eventId: string;
    values: EventFormValues;
    kept: KeptFields;
    equipment?: readonly ReservedInstrument[];
  };
  /** Resolves once saved (a new event: with it, `{ id }`); rejects with the server's error (its toast shown). */
  onSave: (event: PlanningEventInput) => Promise<unknown>;
  /**
   * 'Matériel réservé' (issue 28 §7): searched in the school's instruments, reserved once the event is saved (a
   * refusal is the api's toast; the event stays saved). None: no such field.
   */
  equipment?: EquipmentApi;
  onClose: () => void;
  /** Asks the planning what the event would collide with (issue 28 §5); none: no warning. */
  askConflicts?: ConflictsAsker;
}

/** The saved event's id, when the save answered the event. */
const idOf = (saved: unknown): string | null =>
  typeof saved === 'object' && saved !== null && 'id' in saved && typeof saved.id === 'string'
    ? saved.id
    : null;

/** 'Nouvel événement' and 'Modifier': the fields of the planning's contract, in the school's time (Toronto). */
export function EventFormDialog(props: EventFormDialogProps) {
  const { title, groups, groupChoice, editing, onSave, onClose, askConflicts, equipment } = props;
  const { t } = useTranslation(['translation', 'planning']);
  const kept = editing?.kept ?? nothingKept;
  const groupRequired = groupChoice?.required;
  const schema = useMemo(() => eventFormContract({ groupRequired, kept }), [groupRequired, kept]);
  const reserved = editing?.equipment ?? [];
  const [chosen, setChosen] = useState<ReservedInstrument[]>([...reserved]);
  const submit = async (event: PlanningEventInput) => {
    const saved = await onSave(event);
    const eventId = editing?.eventId ?? idOf(saved);
    const ids = chosen.map((item) => item.instrumentId);
    const unchanged =
      ids.length === reserved.length && reserved.every((item) => ids.includes(item.instrumentId));
    if (equipment && eventId && !unchanged) await equipment.save(eventId, ids).catch(() => undefined);
    return saved;
  };
  const dialog = useFormDialog({
    schema,
    defaultValues: editing?.values ?? emptyEventForm,
    onSubmit: submit,
    onSent: onClose,
  });
  // Every change re-renders the form, so the check sees the event as it stands.
  const values: EventFormValues = { ...emptyEventForm, ...dialog.form.watch() };
  const conflicts = useEventConflicts(askConflicts, values, {
    kept,
    eventId: editing?.eventId ?? null,
    groupRequired: Boolean(groupChoice),
  });
  return (
    <FormDialog
      dialog={dialog}
      onClose={onClose}
      title={title}
      confirmLabel={t('common.save')}
      sendingLabel={t('status.sending')}
      cancelLabel={t('common.cancel')}
      className="cr-event-form"
    >
      <style href="crescendo-event-form" precedence="default">
        {css}
      </style>
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
        required={Boolean(groupChoice)}
        placeholder={groupChoice?.placeholder ?? t('planning:wholeSchool')}
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
      {values.type === 'outing' ? (
        <fieldset className="cr-event-form__trip">
          <legend>{t('planning:trip.deadlines')}</legend>
          <TextField
            label={t('planning:trip.depositAmount')}
            inputMode="decimal"
            hint={t('planning:trip.amountHint')}
            {...dialog.field('depositAmount')}
          />
          <TextField label={t('planning:trip.depositDue')} type="date" {...dialog.field('depositDue')} />
          <TextField
            label={t('planning:trip.balanceAmount')}
            inputMode="decimal"
            hint={t('planning:trip.amountHint')}
            {...dialog.field('balanceAmount')}
          />
          <TextField label={t('planning:trip.balanceDue')} type="date" {...dialog.field('balanceDue')} />
          <TextField label={t('planning:trip.consentDue')} type="date" {...dialog.field('consentDue')} />
        </fieldset>
      ) : null}
      {equipment ? <EquipmentField api={equipment} chosen={chosen} onChange={setChosen} /> : null}
      <EventConflicts conflicts={conflicts} place={values.place} />
    </FormDialog>
  );
}

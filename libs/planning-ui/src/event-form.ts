import { z } from 'zod';
import { planningEventInputSchema, type PlanningEvent } from '@crescendo/contracts';
import { formContract } from '@crescendo/web-kit';

/** The event dialog's inputs, as typed. */
const eventFormInput = z.object({
  title: z.string(),
  type: z.string(),
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  callTime: z.string(),
  place: z.string(),
  groupId: z.string(),
  dressCode: z.string(),
  bring: z.string(),
  description: z.string(),
  repeatUntil: z.string(),
  depositAmount: z.string(),
  depositDue: z.string(),
  balanceAmount: z.string(),
  balanceDue: z.string(),
  consentDue: z.string(),
});
export type EventFormValues = z.input<typeof eventFormInput>;

/**
 * What an edited event keeps that the form does not show: its other groups (a teacher edits only events whose
 * groups they all teach), its last day (a trip) and the days off of its series.
 */
export interface KeptFields {
  otherGroupIds: readonly string[];
  endDay: string | null;
  exceptions: readonly string[];
}

export const nothingKept: KeptFields = { otherGroupIds: [], endDay: null, exceptions: [] };

/** A payment of the trip as typed: nothing typed is none. */
const paymentOf = (amount: string, dueDay: string) => (amount || dueDay ? { amount, dueDay } : null);

/**
 * A 'Sortie''s deadlines as typed (issue 28 §6). Any other type sends none: the planning keeps deadlines for a
 * 'Sortie' only.
 */
const tripOf = (values: EventFormValues) =>
  values.type === 'outing'
    ? {
        trip: {
          deposit: paymentOf(values.depositAmount, values.depositDue),
          balance: paymentOf(values.balanceAmount, values.balanceDue),
          consentDueDay: values.consentDue || null,
        },
      }
    : {};

const tripFields: Record<string, string> = {
  'trip.deposit.amount': 'depositAmount',
  'trip.deposit.dueDay': 'depositDue',
  'trip.balance.amount': 'balanceAmount',
  'trip.balance.dueDay': 'balanceDue',
  'trip.consentDueDay': 'consentDue',
  trip: 'type',
};

/** The form's values as the planning's contract reads them (the save and the conflicts' check). */
export function eventContractOf(values: EventFormValues, kept: KeptFields = nothingKept) {
  return {
    title: values.title,
    type: values.type as never,
    day: values.day,
    startTime: values.startTime,
    endDay: kept.endDay,
    endTime: values.endTime,
    callTime: values.callTime || null,
    place: values.place,
    groupIds: values.groupId
      ? [values.groupId, ...kept.otherGroupIds.filter((id) => id !== values.groupId)]
      : [],
    dressCode: values.dressCode,
    bring: values.bring,
    description: values.description,
    recurrence: values.repeatUntil ? { until: values.repeatUntil, exceptions: [...kept.exceptions] } : null,
    ...tripOf(values),
  };
}

/**
 * 'Nouvel événement' / 'Modifier', checked by the planning's contract itself (decision 0049). No group chosen
 * is the whole school, unless `groupRequired` (a teacher's form) says in the reader's language that one is
 * needed, as the server holds ('Seul un administrateur planifie un événement pour toute l’école').
 */
export function eventFormContract(options: { groupRequired?: string; kept?: KeptFields } = {}) {
  const { groupRequired, kept = nothingKept } = options;
  const contract = groupRequired
    ? planningEventInputSchema.superRefine((fields, context) => {
        if (fields.groupIds.length === 0)
          context.addIssue({ code: 'custom', path: ['groupIds'], message: 'groupRequired' });
      })
    : planningEventInputSchema;
  return formContract(eventFormInput, contract, {
    toContract: (values) => eventContractOf(values, kept),
    fieldOf: (issue) => {
      const [first] = issue.path.map(String);
      if (first === 'groupIds') return 'groupId';
      if (first === 'recurrence') return 'repeatUntil';
      if (first === 'endDay') return 'endTime';
      const path = issue.path.map(String).join('.');
      return tripFields[path] ?? path;
    },
    say: (issue) => (groupRequired && issue.path[0] === 'groupIds' ? groupRequired : undefined),
  });
}

export const emptyEventForm: EventFormValues = {
  title: '',
  type: '',
  day: '',
  startTime: '',
  endTime: '',
  callTime: '',
  place: '',
  groupId: '',
  dressCode: '',
  bring: '',
  description: '',
  repeatUntil: '',
  depositAmount: '',
  depositDue: '',
  balanceAmount: '',
  balanceDue: '',
  consentDue: '',
};

/** Cents as the amount field shows them ('45.50'). */
const amountText = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));

/** An event as the form shows it, and what it keeps unseen, for 'Modifier' (`shown`: the groups offered). */
export function formOfEvent(
  event: PlanningEvent,
  shown: ReadonlySet<string>,
): { values: EventFormValues; kept: KeptFields } {
  const time = (value: string | null) => (value ?? '').slice(0, 5);
  const groupId = event.groupIds.find((id) => shown.has(id)) ?? '';
  return {
    values: {
      title: event.title,
      type: event.type,
      day: event.day,
      startTime: time(event.startTime),
      endTime: time(event.endTime),
      callTime: time(event.callTime),
      place: event.place ?? '',
      groupId,
      dressCode: event.dressCode ?? '',
      bring: event.bring ?? '',
      description: event.description ?? '',
      repeatUntil: event.recurrence?.until ?? '',
      depositAmount: amountText(event.trip?.deposit?.amountCents),
      depositDue: event.trip?.deposit?.dueDay ?? '',
      balanceAmount: amountText(event.trip?.balance?.amountCents),
      balanceDue: event.trip?.balance?.dueDay ?? '',
      consentDue: event.trip?.consentDueDay ?? '',
    },
    kept: {
      otherGroupIds: event.groupIds.filter((id) => id !== groupId),
      endDay: event.endDay && event.endDay !== event.day ? event.endDay : null,
      exceptions: event.recurrence?.exceptions ?? [],
    },
  };
}

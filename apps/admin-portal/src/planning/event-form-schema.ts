import { z } from 'zod';
import { planningEventInputSchema } from '@crescendo/contracts';
import { formContract } from '@crescendo/web-kit';

/** The dialog's inputs, as typed. */
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
});
export type EventFormValues = z.input<typeof eventFormInput>;

/** The form's values as the planning's contract reads them (the dialog's save and the conflicts' check). */
export function eventContractOf(values: EventFormValues) {
  return {
    title: values.title,
    type: values.type as never,
    day: values.day,
    startTime: values.startTime,
    endTime: values.endTime,
    callTime: values.callTime || null,
    place: values.place,
    groupIds: values.groupId ? [values.groupId] : [],
    dressCode: values.dressCode,
    bring: values.bring,
    description: values.description,
    recurrence: values.repeatUntil ? { until: values.repeatUntil, exceptions: [] } : null,
  };
}

/**
 * 'Nouvel événement', checked by the planning's contract itself (decision 0049): no group chosen is the whole
 * school, a last day of the series makes it weekly until then.
 */
export const eventFormSchema = formContract(eventFormInput, planningEventInputSchema, {
  toContract: eventContractOf,
  fieldOf: (issue) => {
    const [first, second] = issue.path.map(String);
    if (first === 'groupIds') return 'groupId';
    if (first === 'recurrence') return second === 'until' || !second ? 'repeatUntil' : 'repeatUntil';
    return issue.path.map(String).join('.');
  },
});

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
};

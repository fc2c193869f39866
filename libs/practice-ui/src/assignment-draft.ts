import { z } from 'zod';
import { createAssignmentInputSchema } from '@crescendo/contracts';
import { formContract } from '@crescendo/web-kit';

/** What the 'Nouveau Devoir' form holds while it is being filled. */
const draftShape = z.object({
  title: z.string(),
  description: z.string(),
  groupId: z.string(),
  /** A `datetime-local` value, 'YYYY-MM-DDTHH:MM', on the organisation's clock. */
  due: z.string(),
  audience: z.enum(['whole', 'some']),
  studentIds: z.array(z.string()),
  sendToClassroom: z.boolean(),
});
export type AssignmentDraft = z.input<typeof draftShape>;

export type DraftField = 'title' | 'description' | 'groupId' | 'due' | 'studentIds';

export const emptyDraft = (groupId = ''): AssignmentDraft => ({
  title: '',
  description: '',
  groupId,
  due: '',
  audience: 'whole',
  studentIds: [],
  // Spec §4 and §9: 'Envoyer vers Google Classroom' is on by default.
  sendToClassroom: true,
});

/** The contract's field a refusal names, as the form's input that shows it (the due date and time are one). */
const draftFieldOf = (issue: { path: readonly PropertyKey[] }): DraftField => {
  const field = String(issue.path[0]);
  return field === 'dueDate' || field === 'dueTime' ? 'due' : (field as DraftField);
};

/**
 * The draft checked as the contract's input (spec §5: title, description, group, due date and time all
 * required; chosen students need at least one): the contract's schema decides, each refusal said under its
 * input in the form's words (`say`, one sentence a field).
 */
export function assignmentDraftSchema(say: (field: DraftField) => string) {
  return formContract(draftShape, createAssignmentInputSchema, {
    toContract: (draft) => {
      const [dueDate = '', dueTime = ''] = draft.due.split('T');
      return {
        groupId: draft.groupId,
        title: draft.title,
        description: draft.description,
        dueDate,
        dueTime: dueTime.slice(0, 5),
        studentIds: draft.audience === 'some' ? draft.studentIds : undefined,
        sendToClassroom: draft.sendToClassroom,
      };
    },
    fieldOf: draftFieldOf,
    say: (issue) => say(draftFieldOf(issue)),
  });
}

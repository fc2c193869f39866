import { createAssignmentInputSchema, type CreateAssignmentInput } from '@crescendo/contracts';

/** What the 'Nouveau Devoir' form holds while it is being filled. */
export interface AssignmentDraft {
  title: string;
  description: string;
  groupId: string;
  /** A `datetime-local` value, 'YYYY-MM-DDTHH:MM', on the organisation's clock. */
  due: string;
  audience: 'whole' | 'some';
  studentIds: string[];
  sendToClassroom: boolean;
}

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

/**
 * The draft as the contract's input, or the fields that stop it (spec §5: title, description, group, due
 * date and time all required; chosen students need at least one). The contract's schema decides.
 */
export function draftToInput(
  draft: AssignmentDraft,
): { input: CreateAssignmentInput; errors?: never } | { input?: never; errors: DraftField[] } {
  const [dueDate = '', dueTime = ''] = draft.due.split('T');
  const parsed = createAssignmentInputSchema.safeParse({
    groupId: draft.groupId,
    title: draft.title,
    description: draft.description,
    dueDate,
    dueTime: dueTime.slice(0, 5),
    studentIds: draft.audience === 'some' ? draft.studentIds : undefined,
    sendToClassroom: draft.sendToClassroom,
  });
  if (parsed.success) return { input: parsed.data };
  const fields = parsed.error.issues.map((issue) => {
    const field = String(issue.path[0]);
    return field === 'dueDate' || field === 'dueTime' ? 'due' : (field as DraftField);
  });
  return { errors: [...new Set(fields)] };
}

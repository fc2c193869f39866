import { assignmentDraftSchema, emptyDraft, type AssignmentDraft } from '../src/assignment-draft.js';

const groupId = '11111111-1111-4111-8111-111111111111';
const student = '22222222-2222-4222-8222-222222222222';
const filled: AssignmentDraft = {
  ...emptyDraft(groupId),
  title: '  Gammes  ',
  description: 'Si bémol majeur',
  due: '2026-03-10T17:30',
};

const schema = assignmentDraftSchema((field) => `${field} refused`);
const checked = (draft: AssignmentDraft) => schema.safeParse(draft);
const refusedFields = (draft: AssignmentDraft) => [
  ...new Set(checked(draft).error?.issues.map((issue) => issue.path.join('.'))),
];

describe('the Nouveau Devoir draft', () => {
  it('sends to Google Classroom by default and is refused empty, naming every required field', () => {
    expect(emptyDraft().sendToClassroom).toBe(true);
    expect(refusedFields(emptyDraft())).toEqual(['groupId', 'title', 'description', 'due']);
    expect(checked(emptyDraft()).error?.issues[0]?.message).toBe('groupId refused');
  });

  it('becomes the contract’s input: trimmed title, due date and time apart, the whole group by default', () => {
    expect(checked(filled).data).toEqual({
      groupId,
      title: 'Gammes',
      description: 'Si bémol majeur',
      dueDate: '2026-03-10',
      dueTime: '17:30',
      sendToClassroom: true,
    });
  });

  it('asks for at least one chosen student, and sends the chosen ones', () => {
    expect(refusedFields({ ...filled, audience: 'some' })).toEqual(['studentIds']);
    expect(checked({ ...filled, audience: 'some', studentIds: [student] }).data?.studentIds).toEqual([
      student,
    ]);
  });

  it('refuses a blank title, a date without time and a day that does not exist', () => {
    expect(refusedFields({ ...filled, title: '   ' })).toEqual(['title']);
    expect(refusedFields({ ...filled, due: '2026-03-10' })).toEqual(['due']);
    expect(refusedFields({ ...filled, due: '2026-02-30T10:00' })).toEqual(['due']);
  });
});

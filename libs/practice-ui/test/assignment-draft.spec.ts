import { draftToInput, emptyDraft, type AssignmentDraft } from '../src/assignment-draft.js';

const groupId = '11111111-1111-4111-8111-111111111111';
const student = '22222222-2222-4222-8222-222222222222';
const filled: AssignmentDraft = {
  ...emptyDraft(groupId),
  title: '  Gammes  ',
  description: 'Si bémol majeur',
  due: '2026-03-10T17:30',
};

describe('the Nouveau Devoir draft', () => {
  it('sends to Google Classroom by default and is refused empty, naming every required field', () => {
    expect(emptyDraft().sendToClassroom).toBe(true);
    expect(draftToInput(emptyDraft()).errors).toEqual(['groupId', 'title', 'description', 'due']);
  });

  it('becomes the contract’s input: trimmed title, due date and time apart, the whole group by default', () => {
    expect(draftToInput(filled).input).toEqual({
      groupId,
      title: 'Gammes',
      description: 'Si bémol majeur',
      dueDate: '2026-03-10',
      dueTime: '17:30',
      sendToClassroom: true,
    });
  });

  it('asks for at least one chosen student, and sends the chosen ones', () => {
    expect(draftToInput({ ...filled, audience: 'some' }).errors).toEqual(['studentIds']);
    expect(draftToInput({ ...filled, audience: 'some', studentIds: [student] }).input?.studentIds).toEqual([
      student,
    ]);
  });

  it('refuses a blank title, a date without time and a day that does not exist', () => {
    expect(draftToInput({ ...filled, title: '   ' }).errors).toEqual(['title']);
    expect(draftToInput({ ...filled, due: '2026-03-10' }).errors).toEqual(['due']);
    expect(draftToInput({ ...filled, due: '2026-02-30T10:00' }).errors).toEqual(['due']);
  });
});

import { messagingUnderTest } from './fakes/messaging-under-test.js';
import { groupOf, person } from './fakes/people.js';
import { refusalOf } from './fakes/refusal.js';

/** Announcements and course notes (BoardService) on fakes: who keeps them, who reads what. */
function board() {
  const m = messagingUnderTest();
  const teacher = person('teacher');
  const otherTeacher = person('teacher');
  const student = person('student');
  const group = groupOf([teacher], [student]);
  const otherGroup = groupOf([otherTeacher], []);
  m.groups.addGroup(group).addGroup(otherGroup);
  return { ...m, teacher, otherTeacher, student, group, otherGroup };
}

describe('the board', () => {
  it('takes announcements from those who teach the group only', async () => {
    const s = board();
    const input = { groupId: s.group.id, title: 'Concert', content: 'Le 12 décembre' };
    expect(await refusalOf(s.board.announce(s.student, input))).toEqual({
      code: 'FORBIDDEN',
      key: 'messaging.notYourGroup',
    });
    expect(await refusalOf(s.board.announce(s.otherTeacher, input))).toEqual({
      code: 'NOT_FOUND',
      key: 'groups.notFound',
    });
    expect(s.tables.announcements).toHaveLength(0);
    await s.board.announce(s.teacher, input);
    expect(s.outbox.events).toEqual([
      expect.objectContaining({ subject: 'messaging.announcement.created.v2', topic: `group:${s.group.id}` }),
    ]);
    expect((await s.board.announcements(s.student, { limit: 20 })).announcements).toHaveLength(1);
  });

  it('shows students the shared notes only, and its teacher all of them', async () => {
    const s = board();
    await s.board.addNote(s.teacher, {
      groupId: s.group.id,
      title: 'Doigtés',
      content: 'Page 4',
      shared: true,
    });
    await s.board.addNote(s.teacher, {
      groupId: s.group.id,
      title: 'À surveiller',
      content: 'Justesse',
      shared: false,
    });
    expect(
      (await s.board.notes(s.student, { groupId: s.group.id, limit: 20 })).notes.map((n) => n.title),
    ).toEqual(['Doigtés']);
    expect((await s.board.notes(s.teacher, { groupId: s.group.id, limit: 20 })).notes).toHaveLength(2);
    expect(s.tables.sharedOnlyAsked).toEqual([true, false]);
  });

  it('lets only the group’s teacher change or remove a note, and says so live without its content', async () => {
    const s = board();
    const note = await s.board.addNote(s.teacher, {
      groupId: s.group.id,
      title: 'Privé',
      content: 'Secret',
      shared: false,
    });
    expect(await refusalOf(s.board.removeNote(s.otherTeacher, note.id))).toEqual({
      code: 'NOT_FOUND',
      key: 'groups.notFound',
    });
    expect(await refusalOf(s.board.changeNote(s.student, { noteId: note.id, shared: true }))).toEqual({
      code: 'FORBIDDEN',
      key: 'messaging.notYourGroup',
    });
    expect(s.tables.notes[0]!.shared).toBe(false);
    await s.board.removeNote(s.teacher, note.id);
    expect(s.tables.notes).toHaveLength(0);
    expect(s.outbox.events.map((e) => e.data)).toEqual([{ groupId: s.group.id }, { groupId: s.group.id }]);
  });
});

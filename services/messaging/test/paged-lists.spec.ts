import {
  createAnnouncement,
  createCourseNote,
  deleteMessage,
  listAnnouncements,
  listCourseNotes,
  listMessageAudit,
  sendMessage,
  type Actor,
  type Group,
} from '@crescendo/contracts';
import { twoOrganizations } from '@crescendo/testing';
import { startMessaging, type MessagingHarness } from './messaging-harness.js';

const orgs = twoOrganizations();
const { home, away } = orgs;
const noSuchPage = 'Cette page n’existe pas : rechargez la liste depuis le début.';
const badLimit = 'Le nombre d’éléments par page demandé est invalide.';

type Paged = typeof listAnnouncements | typeof listCourseNotes | typeof listMessageAudit;
const itemsOf = (reply: Record<string, unknown>) =>
  (reply.announcements ?? reply.notes ?? reply.entries) as Array<{ id: string }>;

/** Issue 34 §1: Musichat's announcements, course notes and deletions' log are keyset pages (decision 0044). */
describe('messaging: paged lists', () => {
  let h: MessagingHarness;
  let group: Group;
  let awayGroup: Group;

  beforeAll(async () => {
    h = await startMessaging();
    group = await h.groupWith(home.teacher, [home.student]);
    awayGroup = await h.groupWith(away.teacher, [away.student]);
  }, 90_000);
  afterAll(() => h?.close());

  /** Every page of a list, `limit` at a time: the ids in order and each page's size. */
  async function allPages(request: Paged, query: Record<string, unknown>, actor: Actor) {
    const ids: string[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const page = (await h.ok(
        request as typeof listAnnouncements,
        { ...query, cursor } as never,
        actor,
      )) as {
        nextCursor: string | null;
      };
      const items = itemsOf(page);
      ids.push(...items.map((item) => item.id));
      sizes.push(items.length);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return { ids, sizes };
  }

  async function refused(request: Paged, query: Record<string, unknown>, actor: Actor) {
    const reply = await h.send(request as typeof listAnnouncements, query as never, actor);
    expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    return (reply as { error: { fields: Record<string, string> } }).error.fields;
  }

  async function announce(title: string, actor: Actor = home.teacher, groupId = group.id) {
    return h.ok(createAnnouncement, { groupId, title, content: `${title}, détails` }, actor);
  }

  it('answers announcements newest first a page at a time, a page added meanwhile shifting nothing', async () => {
    const made = [];
    for (const title of ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq']) made.push(await announce(title));
    const newestFirst = [...made].reverse().map((a) => a.id);

    const first = await h.ok(listAnnouncements, { groupId: group.id, limit: 2 }, home.student);
    expect(first.announcements.map((a) => a.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.nextCursor).toEqual(expect.any(String));
    await announce('Six');
    const second = await h.ok(
      listAnnouncements,
      { groupId: group.id, limit: 2, cursor: first.nextCursor! },
      home.student,
    );
    expect(second.announcements.map((a) => a.id)).toEqual(newestFirst.slice(2, 4));

    const every = await allPages(listAnnouncements, { limit: 2 }, home.student);
    expect(every.sizes).toEqual([2, 2, 2]);
    expect(every.ids.slice(1)).toEqual(newestFirst);
    // Without a limit: the contract's default page (20) holds them all.
    const whole = await h.ok(listAnnouncements, {}, home.student);
    expect(whole.announcements).toHaveLength(6);
    expect(whole.nextCursor).toBeNull();
  });

  it('refuses a page over 50, a cursor it did not write and another school’s cursor, in French', async () => {
    await announce('Ailleurs 1', away.teacher, awayGroup.id);
    await announce('Ailleurs 2', away.teacher, awayGroup.id);
    const theirs = await h.ok(listAnnouncements, { limit: 1 }, away.student);
    expect(theirs.nextCursor).toEqual(expect.any(String));
    // Their own cursor goes on in their list.
    const next = await h.ok(listAnnouncements, { limit: 1, cursor: theirs.nextCursor! }, away.student);
    expect(next.announcements.map((a) => a.title)).toEqual(['Ailleurs 1']);

    expect(await refused(listAnnouncements, { limit: 51 }, home.student)).toEqual({
      'payload.limit': badLimit,
    });
    expect(await refused(listAnnouncements, { cursor: 'pas une page' }, home.student)).toEqual({
      'payload.cursor': noSuchPage,
    });
    const forged = Buffer.from('2026-01-01|x|y').toString('base64url');
    expect(await refused(listAnnouncements, { cursor: forged }, home.student)).toEqual({
      cursor: noSuchPage,
    });
    expect(await refused(listAnnouncements, { cursor: theirs.nextCursor! }, home.student)).toEqual({
      cursor: noSuchPage,
    });
    expect(
      await refused(listAnnouncements, { groupId: group.id, cursor: theirs.nextCursor! }, home.teacher),
    ).toEqual({ cursor: noSuchPage });
  });

  it('pages a group’s course notes, students seeing only the shared ones, at most 20 a page', async () => {
    const notes = [];
    for (const [title, shared] of [
      ['Gammes', true],
      ['Secret', false],
      ['Arpèges', true],
      ['Rythmes', true],
    ] as const)
      notes.push(
        await h.ok(createCourseNote, { groupId: group.id, title, content: title, shared }, home.teacher),
      );
    const newestFirst = [...notes].reverse();

    const mine = await allPages(listCourseNotes, { groupId: group.id, limit: 3 }, home.teacher);
    expect(mine).toEqual({ ids: newestFirst.map((n) => n.id), sizes: [3, 1] });
    const theirs = await allPages(listCourseNotes, { groupId: group.id, limit: 1 }, home.student);
    expect(theirs.ids).toEqual(newestFirst.filter((n) => n.shared).map((n) => n.id));
    expect(theirs.sizes).toEqual([1, 1, 1]);

    expect(await refused(listCourseNotes, { groupId: group.id, limit: 21 }, home.teacher)).toEqual({
      'payload.limit': badLimit,
    });
    const awayNote = await h.ok(
      createCourseNote,
      { groupId: awayGroup.id, title: 'a', content: 'a', shared: true },
      away.teacher,
    );
    await h.ok(
      createCourseNote,
      { groupId: awayGroup.id, title: 'b', content: 'b', shared: true },
      away.teacher,
    );
    const awayPage = await h.ok(listCourseNotes, { groupId: awayGroup.id, limit: 1 }, away.teacher);
    expect(awayPage.notes.map((n) => n.id)).not.toContain(awayNote.id);
    expect(
      await refused(listCourseNotes, { groupId: group.id, cursor: awayPage.nextCursor! }, home.teacher),
    ).toEqual({ cursor: noSuchPage });
  });

  it('pages the deletions’ log (admins), at most 100 a page, one group’s or the school’s', async () => {
    const removed: string[] = [];
    for (const content of ['un', 'deux', 'trois']) {
      const sent = await h.ok(sendMessage, { groupId: group.id, content }, home.student);
      await h.ok(deleteMessage, { messageId: sent.id }, home.teacher);
      removed.unshift(sent.id);
    }
    const log = await h.ok(listMessageAudit, { limit: 2 }, home.admin);
    expect(log.entries.map((e) => e.messageId)).toEqual(removed.slice(0, 2));
    const rest = await h.ok(listMessageAudit, { limit: 2, cursor: log.nextCursor! }, home.admin);
    expect(rest.entries.map((e) => e.messageId)).toEqual(removed.slice(2));
    expect(rest.nextCursor).toBeNull();
    expect((await allPages(listMessageAudit, { groupId: group.id, limit: 1 }, home.admin)).sizes).toEqual([
      1, 1, 1,
    ]);
    expect((await h.ok(listMessageAudit, { groupId: awayGroup.id }, home.admin)).entries).toEqual([]);

    expect(await refused(listMessageAudit, { limit: 101 }, home.admin)).toEqual({
      'payload.limit': badLimit,
    });
    const awaySent = [];
    for (const content of ['a', 'b']) {
      const sent = await h.ok(sendMessage, { groupId: awayGroup.id, content }, away.student);
      await h.ok(deleteMessage, { messageId: sent.id }, away.admin);
      awaySent.push(sent.id);
    }
    const theirs = await h.ok(listMessageAudit, { limit: 1 }, away.admin);
    expect(await refused(listMessageAudit, { cursor: theirs.nextCursor! }, home.admin)).toEqual({
      cursor: noSuchPage,
    });
    const teacher = await h.send(listMessageAudit, { limit: 1 }, home.teacher);
    expect(teacher).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('drops control characters from announcements and notes, keeping their lines', async () => {
    const made = await h.ok(
      createAnnouncement,
      { groupId: group.id, title: '\u0000Con\u0007cert\u0085 ', content: 'Ligne 1\r\nLigne\u001b 2\u0000' },
      home.teacher,
    );
    expect(made).toMatchObject({ title: 'Concert', content: 'Ligne 1\nLigne 2' });
    const note = await h.ok(
      createCourseNote,
      { groupId: group.id, title: 'Note\u0001', content: '\u0000\u0002A\tB\rC', shared: true },
      home.teacher,
    );
    expect(note).toMatchObject({ title: 'Note', content: 'A\tB\nC' });
    const blank = await h.send(
      createAnnouncement,
      { groupId: group.id, title: '\u0000\u0001\u0002', content: 'x' },
      home.teacher,
    );
    expect(blank).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });
});

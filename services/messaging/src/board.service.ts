import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  announcementCreatedLive,
  announcementDeletedLive,
  courseNotesChangedLive,
  liveTopic,
  type Actor,
  type Announcement,
  type CourseNote,
  type PayloadOf,
  type createAnnouncement,
  type createCourseNote,
  type listAnnouncements,
  type listCourseNotes,
  type updateCourseNote,
} from '@crescendo/contracts';
import { AppException, Db, Outbox, viewerOf, type OutboxPort } from '@crescendo/service-kit';
import { BOARD_STORE, toAnnouncement, toNote, type BoardStore } from './board.store.js';
import { GroupAccess, isManager } from './group-access.js';
import { decodeCursor } from './page-cursor.js';
import { SenderNames, type SenderNamesPort } from './sender-names.js';

/**
 * Announcements (a group's teacher or an admin; shown above the chat and on the student's dashboard) and
 * course notes (kept per group by its teacher, shared with its students or not).
 */
@Injectable()
export class BoardService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(BOARD_STORE) private readonly boardStore: BoardStore,
    @Inject(Outbox) private readonly outbox: OutboxPort,
    @Inject(GroupAccess) private readonly access: GroupAccess,
    @Inject(SenderNames) private readonly names: SenderNamesPort,
  ) {}

  /** A page of a group's announcements, or of every group the actor sees; newest first. */
  async announcements(
    actor: Actor | null,
    { groupId, cursor, limit }: PayloadOf<typeof listAnnouncements>,
  ): Promise<{ announcements: Announcement[]; nextCursor: string | null }> {
    const groupIds = groupId
      ? [(await this.access.conversation(actor, groupId)).group.id]
      : (await this.access.visibleGroups(actor)).map(({ group }) => group.id);
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') return { announcements: [], nextCursor: null };
    const after = cursor ? decodeCursor(cursor, viewer.organizationId) : null;
    const page = await this.boardStore.announcementsPage(
      this.db,
      viewer.organizationId,
      groupIds,
      after,
      limit,
    );
    return { announcements: page.rows.map(toAnnouncement), nextCursor: page.nextCursor };
  }

  async announce(actor: Actor | null, input: PayloadOf<typeof createAnnouncement>): Promise<Announcement> {
    const { viewer, group } = await this.access.managed(actor, input.groupId);
    const authorName = await this.names.of(actor!);
    const saved = await this.db.transaction(async (tx) => {
      const row = await this.boardStore.insertAnnouncement(tx, {
        id: randomUUID(),
        organization_id: viewer.organizationId,
        group_id: group.id,
        author_id: viewer.userId,
        author_name: authorName,
        title: input.title,
        content: input.content,
      });
      await this.outbox.addLive(
        tx.manager,
        liveTopic('group', group.id),
        announcementCreatedLive,
        { announcementId: row.id, groupId: group.id },
        { organizationId: viewer.organizationId },
      );
      return row;
    });
    this.outbox.committed();
    return toAnnouncement(saved);
  }

  async removeAnnouncement(actor: Actor | null, announcementId: string): Promise<{ deleted: true }> {
    const viewer = viewerOf(actor);
    const notFound = () => new AppException('NOT_FOUND', 'messaging.announcementNotFound');
    if (viewer.kind === 'none') throw notFound();
    const row = await this.boardStore.findAnnouncement(this.db, viewer.organizationId, announcementId);
    if (!row) throw notFound();
    await this.access.managed(actor, row.group_id);
    await this.db.transaction(async (tx) => {
      await this.boardStore.deleteAnnouncement(tx, row.id);
      await this.outbox.addLive(
        tx.manager,
        liveTopic('group', row.group_id),
        announcementDeletedLive,
        { announcementId: row.id, groupId: row.group_id },
        { organizationId: row.organization_id },
      );
    });
    this.outbox.committed();
    return { deleted: true };
  }

  /** A page of a group's notes, newest first: students see the shared ones; its teacher and admins all. */
  async notes(
    actor: Actor | null,
    { groupId, cursor, limit }: PayloadOf<typeof listCourseNotes>,
  ): Promise<{ notes: CourseNote[]; nextCursor: string | null }> {
    const conversation = await this.access.conversation(actor, groupId);
    const { organizationId } = conversation.viewer;
    const after = cursor ? decodeCursor(cursor, organizationId) : null;
    const page = await this.boardStore.notesPage(
      this.db,
      organizationId,
      groupId,
      !isManager(conversation),
      after,
      limit,
    );
    return { notes: page.rows.map(toNote), nextCursor: page.nextCursor };
  }

  async addNote(actor: Actor | null, input: PayloadOf<typeof createCourseNote>): Promise<CourseNote> {
    const { viewer, group } = await this.access.managed(actor, input.groupId);
    return this.changingNotes(group.id, viewer.organizationId, (tx) =>
      this.boardStore
        .insertNote(tx, {
          id: randomUUID(),
          organization_id: viewer.organizationId,
          group_id: group.id,
          author_id: viewer.userId,
          title: input.title,
          content: input.content,
          shared: input.shared,
        })
        .then(toNote),
    );
  }

  async changeNote(
    actor: Actor | null,
    { noteId, ...change }: PayloadOf<typeof updateCourseNote>,
  ): Promise<CourseNote> {
    const row = await this.managedNote(actor, noteId);
    return this.changingNotes(row.group_id, row.organization_id, (tx) =>
      this.boardStore.updateNote(tx, row.id, change).then(toNote),
    );
  }

  async removeNote(actor: Actor | null, noteId: string): Promise<{ deleted: true }> {
    const row = await this.managedNote(actor, noteId);
    return this.changingNotes(row.group_id, row.organization_id, async (tx) => {
      await this.boardStore.deleteNote(tx, row.id);
      return { deleted: true as const };
    });
  }

  private async managedNote(actor: Actor | null, noteId: string) {
    const viewer = viewerOf(actor);
    const notFound = () => new AppException('NOT_FOUND', 'messaging.noteNotFound');
    if (viewer.kind === 'none') throw notFound();
    const row = await this.boardStore.findNote(this.db, viewer.organizationId, noteId);
    if (!row) throw notFound();
    await this.access.managed(actor, row.group_id);
    return row;
  }

  /** A change of a group's notes and the live word of it (no content: a note not shared must not reach students). */
  private async changingNotes<T>(
    groupId: string,
    organizationId: string,
    change: (tx: Db) => Promise<T>,
  ): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      const value = await change(tx);
      await this.outbox.addLive(
        tx.manager,
        liveTopic('group', groupId),
        courseNotesChangedLive,
        { groupId },
        {
          organizationId,
        },
      );
      return value;
    });
    this.outbox.committed();
    return result;
  }
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
  type updateCourseNote,
} from '@crescendo/contracts';
import { AppException, Outbox, viewerOf } from '@crescendo/service-kit';
import {
  announcementsOf,
  findAnnouncement,
  findNote,
  insertAnnouncement,
  insertNote,
  notesOf,
  toAnnouncement,
  toNote,
  updateNote,
} from './board.store.js';
import { GroupAccess, isManager } from './group-access.js';
import { SenderNames } from './sender-names.js';

/**
 * Announcements (a group's teacher or an admin; shown above the chat and on the student's dashboard) and
 * course notes (kept per group by its teacher, shared with its students or not).
 */
@Injectable()
export class BoardService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(GroupAccess) private readonly access: GroupAccess,
    @Inject(SenderNames) private readonly names: SenderNames,
  ) {}

  async announcements(actor: Actor | null, groupId?: string): Promise<Announcement[]> {
    const groupIds = groupId
      ? [(await this.access.conversation(actor, groupId)).group.id]
      : (await this.access.visibleGroups(actor)).map(({ group }) => group.id);
    const viewer = viewerOf(actor) as { organizationId: string };
    const rows = await announcementsOf(this.db.manager, viewer.organizationId, groupIds);
    return rows.map(toAnnouncement);
  }

  async announce(actor: Actor | null, input: PayloadOf<typeof createAnnouncement>): Promise<Announcement> {
    const { viewer, group } = await this.access.managed(actor, input.groupId);
    const authorName = await this.names.of(actor!);
    const saved = await this.db.transaction(async (manager) => {
      const row = await insertAnnouncement(manager, {
        id: randomUUID(),
        organization_id: viewer.organizationId,
        group_id: group.id,
        author_id: viewer.userId,
        author_name: authorName,
        title: input.title,
        content: input.content,
      });
      await this.outbox.addLive(
        manager,
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
    const row = await findAnnouncement(this.db.manager, viewer.organizationId, announcementId);
    if (!row) throw notFound();
    await this.access.managed(actor, row.group_id);
    await this.db.transaction(async (manager) => {
      await manager.query(`DELETE FROM announcements WHERE id = $1`, [row.id]);
      await this.outbox.addLive(
        manager,
        liveTopic('group', row.group_id),
        announcementDeletedLive,
        { announcementId: row.id, groupId: row.group_id },
        { organizationId: row.organization_id },
      );
    });
    this.outbox.committed();
    return { deleted: true };
  }

  /** Students see the shared notes; the group's teacher and admins see them all. */
  async notes(actor: Actor | null, groupId: string): Promise<CourseNote[]> {
    const conversation = await this.access.conversation(actor, groupId);
    const rows = await notesOf(
      this.db.manager,
      conversation.viewer.organizationId,
      groupId,
      !isManager(conversation),
    );
    return rows.map(toNote);
  }

  async addNote(actor: Actor | null, input: PayloadOf<typeof createCourseNote>): Promise<CourseNote> {
    const { viewer, group } = await this.access.managed(actor, input.groupId);
    return this.changingNotes(group.id, viewer.organizationId, (manager) =>
      insertNote(manager, {
        id: randomUUID(),
        organization_id: viewer.organizationId,
        group_id: group.id,
        author_id: viewer.userId,
        title: input.title,
        content: input.content,
        shared: input.shared,
      }).then(toNote),
    );
  }

  async changeNote(
    actor: Actor | null,
    { noteId, ...change }: PayloadOf<typeof updateCourseNote>,
  ): Promise<CourseNote> {
    const row = await this.managedNote(actor, noteId);
    return this.changingNotes(row.group_id, row.organization_id, (manager) =>
      updateNote(manager, row.id, change).then(toNote),
    );
  }

  async removeNote(actor: Actor | null, noteId: string): Promise<{ deleted: true }> {
    const row = await this.managedNote(actor, noteId);
    return this.changingNotes(row.group_id, row.organization_id, async (manager) => {
      await manager.query(`DELETE FROM course_notes WHERE id = $1`, [row.id]);
      return { deleted: true as const };
    });
  }

  private async managedNote(actor: Actor | null, noteId: string) {
    const viewer = viewerOf(actor);
    const notFound = () => new AppException('NOT_FOUND', 'messaging.noteNotFound');
    if (viewer.kind === 'none') throw notFound();
    const row = await findNote(this.db.manager, viewer.organizationId, noteId);
    if (!row) throw notFound();
    await this.access.managed(actor, row.group_id);
    return row;
  }

  /** A change of a group's notes and the live word of it (no content: a note not shared must not reach students). */
  private async changingNotes<T>(
    groupId: string,
    organizationId: string,
    change: (manager: import('typeorm').EntityManager) => Promise<T>,
  ): Promise<T> {
    const result = await this.db.transaction(async (manager) => {
      const value = await change(manager);
      await this.outbox.addLive(
        manager,
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

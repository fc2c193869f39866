import { Controller, Inject } from '@nestjs/common';
import {
  createAnnouncement,
  createCourseNote,
  deleteAnnouncement,
  deleteCourseNote,
  deleteMessage,
  getUnread,
  listAnnouncements,
  listCourseNotes,
  listMessageAudit,
  listMessages,
  markRead,
  sendMessage,
  updateCourseNote,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { BoardService } from './board.service.js';
import { MessagesService } from './messages.service.js';

/** Request/reply of messaging: validated by the contract (in @Handles), decided in the services. */
@Controller()
export class MessagingHandlers {
  constructor(
    @Inject(MessagesService) private readonly messages: MessagesService,
    @Inject(BoardService) private readonly board: BoardService,
  ) {}

  @Handles(listMessages)
  async list(payload: PayloadOf<typeof listMessages>, actor: Actor | null) {
    return { messages: await this.messages.list(actor, payload) };
  }

  @Handles(sendMessage)
  send(payload: PayloadOf<typeof sendMessage>, actor: Actor | null) {
    return this.messages.send(actor, payload);
  }

  @Handles(deleteMessage)
  delete(payload: PayloadOf<typeof deleteMessage>, actor: Actor | null) {
    return this.messages.delete(actor, payload.messageId);
  }

  @Handles(markRead)
  read(payload: PayloadOf<typeof markRead>, actor: Actor | null) {
    return this.messages.markRead(actor, payload.groupId, payload.studentId);
  }

  @Handles(getUnread)
  unread(_payload: PayloadOf<typeof getUnread>, actor: Actor | null) {
    return this.messages.unread(actor);
  }

  @Handles(listMessageAudit)
  audit(payload: PayloadOf<typeof listMessageAudit>, actor: Actor | null) {
    return this.messages.audit(actor, payload);
  }

  @Handles(listAnnouncements)
  announcements(payload: PayloadOf<typeof listAnnouncements>, actor: Actor | null) {
    return this.board.announcements(actor, payload);
  }

  @Handles(createAnnouncement)
  announce(payload: PayloadOf<typeof createAnnouncement>, actor: Actor | null) {
    return this.board.announce(actor, payload);
  }

  @Handles(deleteAnnouncement)
  removeAnnouncement(payload: PayloadOf<typeof deleteAnnouncement>, actor: Actor | null) {
    return this.board.removeAnnouncement(actor, payload.announcementId);
  }

  @Handles(listCourseNotes)
  notes(payload: PayloadOf<typeof listCourseNotes>, actor: Actor | null) {
    return this.board.notes(actor, payload);
  }

  @Handles(createCourseNote)
  addNote(payload: PayloadOf<typeof createCourseNote>, actor: Actor | null) {
    return this.board.addNote(actor, payload);
  }

  @Handles(updateCourseNote)
  changeNote(payload: PayloadOf<typeof updateCourseNote>, actor: Actor | null) {
    return this.board.changeNote(actor, payload);
  }

  @Handles(deleteCourseNote)
  removeNote(payload: PayloadOf<typeof deleteCourseNote>, actor: Actor | null) {
    return this.board.removeNote(actor, payload.noteId);
  }
}

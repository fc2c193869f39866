import { FakeDb, FakeGroupsAccess, FakeOutbox } from '@crescendo/testing/fakes';
import { BoardService } from '../../../src/board.service.js';
import { GroupAccess } from '../../../src/group-access.js';
import { MessagesService } from '../../../src/messages.service.js';
import { FakeSenderNames, FakeSendLimit, MessagingTables } from './fake-messaging-stores.js';

/** Messaging's use cases as Nest builds them, on fakes (in-memory stores, groups' answers, a recording outbox). */
export function messagingUnderTest() {
  const db = new FakeDb();
  const outbox = new FakeOutbox();
  const groups = new FakeGroupsAccess();
  const access = new GroupAccess(groups);
  const limit = new FakeSendLimit();
  const names = new FakeSenderNames();
  const tables = new MessagingTables();
  const messages = new MessagesService(db, tables.messageStore, outbox, access, limit, names);
  const board = new BoardService(db, tables.boardStore, outbox, access, names);
  return { db, outbox, groups, limit, tables, messages, board };
}

import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';

/** A school of the actor's board as the other services need it: its id and name, nothing about its people. */
export const boardPeerSchoolSchema = z.object({ id: z.string().uuid(), name: z.string() });
export type BoardPeerSchool = z.infer<typeof boardPeerSchoolSchema>;

/** A school is under 300 bytes here: 200 of them stay near 60 KB. */
export const boardPeerSchoolsPage: PageSize = { default: 100, max: 200 };

/** At most this many ids asked at once (`ids`): a page of a board-wide list names fewer schools. */
export const boardPeerSchoolIdsMax = 200;

/**
 * The schools of the board of the school the actor acts in (issue 27 §8, decision 0074), asked by a service
 * as the actor (a school's admin or teacher; a student, a board administrator or no one is `FORBIDDEN`), so
 * that whether two schools share a board is identity's answer, never re-decided elsewhere. With `ids`, only
 * those of them in that board (a school of another board, or none, is simply absent). A standalone school's
 * actor gets `boardId: null` and no school. By id, a page at a time.
 */
export const listBoardPeerSchools = defineRequest(
  'identity.board.peer-schools.list',
  z.object({
    ...pageQueryShape(boardPeerSchoolsPage),
    ids: z.array(z.string().uuid()).min(1).max(boardPeerSchoolIdsMax).optional(),
  }),
  z.object({
    boardId: z.string().uuid().nullable(),
    schools: z.array(boardPeerSchoolSchema),
    ...nextCursorShape,
  }),
);

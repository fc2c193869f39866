import { Controller, Inject } from '@nestjs/common';
import { listBoardSchoolTeachers, moveBoardTeacher, type Actor, type PayloadOf } from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { BoardTeachersService } from './board-teachers.service.js';

/** A board's administrator lists a school's teachers and moves one to another school (decision 0057). */
@Controller()
export class BoardTeachersHandlers {
  constructor(@Inject(BoardTeachersService) private readonly teachers: BoardTeachersService) {}

  @Handles(listBoardSchoolTeachers)
  list(payload: PayloadOf<typeof listBoardSchoolTeachers>, actor: Actor | null) {
    return this.teachers.list(actor, payload);
  }

  @Handles(moveBoardTeacher)
  move(payload: PayloadOf<typeof moveBoardTeacher>, actor: Actor | null) {
    return this.teachers.move(actor, payload);
  }
}

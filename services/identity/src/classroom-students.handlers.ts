import { Controller, Inject } from '@nestjs/common';
import { ensureClassroomStudents, type Actor, type PayloadOf } from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { ClassroomStudentsService } from './classroom-students.service.js';

/** classroom-sync's system request (actor `null`; the NATS boundary lets only classroom-sync send it). */
@Controller()
export class ClassroomStudentsHandlers {
  constructor(@Inject(ClassroomStudentsService) private readonly students: ClassroomStudentsService) {}

  @Handles(ensureClassroomStudents)
  ensure(payload: PayloadOf<typeof ensureClassroomStudents>, actor: Actor | null) {
    return this.students.ensure(actor, payload);
  }
}

import { Controller, Inject } from '@nestjs/common';
import {
  getClassroomImport,
  listClassroomCourses,
  startClassroomImport,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { ImportService } from './import.service.js';

/** Importing: validated by the contract (in @Handles), decided in ImportService. */
@Controller()
export class ImportHandlers {
  constructor(@Inject(ImportService) private readonly imports: ImportService) {}

  @Handles(listClassroomCourses)
  courses(payload: PayloadOf<typeof listClassroomCourses>, actor: Actor | null) {
    return this.imports.courses(actor, payload.teacherId);
  }

  @Handles(startClassroomImport)
  start(payload: PayloadOf<typeof startClassroomImport>, actor: Actor | null) {
    return this.imports.start(actor, payload);
  }

  @Handles(getClassroomImport)
  get(payload: PayloadOf<typeof getClassroomImport>, actor: Actor | null) {
    return this.imports.get(actor, payload.importId);
  }
}

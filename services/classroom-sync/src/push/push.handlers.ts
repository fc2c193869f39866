import { Controller, Inject } from '@nestjs/common';
import { pushCourseWork, type Actor, type PayloadOf } from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { CourseWorkPushService } from './course-work-push.service.js';

/** Coursework push: validated by the contract (in @Handles), decided in CourseWorkPushService. */
@Controller()
export class PushHandlers {
  constructor(@Inject(CourseWorkPushService) private readonly pushes: CourseWorkPushService) {}

  @Handles(pushCourseWork)
  push(payload: PayloadOf<typeof pushCourseWork>, actor: Actor | null) {
    return this.pushes.push(actor, payload.assignmentId);
  }
}

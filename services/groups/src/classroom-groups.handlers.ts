import { Controller, Inject } from '@nestjs/common';
import {
  getClassroomGroup,
  listClassroomGroups,
  upsertClassroomGroup,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { ClassroomGroupsService } from './classroom-groups.service.js';

/** classroom-sync's system requests (actor `null`; the NATS boundary lets only classroom-sync send them). */
@Controller()
export class ClassroomGroupsHandlers {
  constructor(@Inject(ClassroomGroupsService) private readonly groups: ClassroomGroupsService) {}

  @Handles(upsertClassroomGroup)
  upsert(payload: PayloadOf<typeof upsertClassroomGroup>, actor: Actor | null) {
    return this.groups.upsert(actor, payload);
  }

  @Handles(getClassroomGroup)
  get(payload: PayloadOf<typeof getClassroomGroup>, actor: Actor | null) {
    return this.groups.get(actor, payload);
  }

  @Handles(listClassroomGroups)
  list(payload: PayloadOf<typeof listClassroomGroups>, actor: Actor | null) {
    return this.groups.list(actor, payload);
  }
}

import { Controller, Inject } from '@nestjs/common';
import {
  addCoTeacher,
  checkGroupAccess,
  groupsInScope,
  removeCoTeacher,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { CoTeachersService } from './co-teachers.service.js';
import { GroupAccessService } from './group-access.service.js';

/** Who may do what with a group (`groups.access.*`), and who teaches it (`groups.co-teacher.*`). */
@Controller()
export class GroupAccessHandlers {
  constructor(
    @Inject(GroupAccessService) private readonly access: GroupAccessService,
    @Inject(CoTeachersService) private readonly coTeachers: CoTeachersService,
  ) {}

  @Handles(checkGroupAccess)
  check(payload: PayloadOf<typeof checkGroupAccess>, actor: Actor | null) {
    return this.access.check(actor, payload.groupIds, payload.need);
  }

  @Handles(groupsInScope)
  inScope(payload: PayloadOf<typeof groupsInScope>, actor: Actor | null) {
    return this.access.inScope(actor, payload.need, payload.groupId);
  }

  @Handles(addCoTeacher)
  addCoTeacher(payload: PayloadOf<typeof addCoTeacher>, actor: Actor | null) {
    return this.coTeachers.add(actor, payload.groupId, payload.teacherId);
  }

  @Handles(removeCoTeacher)
  removeCoTeacher(payload: PayloadOf<typeof removeCoTeacher>, actor: Actor | null) {
    return this.coTeachers.remove(actor, payload.groupId, payload.teacherId);
  }
}

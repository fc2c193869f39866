import { Controller, Inject } from '@nestjs/common';
import { homeworkFilesRead, listStudentSubmissions, type Actor, type PayloadOf } from '@crescendo/contracts';
import {
  AppException,
  Db,
  GroupsAccess,
  Handles,
  Outbox,
  recordFilesRead,
  requireStaff,
  type GroupsAccessPort,
  type OutboxPort,
} from '@crescendo/service-kit';
import { HOMEWORK_OPTIONS, type HomeworkOptions } from './homework.options.js';
import { studentSubmissions } from './student-submissions.store.js';

/**
 * One student's submissions over a period, for Maestro IA's bilan (issue 30 §2): a teacher of one of the
 * student's groups (groups decides, asked as the actor) or an admin of the school.
 */
@Controller()
export class StudentSubmissionsHandlers {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(HOMEWORK_OPTIONS) private readonly options: HomeworkOptions,
    @Inject(Outbox) private readonly outbox: OutboxPort,
  ) {}

  @Handles(listStudentSubmissions)
  async list(payload: PayloadOf<typeof listStudentSubmissions>, actor: Actor | null) {
    const viewer = requireStaff(actor);
    const scope = await this.access.scope(actor!, 'teach');
    if (!scope.organizationWide && !scope.studentIds.has(payload.studentId))
      throw new AppException('NOT_FOUND', 'homework.studentNotYours');
    const submissions = await studentSubmissions(
      this.db,
      viewer.organizationId,
      payload.studentId,
      payload,
      this.options.timeZone,
    );
    // 'Journal des consultations' (issue 31 §4): the student's grades were read by a staff member.
    await recordFilesRead(this.db, this.outbox, homeworkFilesRead, {
      reader: viewer,
      category: 'grades',
      reference: `submissions:${payload.from}/${payload.to}`,
      studentIds: [payload.studentId],
      at: this.options.now(),
    });
    return { submissions };
  }
}

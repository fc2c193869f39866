import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor, MaestroDraft, PayloadOf, createBilan } from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import { AppException, Db, GroupsAccess, requireStaff, type GroupsAccessPort } from '@crescendo/service-kit';
import { bilanAnswerSchema, buildBilanContext, resolveBilan } from '../context/bilan-context.js';
import { insertDraft, toDraft } from '../draft.store.js';
import { MAESTRO_OPTIONS, type MaestroOptions } from '../maestro.options.js';
import { MaestroSwitch, switchedOnGroup, type MaestroSwitchPort } from '../maestro-switch.js';
import { bilanPreview } from '../context/previews.js';
import { LiveProgress } from '../model/live-progress.js';
import { LoggedQuestions } from '../model/logged-questions.js';
import { MAESTRO_MODEL, type MaestroModel } from '../model/maestro-model.js';
import { markAnswered } from '../request-log.store.js';
import { BilanRecords, type BilanRecordsPort } from './bilan-records.js';
import { AiOutputReads } from '../ai-output-reads.js';

/**
 * 'Bilan de l’élève' (issue 30 §2): a teacher of the student's group asks; the records are read as them,
 * the question leaves without a name, the answer comes back validated, its names restored and its sentences
 * without records dropped, and it is kept as a draft for the teacher to edit and approve.
 */
@Injectable()
export class BilanService {
  constructor(
    @Inject(LoggedQuestions) private readonly questions: LoggedQuestions,
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(MaestroSwitch) private readonly maestroSwitch: MaestroSwitchPort,
    @Inject(BilanRecords) private readonly records: BilanRecordsPort,
    @Inject(MAESTRO_MODEL) private readonly model: MaestroModel | null,
    @Inject(MAESTRO_OPTIONS) private readonly options: MaestroOptions,
    @Inject(LiveProgress) private readonly progress: LiveProgress,
    @Inject(AiOutputReads) private readonly reads: AiOutputReads,
  ) {}

  async create(actor: Actor | null, input: PayloadOf<typeof createBilan>): Promise<MaestroDraft> {
    const viewer = requireStaff(actor);
    const { group } = await switchedOnGroup(
      this.maestroSwitch.isOn(actor!, input.groupId),
      this.access.require(actor!, input.groupId, 'teach'),
      this.model,
    );
    const model = this.model!;
    if (!group.studentIds.includes(input.studentId))
      throw new AppException('NOT_FOUND', 'maestro.studentNotInGroup');

    const teacherIds = [viewer.userId, ...group.teacherIds.filter((id) => id !== viewer.userId)];
    const material = await this.records.material(actor!, { ...input, teacherIds });
    if (material.practice.length === 0 && material.submissions.length === 0)
      throw new AppException('NOT_FOUND', 'maestro.nothingToSummarize');
    const context = buildBilanContext(material);

    const now = this.options.now();
    const { requestId, answer } = await this.questions.ask(
      model,
      {
        organizationId: viewer.organizationId,
        userId: viewer.userId,
        at: now,
        day: dayOf(now, this.options.timeZone),
      },
      'student-bilan',
      { name: 'bilan', schema: bilanAnswerSchema, system: context.system, prompt: context.prompt },
      input.progressKey
        ? this.progress.to(
            { organizationId: viewer.organizationId, userId: viewer.userId, key: input.progressKey },
            context.placeholders.standIns(),
            bilanPreview,
          )
        : undefined,
    );

    const draft = await this.db.transaction(async (tx) => {
      const row = await insertDraft(tx, {
        id: randomUUID(),
        organizationId: viewer.organizationId,
        requestId,
        feature: 'student-bilan',
        studentId: input.studentId,
        groupId: input.groupId,
        from: input.from,
        to: input.to,
        sentences: resolveBilan(answer, context),
        model: model.info,
        createdBy: viewer.userId,
        at: now,
      });
      await markAnswered(tx, requestId, answer, row.id);
      return row;
    });
    // The teacher reads the bilan the moment it is answered: Maestro IA's output about the student.
    await this.reads.record(actor, `bilan:${draft.id}`, [draft.student_id]);
    return toDraft(draft);
  }
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type Actor,
  type LessonIdeas,
  type PayloadOf,
  type ReplyOf,
  type createLessonIdeas,
  type listLessonIdeas,
} from '@crescendo/contracts';
import { dayOf, programmeOf } from '@crescendo/domain';
import { AppException, Db, GroupsAccess, requireStaff, type GroupsAccessPort } from '@crescendo/service-kit';
import { buildLessonContext, lessonAnswerSchema, resolveLessonIdeas } from '../context/lesson-context.js';
import { MAESTRO_OPTIONS, type MaestroOptions } from '../maestro.options.js';
import { MaestroSwitch, switchedOnGroup, type MaestroSwitchPort } from '../maestro-switch.js';
import { lessonIdeasPreview } from '../context/previews.js';
import { LiveProgress } from '../model/live-progress.js';
import { LoggedQuestions } from '../model/logged-questions.js';
import { MAESTRO_MODEL, type MaestroModel } from '../model/maestro-model.js';
import { markAnswered } from '../request-log.store.js';
import {
  decodeLessonIdeasCursor,
  discardLessonIdeasRow,
  findLessonIdeas,
  insertLessonIdeas,
  keepLessonIdeasRow,
  lessonIdeasPageOf,
  toLessonIdeas,
  type LessonIdeasRow,
} from './lesson-ideas.store.js';
import { LessonRecords, type LessonRecordsPort } from './lesson-records.js';
import { DraftReview } from '../draft-review.js';

/**
 * 'Idées de cours' (issue 30 §2): a teacher of the group (groups decides) asks warm-ups and activities for
 * its next lesson. The question holds group-level facts only (the level its name's programme gives, its
 * repertoire, its next concert), every text scrubbed of the group's people's names; one model call, logged
 * within the day's budgets, answered in a zod schema asked once more if malformed. The answer is kept as a
 * draft ('Brouillon de Maestro IA') until a teacher of the group keeps it.
 */
@Injectable()
export class LessonIdeasService {
  constructor(
    @Inject(DraftReview) private readonly review: DraftReview,
    @Inject(LoggedQuestions) private readonly questions: LoggedQuestions,
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(MaestroSwitch) private readonly maestroSwitch: MaestroSwitchPort,
    @Inject(LessonRecords) private readonly records: LessonRecordsPort,
    @Inject(MAESTRO_MODEL) private readonly model: MaestroModel | null,
    @Inject(MAESTRO_OPTIONS) private readonly options: MaestroOptions,
    @Inject(LiveProgress) private readonly progress: LiveProgress,
  ) {}

  async create(actor: Actor | null, input: PayloadOf<typeof createLessonIdeas>): Promise<LessonIdeas> {
    const viewer = requireStaff(actor);
    const { group } = await switchedOnGroup(
      this.maestroSwitch.isOn(actor!, input.groupId),
      this.access.require(actor!, input.groupId, 'teach'),
      this.model,
    );
    const model = this.model!;

    const now = this.options.now();
    const today = dayOf(now, this.options.timeZone);
    const teacherIds = [viewer.userId, ...group.teacherIds.filter((id) => id !== viewer.userId)];
    const [repertoire, concert, people] = await Promise.all([
      this.records.repertoire(actor!, input.groupId),
      this.records.nextConcert(actor!, input.groupId, today),
      this.records.people(actor!, teacherIds, group.studentIds),
    ]);
    const programme = programmeOf(group.name);
    const context = buildLessonContext({ people, language: input.language, programme, repertoire, concert });

    const { requestId, answer } = await this.questions.ask(
      model,
      { organizationId: viewer.organizationId, userId: viewer.userId, at: now, day: today },
      'lesson-ideas',
      { name: 'lesson_ideas', schema: lessonAnswerSchema, system: context.system, prompt: context.prompt },
      input.progressKey
        ? this.progress.to(
            { organizationId: viewer.organizationId, userId: viewer.userId, key: input.progressKey },
            context.placeholders.standIns(),
            lessonIdeasPreview,
          )
        : undefined,
    );

    const saved = await this.db.transaction(async (tx) => {
      const row = await insertLessonIdeas(tx, {
        id: randomUUID(),
        organizationId: viewer.organizationId,
        requestId,
        groupId: input.groupId,
        language: input.language,
        programme,
        repertoire,
        concert: concert ? { title: concert.title, day: concert.day } : null,
        ideas: resolveLessonIdeas(answer, context),
        model: model.info,
        createdBy: viewer.userId,
        at: now,
      });
      await markAnswered(tx, requestId, answer, row.id);
      return row;
    });
    return toLessonIdeas(saved);
  }

  async list(
    actor: Actor | null,
    query: PayloadOf<typeof listLessonIdeas>,
  ): Promise<ReplyOf<typeof listLessonIdeas>> {
    const viewer = requireStaff(actor);
    await this.access.require(actor!, query.groupId, 'teach');
    if (!(await this.maestroSwitch.isOn(actor!, query.groupId)))
      throw new AppException('FORBIDDEN', 'maestro.off');
    const after = query.cursor ? decodeLessonIdeasCursor(query.cursor) : null;
    const page = await lessonIdeasPageOf(this.db, viewer.organizationId, query.groupId, after, query.limit);
    return { lessonIdeas: page.items, nextCursor: page.nextCursor };
  }

  async keep(actor: Actor | null, id: string): Promise<LessonIdeas> {
    const row = await this.readable(actor, id);
    if (row.kept_at) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    const approver = await this.review.approver(actor!);
    const kept = await keepLessonIdeasRow(this.db, row.id, approver, this.options.now());
    if (!kept) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    return toLessonIdeas(kept);
  }

  async discard(actor: Actor | null, id: string): Promise<{ discarded: true }> {
    const row = await this.readable(actor, id);
    if (row.kept_at || !(await discardLessonIdeasRow(this.db, row.id)))
      throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    return { discarded: true };
  }

  private readable(actor: Actor | null, id: string): Promise<LessonIdeasRow> {
    return this.review.readable(actor, (organizationId) => findLessonIdeas(this.db, organizationId, id));
  }
}

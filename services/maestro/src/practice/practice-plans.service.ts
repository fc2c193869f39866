import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type Actor,
  type PayloadOf,
  type PracticePlan,
  type ReplyOf,
  type createPracticePlan,
  type listGroupPracticePlans,
  type listMyPracticePlans,
} from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import type { ServerMessageKey } from '@crescendo/i18n/server-errors';
import {
  AppException,
  Db,
  GroupsAccess,
  requireStaff,
  requireStudent,
  type GroupsAccessPort,
} from '@crescendo/service-kit';
import {
  buildPracticePlanContext,
  practicePlanAnswerSchema,
  resolvePracticePlan,
} from '../context/practice-plan-context.js';
import { MAESTRO_OPTIONS, type MaestroOptions } from '../maestro.options.js';
import { MaestroSwitch, switchedOnGroup, type MaestroSwitchPort } from '../maestro-switch.js';
import { practicePlanPreview } from '../context/previews.js';
import { LiveProgress } from '../model/live-progress.js';
import { LoggedQuestions } from '../model/logged-questions.js';
import { MAESTRO_MODEL, type MaestroModel } from '../model/maestro-model.js';
import { markAnswered } from '../request-log.store.js';
import {
  decodePracticePlanCursor,
  discardPracticePlanRow,
  findPracticePlan,
  insertPracticePlan,
  keepPracticePlanRow,
  practicePlanPageOf,
  toPracticePlan,
  type PracticePlanRow,
} from './practice-plan.store.js';
import { PracticePlanRecords, type PracticePlanRecordsPort } from './practice-plan-records.js';
import { DraftReview } from '../draft-review.js';
import { AiOutputReads } from '../ai-output-reads.js';

/** Identity's reasons a feature is closed (libs/domain's `consentVerdict`), as the student reads them. */
const consentRefusals: Record<string, ServerMessageKey> = {
  ageUnknown: 'maestro.practicePlanConsentAgeUnknown',
  notAsked: 'maestro.practicePlanConsentNotAsked',
  pending: 'maestro.practicePlanConsentPending',
  refused: 'maestro.practicePlanConsentRefused',
  withdrawn: 'maestro.practicePlanConsentRefused',
  outdated: 'maestro.practicePlanConsentOutdated',
};

/**
 * 'Plan de pratique' (issue 30 §2): a student asks, from one of their assignments and the difficulty they
 * describe, a week of short sessions with goals. Identity is asked first whether a parent's consent opens it
 * (a student under 14, or of unknown age, needs one: issue 31 §7); then the switch, the day's budgets and the
 * log as every feature; the question names nobody (the student is 'Élève A', their words quoted data). The
 * plan is a draft ('Brouillon de Maestro IA') until a teacher of the group keeps it.
 */
@Injectable()
export class PracticePlansService {
  constructor(
    @Inject(DraftReview) private readonly review: DraftReview,
    @Inject(LoggedQuestions) private readonly questions: LoggedQuestions,
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(MaestroSwitch) private readonly maestroSwitch: MaestroSwitchPort,
    @Inject(PracticePlanRecords) private readonly records: PracticePlanRecordsPort,
    @Inject(MAESTRO_MODEL) private readonly model: MaestroModel | null,
    @Inject(MAESTRO_OPTIONS) private readonly options: MaestroOptions,
    @Inject(AiOutputReads) private readonly reads: AiOutputReads,
    @Inject(LiveProgress) private readonly progress: LiveProgress,
  ) {}

  async create(actor: Actor | null, input: PayloadOf<typeof createPracticePlan>): Promise<PracticePlan> {
    const viewer = requireStudent(actor);
    const consent = await this.records.consent(actor!, viewer.userId);
    if (!consent.allowed)
      throw new AppException(
        'FORBIDDEN',
        consentRefusals[consent.reason] ?? 'maestro.practicePlanConsentNotAsked',
      );
    const assignment = await this.records.assignment(actor!, input.assignmentId);
    // The group's people, so none of their names leaves in the teacher's texts or the student's.
    const { group } = await switchedOnGroup(
      this.maestroSwitch.isOn(actor!, assignment.groupId),
      this.access.require(actor!, assignment.groupId, 'see'),
      this.model,
    );
    const model = this.model!;

    const now = this.options.now();
    const today = dayOf(now, this.options.timeZone);
    const people = await this.records.people(viewer.organizationId, viewer.userId, group);
    const context = buildPracticePlanContext({
      people,
      studentId: viewer.userId,
      language: input.language,
      assignment,
      difficulty: input.difficulty,
    });

    const { requestId, answer } = await this.questions.ask(
      model,
      { organizationId: viewer.organizationId, userId: viewer.userId, at: now, day: today },
      'practice-plan',
      {
        name: 'practice_plan',
        schema: practicePlanAnswerSchema,
        system: context.system,
        prompt: context.prompt,
      },
      input.progressKey
        ? this.progress.to(
            { organizationId: viewer.organizationId, userId: viewer.userId, key: input.progressKey },
            context.placeholders.standIns(),
            practicePlanPreview,
          )
        : undefined,
    );

    const saved = await this.db.transaction(async (tx) => {
      const row = await insertPracticePlan(tx, {
        id: randomUUID(),
        organizationId: viewer.organizationId,
        requestId,
        studentId: viewer.userId,
        groupId: assignment.groupId,
        assignmentId: assignment.id,
        assignmentTitle: assignment.title,
        difficulty: input.difficulty,
        language: input.language,
        sessions: resolvePracticePlan(answer, context),
        model: model.info,
        at: now,
      });
      await markAnswered(tx, requestId, answer, row.id);
      return row;
    });
    return toPracticePlan(saved);
  }

  /** The student's own plans; nothing (enabled false) while Maestro IA is off for their school. */
  async listMine(
    actor: Actor | null,
    query: PayloadOf<typeof listMyPracticePlans>,
  ): Promise<ReplyOf<typeof listMyPracticePlans>> {
    const viewer = requireStudent(actor);
    const model = this.model?.info ?? null;
    const status = { configured: model !== null, demonstration: model?.demonstration ?? false };
    if (!(await this.maestroSwitch.isOn(actor!)))
      return { enabled: false, ...status, plans: [], nextCursor: null };
    const after = query.cursor ? decodePracticePlanCursor(query.cursor) : null;
    const page = await practicePlanPageOf(
      this.db,
      viewer.organizationId,
      { studentId: viewer.userId },
      after,
      query.limit,
    );
    return {
      enabled: true,
      ...status,
      plans: page.items.map((row) => toPracticePlan(row)),
      nextCursor: page.nextCursor,
    };
  }

  /** The plans of the group's students (of one assignment), for a teacher of the group. */
  async listGroup(
    actor: Actor | null,
    query: PayloadOf<typeof listGroupPracticePlans>,
  ): Promise<ReplyOf<typeof listGroupPracticePlans>> {
    const viewer = requireStaff(actor);
    await this.access.require(actor!, query.groupId, 'teach');
    if (!(await this.maestroSwitch.isOn(actor!, query.groupId)))
      throw new AppException('FORBIDDEN', 'maestro.off');
    const after = query.cursor ? decodePracticePlanCursor(query.cursor) : null;
    const page = await practicePlanPageOf(
      this.db,
      viewer.organizationId,
      { groupId: query.groupId, assignmentId: query.assignmentId ?? null },
      after,
      query.limit,
    );
    const names = await this.records.names(
      actor!,
      page.items.map((row) => row.student_id),
    );
    const assignment = query.assignmentId ? `/assignment:${query.assignmentId}` : '';
    await this.reads.record(
      actor,
      `practicePlans:group:${query.groupId}${assignment}`,
      page.items.map((row) => row.student_id),
    );
    return {
      plans: page.items.map((row) => toPracticePlan(row, names.get(row.student_id) ?? null)),
      nextCursor: page.nextCursor,
    };
  }

  async keep(actor: Actor | null, id: string): Promise<PracticePlan> {
    const row = await this.readable(actor, id);
    if (row.kept_at) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    const approver = await this.review.approver(actor!);
    const kept = await keepPracticePlanRow(this.db, row.id, approver, this.options.now());
    if (!kept) throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    const names = await this.records.names(actor!, [kept.student_id]);
    return toPracticePlan(kept, names.get(kept.student_id) ?? null);
  }

  async discard(actor: Actor | null, id: string): Promise<{ discarded: true }> {
    const row = await this.readable(actor, id);
    if (row.kept_at || !(await discardPracticePlanRow(this.db, row.id)))
      throw new AppException('CONFLICT', 'maestro.alreadyApproved');
    return { discarded: true };
  }

  private readable(actor: Actor | null, id: string): Promise<PracticePlanRow> {
    return this.review.readable(actor, (organizationId) => findPracticePlan(this.db, organizationId, id));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  PayloadOf,
  Reflection,
  listGroupReflections,
  saveReflection,
} from '@crescendo/contracts';
import {
  AppException,
  Db,
  GroupsAccess,
  requireStaff,
  requireStudent,
  type GroupsAccessPort,
} from '@crescendo/service-kit';
import { GAMIFICATION_POLICY, type GamificationPolicyPort } from './goal-sources.js';
import { studentGroupsWithGamification, teachWithGamification } from './motivation-gate.js';
import { REFLECTION_STORE, type ReflectionStore } from './reflection.store.js';
import { REPORTS_OPTIONS, type ReportsOptions } from './reports.options.js';

/**
 * The reflection after practice (issue 29 §4): goal → strategy → how it went, written by the student beside
 * homework's practice report and read by the teachers of the student's group in their practice view. Kept
 * under the student who wrote it and the report's id: a teacher reads it only beside that student's report
 * (homework listed the pair), so a report id typed by someone else shows nothing. Off with gamification.
 */
@Injectable()
export class ReflectionsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(REFLECTION_STORE) private readonly reflections: ReflectionStore,
    @Inject(GAMIFICATION_POLICY) private readonly policy: GamificationPolicyPort,
    @Inject(REPORTS_OPTIONS) private readonly options: ReportsOptions,
  ) {}

  /** Whether motivation is on for the student: gamification on in one of their groups at least. */
  async status(actor: Actor | null) {
    requireStudent(actor);
    const allowed = await studentGroupsWithGamification(this.access, this.policy, actor!);
    return { enabled: allowed.length > 0 };
  }

  async save(actor: Actor | null, input: PayloadOf<typeof saveReflection>): Promise<Reflection> {
    const viewer = requireStudent(actor);
    if (!(await this.status(actor)).enabled)
      throw new AppException('FORBIDDEN', 'reflections.gamificationOff');
    return this.reflections.upsertReflection(this.db, {
      organizationId: viewer.organizationId,
      studentId: viewer.userId,
      reportId: input.reportId,
      goal: input.goal,
      strategy: input.strategy,
      outcome: input.outcome,
      at: this.options.now(),
    });
  }

  /** The reflections of the reports asked, of the group's students only (its teachers, gamification on). */
  async listGroup(actor: Actor | null, query: PayloadOf<typeof listGroupReflections>) {
    const viewer = requireStaff(actor);
    const grant = await teachWithGamification(
      this.access,
      this.policy,
      actor!,
      query.groupId,
      'sprints.groupsNotYours',
    );
    const students = new Set(grant.group.studentIds);
    const asked = query.reports.filter((report) => students.has(report.studentId));
    return { reflections: await this.reflections.reflectionsOf(this.db, viewer.organizationId, asked) };
  }
}

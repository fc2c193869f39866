import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  badgesPerStudentMax,
  type Actor,
  type Badge,
  type PayloadOf,
  type grantBadge,
  type listGroupBadges,
  type listMyBadges,
} from '@crescendo/contracts';
import {
  AppException,
  Db,
  GroupsAccess,
  requireStaff,
  requireStudent,
  type GroupsAccessPort,
} from '@crescendo/service-kit';
import { BADGE_STORE, decodeBadgeCursor, type BadgeStore } from './badge.store.js';
import { GAMIFICATION_POLICY, type GamificationPolicyPort } from './goal-sources.js';
import { studentGroupsWithGamification, teachWithGamification } from './motivation-gate.js';
import { REPORTS_OPTIONS, type ReportsOptions } from './reports.options.js';

/**
 * 'Badge accordé' (issue 29 §4): a teacher of the group grants one of its students a badge for evidence they
 * confirmed. The student reads their own badges; no other student reads them; no points, no ranking, no
 * prize. Nothing of it while gamification is off for the group (identity decides).
 */
@Injectable()
export class BadgesService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(BADGE_STORE) private readonly badges: BadgeStore,
    @Inject(GAMIFICATION_POLICY) private readonly policy: GamificationPolicyPort,
    @Inject(REPORTS_OPTIONS) private readonly options: ReportsOptions,
  ) {}

  async grant(actor: Actor | null, input: PayloadOf<typeof grantBadge>): Promise<Badge> {
    const viewer = requireStaff(actor);
    const grant = await this.teach(actor!, input.groupId);
    if (!grant.group.studentIds.includes(input.studentId))
      throw new AppException('NOT_FOUND', 'badges.studentNotInGroup');
    const held = await this.badges.studentBadgeCount(
      this.db,
      viewer.organizationId,
      input.groupId,
      input.studentId,
    );
    if (held >= badgesPerStudentMax) throw new AppException('CONFLICT', 'badges.tooMany');
    return this.badges.insertBadge(this.db, {
      id: randomUUID(),
      organizationId: viewer.organizationId,
      groupId: input.groupId,
      studentId: input.studentId,
      kind: input.kind,
      label: input.label,
      evidence: input.evidence,
      at: this.options.now(),
      by: viewer.userId,
    });
  }

  async remove(actor: Actor | null, badgeId: string) {
    const viewer = requireStaff(actor);
    const badge = await this.badges.findBadge(this.db, viewer.organizationId, badgeId);
    if (!badge) throw new AppException('NOT_FOUND', 'badges.notFound');
    await this.teach(actor!, badge.groupId);
    await this.badges.deleteBadge(this.db, viewer.organizationId, badgeId);
    return { removed: true as const };
  }

  async listGroup(actor: Actor | null, query: PayloadOf<typeof listGroupBadges>) {
    const viewer = requireStaff(actor);
    await this.teach(actor!, query.groupId);
    const after = query.cursor ? decodeBadgeCursor(query.cursor) : null;
    const page = await this.badges.badgesPage(
      this.db,
      { organizationId: viewer.organizationId, groupIds: [query.groupId], studentId: null },
      after,
      query.limit,
    );
    return { badges: page.items, nextCursor: page.nextCursor };
  }

  /** My badges, of my groups where gamification is on; nobody else's. */
  async listMine(actor: Actor | null, query: PayloadOf<typeof listMyBadges>) {
    const viewer = requireStudent(actor);
    const allowed = await studentGroupsWithGamification(this.access, this.policy, actor!);
    if (allowed.length === 0) return { badges: [], nextCursor: null };
    const names = new Map(allowed.map((group) => [group.id, group.name]));
    const after = query.cursor ? decodeBadgeCursor(query.cursor) : null;
    const page = await this.badges.badgesPage(
      this.db,
      { organizationId: viewer.organizationId, groupIds: [...names.keys()], studentId: viewer.userId },
      after,
      query.limit,
    );
    return {
      badges: page.items.map((badge) => ({ ...badge, groupName: names.get(badge.groupId)! })),
      nextCursor: page.nextCursor,
    };
  }

  private teach(actor: Actor, groupId: string) {
    return teachWithGamification(this.access, this.policy, actor, groupId, 'badges.groupsNotYours');
  }
}

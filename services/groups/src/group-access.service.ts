import { Inject, Injectable } from '@nestjs/common';
import type { Actor, GroupDecision, GroupNeed, ReplyOf, groupsInScope } from '@crescendo/contracts';
import { AppException, Db } from '@crescendo/service-kit';
import { assertNeed, decide, meets, needsMet, relationOf, viewerOf } from './access.js';
import { findGroup, findGroupsById, listVisible, ownershipOf, toGroup } from './group.store.js';

/**
 * `groups.access.*`: the decisions other services ask for instead of re-deciding them (issue 24.1). The
 * rule itself is `access.ts`; this reads the groups and answers for each.
 */
@Injectable()
export class GroupAccessService {
  constructor(@Inject(Db) private readonly db: Db) {}

  async check(
    actor: Actor | null,
    groupIds: string[],
    need: GroupNeed,
  ): Promise<{ decisions: GroupDecision[] }> {
    const viewer = viewerOf(actor);
    const asked = [...new Set(groupIds)];
    const rows = viewer.kind === 'none' ? [] : await findGroupsById(this.db, viewer.organizationId, asked);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const decisions = asked.map((groupId): GroupDecision => {
      const row = byId.get(groupId) ?? null;
      const access = decide(viewer, row && ownershipOf(row), need);
      if (access !== 'granted') return { groupId, access };
      const relation = relationOf(viewer, ownershipOf(row!))!;
      return { groupId, access, relation, can: needsMet(relation), group: toGroup(row!, viewer) };
    });
    return { decisions };
  }

  async inScope(
    actor: Actor | null,
    need: GroupNeed,
    groupId?: string,
  ): Promise<ReplyOf<typeof groupsInScope>> {
    const viewer = viewerOf(actor);
    if (viewer.kind === 'none') throw new AppException('FORBIDDEN', 'common.forbidden');
    if (groupId) {
      const row = await findGroup(this.db, viewer.organizationId, groupId);
      assertNeed(viewer, row && ownershipOf(row), need);
      const relation = relationOf(viewer, ownershipOf(row!))!;
      return {
        organizationWide: false,
        groups: [{ relation, can: needsMet(relation), group: toGroup(row!, viewer) }],
      };
    }
    const rows = await listVisible(this.db, viewer, true);
    const groups = rows.flatMap((row) => {
      const relation = relationOf(viewer, ownershipOf(row));
      return meets(relation, need)
        ? [{ relation, can: needsMet(relation), group: toGroup(row, viewer) }]
        : [];
    });
    return { organizationWide: viewer.kind === 'admin', groups };
  }
}

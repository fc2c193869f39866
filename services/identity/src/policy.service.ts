import { Inject, Injectable } from '@nestjs/common';
import type { Actor, PolicyDecisionWire, PolicyRow } from '@crescendo/contracts';
import {
  decidePolicy,
  policyDefinitions,
  policyKeys,
  refuseSetting,
  type PolicyChain,
  type PolicyKey,
  type PolicyLevel,
  type PolicySetting,
} from '@crescendo/domain';
import { AppException, Db, GroupsAccess } from '@crescendo/service-kit';
import { requireActor } from './actor-guard.js';
import { policyChangesPage } from './policy-changes.store.js';
import {
  clearSetting,
  organizationPlace,
  settingsOf,
  writeSetting,
  type StoredSetting,
} from './policy.store.js';

type Settings = Map<PolicyKey, StoredSetting>;

/** The settings of each level on the way from the board to a school (and a group). */
interface Levels {
  board?: Settings;
  school?: Settings;
  group?: Settings;
}

/**
 * Policies from board to school to group (issue 25 §3, decision 0050): the rule is the domain's
 * (`decidePolicy`, `refuseSetting`); here each level's settings are read and written, each change logged.
 * A board's administrator sets the board's, a school's administrator the school's.
 */
@Injectable()
export class PolicyService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(GroupsAccess) private readonly groups: GroupsAccess,
  ) {}

  async list(actor: Actor | null): Promise<{ level: PolicyLevel; policies: PolicyRow[] }> {
    const { organizationId, level } = await this.administeredLevel(actor);
    const levels = await this.levelsOf(organizationId, null);
    return { level, policies: policyKeys.map((key) => this.row(key, level, levels)) };
  }

  /** `value` as sent: the domain checks it is one the key takes before it is stored. */
  async set(actor: Actor | null, key: PolicyKey, value: boolean | string | number, allowOverride: boolean) {
    const { organizationId, level, userId } = await this.administeredLevel(actor);
    return this.db.transaction(async (tx) => {
      const levels = await this.levelsOf(organizationId, null, tx);
      refuse(refuseSetting(key, level, value, chainOf(key, levels, level)));
      const checked = value as PolicySetting['value'];
      await writeSetting(tx, organizationId, key, { value: checked, allowOverride }, userId);
      return this.row(key, level, await this.levelsOf(organizationId, null, tx));
    });
  }

  async clear(actor: Actor | null, key: PolicyKey): Promise<PolicyRow> {
    const { organizationId, level, userId } = await this.administeredLevel(actor);
    return this.db.transaction(async (tx) => {
      await clearSetting(tx, organizationId, key, userId);
      return this.row(key, level, await this.levelsOf(organizationId, null, tx));
    });
  }

  /** A group's settings, for whoever manages the group (groups decides: its lead teacher, the school's admins). */
  async listGroup(actor: Actor | null, groupId: string): Promise<{ level: 'group'; policies: PolicyRow[] }> {
    const organizationId = await this.managedGroupSchool(actor, groupId);
    const levels = await this.levelsOf(organizationId, groupId);
    return { level: 'group', policies: policyKeys.map((key) => this.row(key, 'group', levels)) };
  }

  /** The group's own value, where the key's definition allows the group level and no level above locked it. */
  async setGroup(actor: Actor | null, groupId: string, key: PolicyKey, value: boolean | string | number) {
    const organizationId = await this.managedGroupSchool(actor, groupId);
    return this.db.transaction(async (tx) => {
      const levels = await this.levelsOf(organizationId, groupId, tx);
      refuse(refuseSetting(key, 'group', value, chainOf(key, levels, 'group')));
      const setting = { value: value as PolicySetting['value'], allowOverride: false };
      await writeSetting(tx, organizationId, key, setting, actor!.userId, groupId);
      return this.row(key, 'group', await this.levelsOf(organizationId, groupId, tx));
    });
  }

  async clearGroup(actor: Actor | null, groupId: string, key: PolicyKey): Promise<PolicyRow> {
    const organizationId = await this.managedGroupSchool(actor, groupId);
    return this.db.transaction(async (tx) => {
      await clearSetting(tx, organizationId, key, actor!.userId, groupId);
      return this.row(key, 'group', await this.levelsOf(organizationId, groupId, tx));
    });
  }

  /** The log an administrator may see: a board's and its schools' changes, or a school's and its groups'. */
  async changes(actor: Actor | null, page: { cursor?: string; limit: number }) {
    const { organizationId } = await this.administeredLevel(actor);
    const { items, nextCursor } = await policyChangesPage(this.db, organizationId, page);
    return { changes: items, nextCursor };
  }

  /** The school of a group the actor manages, as groups decides it (never re-decided here). */
  private async managedGroupSchool(actor: Actor | null, groupId: string): Promise<string> {
    const known = requireActor(actor);
    if (!known.organizationId) throw new AppException('FORBIDDEN', 'common.forbidden');
    const { group } = await this.groups.require(known, groupId, 'manage');
    // Groups answers within the actor's school only; the group's own school is where its settings live.
    return group.organizationId;
  }

  /** What applies to the actor's school (or board), and group when given: any member may ask. */
  async decide(actor: Actor | null, key: PolicyKey, groupId?: string): Promise<PolicyDecisionWire> {
    const { organizationId } = requireActor(actor);
    if (!organizationId) throw new AppException('FORBIDDEN', 'common.forbidden');
    const levels = await this.levelsOf(organizationId, groupId ?? null);
    return { key, ...decidePolicy(key, chainOf(key, levels)) };
  }

  /** The level the actor administers: the board (role board-admin in a board), or the school (admin). */
  private async administeredLevel(actor: Actor | null) {
    const known = requireActor(actor);
    const place = known.organizationId ? await organizationPlace(this.db, known.organizationId) : null;
    const level: PolicyLevel | null =
      place?.kind === 'board' && known.roles.includes('board-admin')
        ? 'board'
        : place?.kind === 'school' && known.roles.includes('admin')
          ? 'school'
          : null;
    if (!level) throw new AppException('FORBIDDEN', 'common.forbidden');
    return { organizationId: known.organizationId!, level, userId: known.userId };
  }

  private async levelsOf(organizationId: string, groupId: string | null, db: Db = this.db): Promise<Levels> {
    const place = await organizationPlace(db, organizationId);
    if (!place) throw new AppException('FORBIDDEN', 'common.forbidden');
    if (place.kind === 'board') return { board: await settingsOf(db, organizationId) };
    return {
      ...(place.boardId && { board: await settingsOf(db, place.boardId) }),
      school: await settingsOf(db, organizationId),
      ...(groupId && { group: await settingsOf(db, organizationId, groupId) }),
    };
  }

  private row(key: PolicyKey, level: PolicyLevel, levels: Levels): PolicyRow {
    const own = levels[level]?.get(key);
    const above = chainOf(key, levels, level);
    const definition = policyDefinitions[key];
    return {
      key,
      ...decidePolicy(key, chainOf(key, levels)),
      own: own
        ? { value: own.value, allowOverride: own.allowOverride, setAt: own.setAt.toISOString() }
        : null,
      editable: refuseSetting(key, level, definition.default, above) === null,
    };
  }
}

/** The chain of `key` through the levels (those above `below` only, when given). */
function chainOf(key: PolicyKey, levels: Levels, below?: PolicyLevel): PolicyChain {
  const order: PolicyLevel[] = ['board', 'school', 'group'];
  const kept = below ? order.slice(0, order.indexOf(below)) : order;
  const chain: PolicyChain = {};
  for (const level of kept) {
    const setting = levels[level]?.get(key);
    if (setting) chain[level] = { value: setting.value, allowOverride: setting.allowOverride };
  }
  return chain;
}

function refuse(refusal: ReturnType<typeof refuseSetting>): void {
  if (refusal === null) return;
  if (refusal === 'policy.locked') throw new AppException('CONFLICT', 'identity.policyLocked');
  if (refusal === 'policy.levelNotAllowed') throw new AppException('FORBIDDEN', 'identity.policyLevel');
  throw AppException.invalid({ value: 'validation.policyValue' });
}

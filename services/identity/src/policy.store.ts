import type { PolicyKey, PolicySetting } from '@crescendo/domain';
import type { Db } from '@crescendo/service-kit';

/** One level's setting of one key, with when it was set. */
export interface StoredSetting extends PolicySetting {
  key: PolicyKey;
  setAt: Date;
}

/** Where an organisation stands: a board, or a school with its board (null when it stands alone). */
export async function organizationPlace(
  db: Db,
  organizationId: string,
): Promise<{ kind: 'board' | 'school'; boardId: string | null } | null> {
  const rows: Array<{ kind: 'board' | 'school'; board_id: string | null }> = await db.query(
    `SELECT kind, board_id FROM organizations WHERE id = $1`,
    [organizationId],
  );
  return rows[0] ? { kind: rows[0].kind, boardId: rows[0].board_id } : null;
}

/** The settings one organisation holds for itself (`groupId` null) or for one of its groups. */
export async function settingsOf(
  db: Db,
  organizationId: string,
  groupId: string | null = null,
): Promise<Map<PolicyKey, StoredSetting>> {
  const rows: Array<{
    key: PolicyKey;
    value: PolicySetting['value'];
    allow_override: boolean;
    set_at: Date;
  }> = await db.query(
    `SELECT key, value, allow_override, set_at FROM policy_settings
        WHERE organization_id = $1 AND group_id IS NOT DISTINCT FROM $2::uuid`,
    [organizationId, groupId],
  );
  return new Map(
    rows.map((row) => [
      row.key,
      { key: row.key, value: row.value, allowOverride: row.allow_override, setAt: row.set_at },
    ]),
  );
}

/** Sets the organisation's own value of `key` (or its group's, `groupId`), and logs the change. */
export async function writeSetting(
  db: Db,
  organizationId: string,
  key: PolicyKey,
  setting: PolicySetting,
  userId: string,
  groupId: string | null = null,
): Promise<void> {
  const value = JSON.stringify(setting.value);
  await db.query(
    `INSERT INTO policy_settings (organization_id, group_id, key, value, allow_override, set_by, set_at)
     VALUES ($1, $6::uuid, $2, $3::jsonb, $4, $5, now())
     ON CONFLICT ON CONSTRAINT policy_settings_one_per_level
     DO UPDATE SET value = excluded.value, allow_override = excluded.allow_override, set_by = excluded.set_by,
                   set_at = excluded.set_at`,
    [organizationId, key, value, setting.allowOverride, userId, groupId],
  );
  await db.query(
    `INSERT INTO policy_changes (organization_id, group_id, key, value, allow_override, changed_by)
     VALUES ($1, $6::uuid, $2, $3::jsonb, $4, $5)`,
    [organizationId, key, value, setting.allowOverride, userId, groupId],
  );
}

/** Drops the organisation's own value of `key` (logged as a change to nothing); false when it had none. */
export async function clearSetting(
  db: Db,
  organizationId: string,
  key: PolicyKey,
  userId: string,
  groupId: string | null = null,
): Promise<boolean> {
  const [, count]: [unknown, number] = await db.query(
    `DELETE FROM policy_settings WHERE organization_id = $1 AND group_id IS NOT DISTINCT FROM $3::uuid AND key = $2`,
    [organizationId, key, groupId],
  );
  if (count === 0) return false;
  await db.query(
    `INSERT INTO policy_changes (organization_id, group_id, key, changed_by) VALUES ($1, $4::uuid, $2, $3)`,
    [organizationId, key, userId, groupId],
  );
  return true;
}

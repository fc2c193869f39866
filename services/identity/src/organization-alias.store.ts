import type { Db } from '@crescendo/service-kit';

/** A Keycloak organisation alias as the platform stores it (migration 1710000000110): a lowercase slug. */
export const aliasPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const aliasMaxLength = 63;

/** 'École secondaire Harmonie' → 'ecole-secondaire-harmonie' (accents dropped, anything else a hyphen). */
export function aliasFromName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, aliasMaxLength - 9)
    .replace(/^-+|-+$/g, '');
  return slug || 'ecole';
}

/** The name's alias, or, when another organisation has it, the same followed by the start of `id`. */
export async function freeAlias(db: Db, name: string, id: string): Promise<string> {
  const alias = aliasFromName(name);
  const taken: unknown[] = await db.query(`SELECT 1 FROM organizations WHERE alias = $1`, [alias]);
  return taken.length === 0 ? alias : `${alias}-${id.slice(0, 8).toLowerCase()}`;
}

/** The organisation's alias becomes `alias` (the demo's, put back on every start). */
export async function setOrganizationAlias(db: Db, organizationId: string, alias: string): Promise<void> {
  await db.query(`UPDATE organizations SET alias = $2 WHERE id = $1`, [organizationId, alias]);
}

/** The organisations these aliases name, alias → id; an alias the platform does not know is absent. */
export async function organizationsByAlias(db: Db, aliases: readonly string[]): Promise<Map<string, string>> {
  if (aliases.length === 0) return new Map();
  const rows: Array<{ id: string; alias: string }> = await db.query(
    `SELECT id, alias FROM organizations WHERE alias = ANY($1::text[])`,
    [aliases],
  );
  return new Map(rows.map((row) => [row.alias, row.id]));
}

/**
 * The school's alias becomes `alias` unless another organisation has it: false then (the unique index decides,
 * so two boards choosing the same alias at once cannot both have it).
 */
export async function changeSchoolAlias(db: Db, schoolId: string, alias: string): Promise<boolean> {
  try {
    await db.query(`UPDATE organizations SET alias = $2 WHERE id = $1`, [schoolId, alias]);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
}

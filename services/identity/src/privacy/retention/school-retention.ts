import type { OrganizationRetention, RetentionCutoffs } from '@crescendo/contracts';
import {
  decidePolicy,
  policyDefinitions,
  retentionCutoffs,
  type PolicyChain,
  type PolicyKey,
  type RetentionDurations,
} from '@crescendo/domain';
import type { Db } from '@crescendo/service-kit';
import { settingsOf, type StoredSetting } from '../../policy.store.js';

const durationKeys = {
  formerStudentMonths: 'retention.formerStudentMonths',
  chatSchoolYears: 'retention.chatSchoolYears',
  recordingsMonths: 'retention.recordingsMonths',
  aiLogMonths: 'retention.aiLogMonths',
  signInTraceDays: 'retention.signInTraceDays',
  loansSchoolYears: 'retention.loansSchoolYears',
} as const satisfies Record<keyof RetentionDurations, PolicyKey>;

const asCutoffs = (cutoffs: Record<string, Date>): RetentionCutoffs =>
  Object.fromEntries(
    Object.entries(cutoffs).map(([category, date]) => [category, date.toISOString()]),
  ) as RetentionCutoffs;

/** The platform's own durations (the policies' defaults): where no school applies. */
export function platformCutoffs(now: Date): RetentionCutoffs {
  const durations = Object.fromEntries(
    Object.entries(durationKeys).map(([field, key]) => [field, policyDefinitions[key].default]),
  ) as unknown as RetentionDurations;
  return asCutoffs(retentionCutoffs(now, durations));
}

interface School {
  id: string;
  board_id: string | null;
}

/**
 * Every school's retention at `now`: its durations as its board and school set them (the policies'
 * `decidePolicy`, a board's lock winning), as cut-offs, and its current students (kept whatever their age).
 */
export async function schoolRetentions(db: Db, now: Date): Promise<OrganizationRetention[]> {
  const schools: School[] = await db.query(
    `SELECT id, board_id FROM organizations WHERE kind = 'school' ORDER BY id`,
  );
  const boards = new Map<string, Map<PolicyKey, StoredSetting>>();
  const retentions: OrganizationRetention[] = [];
  for (const school of schools) {
    if (school.board_id && !boards.has(school.board_id))
      boards.set(school.board_id, await settingsOf(db, school.board_id));
    const board = school.board_id ? boards.get(school.board_id) : undefined;
    const own = await settingsOf(db, school.id);
    const decide = (key: PolicyKey) => {
      const chain: PolicyChain = {};
      const [atBoard, atSchool] = [board?.get(key), own.get(key)];
      if (atBoard) chain.board = { value: atBoard.value, allowOverride: atBoard.allowOverride };
      if (atSchool) chain.school = { value: atSchool.value, allowOverride: atSchool.allowOverride };
      return decidePolicy(key, chain).value as number;
    };
    const durations = Object.fromEntries(
      Object.entries(durationKeys).map(([field, key]) => [field, decide(key)]),
    ) as unknown as RetentionDurations;
    const students: Array<{ user_id: string }> = await db.query(
      `SELECT user_id FROM memberships WHERE organization_id = $1 AND role = 'student'`,
      [school.id],
    );
    retentions.push({
      organizationId: school.id,
      before: asCutoffs(retentionCutoffs(now, durations)),
      keep: students.map((row) => row.user_id),
    });
  }
  return retentions;
}

/** Schools in requests that stay far under NATS's 1 MB: at most 100 schools and 10,000 kept students each. */
export function inBatches(schools: OrganizationRetention[]): OrganizationRetention[][] {
  const batches: OrganizationRetention[][] = [];
  let batch: OrganizationRetention[] = [];
  let kept = 0;
  for (const school of schools) {
    if (batch.length > 0 && (batch.length >= 100 || kept + school.keep.length > 10_000)) {
      batches.push(batch);
      batch = [];
      kept = 0;
    }
    batch.push(school);
    kept += school.keep.length;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

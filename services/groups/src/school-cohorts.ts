import type { ProgrammeCohort, SchoolCohorts } from '@crescendo/contracts';
import { boardProgrammes, programmeOf } from '@crescendo/domain';
import type { SchoolGroupRow } from './school-figures.store.js';

/**
 * Each school's groups gathered by programme (the course code in the group's name), their students counted
 * once per programme; programmes in the order of the course codes, `other` last, none without a group.
 */
export function cohortsOf(
  organizationIds: readonly string[],
  rows: readonly SchoolGroupRow[],
): SchoolCohorts[] {
  const bySchool = new Map<string, Map<string, { groupIds: string[]; studentIds: Set<string> }>>();
  for (const row of rows) {
    const programmes = bySchool.get(row.organization_id) ?? new Map();
    bySchool.set(row.organization_id, programmes);
    const programme = programmeOf(row.name);
    const cohort = programmes.get(programme) ?? { groupIds: [], studentIds: new Set<string>() };
    programmes.set(programme, cohort);
    cohort.groupIds.push(row.id);
    for (const studentId of row.student_ids) cohort.studentIds.add(studentId);
  }
  return organizationIds.map((organizationId) => {
    const programmes = bySchool.get(organizationId);
    const cohorts: ProgrammeCohort[] = [];
    for (const programme of boardProgrammes) {
      const cohort = programmes?.get(programme);
      if (cohort) cohorts.push({ programme, groupIds: cohort.groupIds, studentIds: [...cohort.studentIds] });
    }
    return { organizationId, programmes: cohorts };
  });
}

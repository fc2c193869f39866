import type { PayloadOf, ReplyOf, WeekFigures, sumSchoolWeeks } from '@crescendo/contracts';
import type { CohortArrays, WeekRow } from './school-figures.store.js';

type Schools = PayloadOf<typeof sumSchoolWeeks>['schools'];
type Reply = ReplyOf<typeof sumSchoolWeeks>;

const none = (): WeekFigures => ({
  practiceMinutes: 0,
  activeStudents: 0,
  assigned: 0,
  handedIn: 0,
  assignedStudents: 0,
});

/** The cohorts asked as the parallel arrays of the week's statement. */
export function cohortArrays(schools: Schools): CohortArrays {
  const arrays: CohortArrays = {
    studentSchools: [],
    studentProgrammes: [],
    studentIds: [],
    groupSchools: [],
    groupProgrammes: [],
    groupIds: [],
  };
  for (const school of schools)
    for (const cohort of school.programmes) {
      for (const studentId of cohort.studentIds) {
        arrays.studentSchools.push(school.organizationId);
        arrays.studentProgrammes.push(cohort.programme);
        arrays.studentIds.push(studentId);
      }
      for (const groupId of cohort.groupIds) {
        arrays.groupSchools.push(school.organizationId);
        arrays.groupProgrammes.push(cohort.programme);
        arrays.groupIds.push(groupId);
      }
    }
  return arrays;
}

/** The statement's rows added up per school and programme, every school and programme asked answered. */
export function weeksOf(schools: Schools, rows: readonly WeekRow[]): Reply {
  const key = (organizationId: string, programme: string | null) => `${organizationId}/${programme ?? ''}`;
  const sums = new Map<string, WeekFigures>();
  for (const row of rows) {
    const sum = sums.get(key(row.organization_id, row.programme)) ?? none();
    sums.set(key(row.organization_id, row.programme), {
      practiceMinutes: sum.practiceMinutes + row.practice_minutes,
      activeStudents: sum.activeStudents + row.active_students,
      assigned: sum.assigned + row.assigned,
      handedIn: sum.handedIn + row.handed_in,
      assignedStudents: Math.max(sum.assignedStudents, row.assigned_students),
    });
  }
  return {
    schools: schools.map((school) => ({
      organizationId: school.organizationId,
      school: sums.get(key(school.organizationId, null)) ?? none(),
      programmes: school.programmes.map(({ programme }) => ({
        programme,
        ...(sums.get(key(school.organizationId, programme)) ?? none()),
      })),
    })),
  };
}

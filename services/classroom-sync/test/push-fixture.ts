import {
  createAssignment,
  getClassroomImport,
  listClassroomCourses,
  listGroups,
  startClassroomImport,
  type Actor,
  type Assignment,
  type Group,
} from '@crescendo/contracts';
import { dayOf, schoolYearOf, shiftDay } from '@crescendo/domain';
import { SCOPE, type AccountSeed } from '@crescendo/fake-google';
import { eventually } from '@crescendo/testing';
import { people, type ClassroomHarness } from './classroom-harness.js';

/** The demo teacher's Google account: one course, with the demo student and two new ones on its roster. */
export const marie = 'marie.lefebvre@ecole.test';
export const nouvelle = 'nouvelle@ecole.test';
const start = Number(schoolYearOf(new Date()).slice(0, 4));
export const pushAccounts: AccountSeed[] = [
  {
    email: marie,
    givenName: 'Marie',
    familyName: 'Lefebvre',
    courses: [
      {
        name: 'MUS212 — Harmonie',
        creationTime: new Date(Math.min(Date.UTC(start, 8, 2, 13), Date.now() - 60_000)).toISOString(),
        students: [
          { email: 'eleve@demo.crescendo.ca', givenName: 'Élève', familyName: 'Démo' },
          { email: nouvelle, givenName: 'Nouvelle', familyName: 'Élève' },
          { email: 'autre@ecole.test', givenName: 'Autre', familyName: 'Élève' },
        ],
      },
    ],
  },
];

/** The demo teacher connected to Google and their course imported: the group linked to it. */
export async function importedGroup(h: ClassroomHarness): Promise<Group> {
  await h.connectGoogle(people.teacher, marie);
  const { courses } = await h.ok(listClassroomCourses, {}, people.teacher);
  const started = await h.ok(startClassroomImport, { courseIds: [courses[0]!.id] }, people.teacher);
  await eventually(
    () => h.ok(getClassroomImport, { importId: started.id }, people.teacher),
    (progress) => progress.finished,
    30_000,
  );
  const { groups } = await h.ok(listGroups, {}, people.teacher);
  return groups.find((group) => group.externalId === courses[0]!.id)!;
}

const today = dayOf(new Date());

export function assign(
  h: ClassroomHarness,
  groupId: string,
  overrides: Partial<{ title: string; studentIds: string[] }> = {},
  who: Actor = people.teacher,
): Promise<Assignment> {
  return h.ok(
    createAssignment,
    {
      groupId,
      title: 'Étude no 3',
      description: 'Mesures 1 à 16, lentement',
      dueDate: shiftDay(today, 7),
      dueTime: '17:00',
      ...overrides,
    },
    who,
  );
}

/** The course's coursework as Classroom shows it to its teacher. */
export async function courseWorkAtGoogle(h: ClassroomHarness, courseId: string) {
  const { access_token } = await h.google.control.issueToken({
    email: marie,
    scopes: [SCOPE.courseworkStudents],
    clientId: 'crescendo-test',
  });
  const response = await fetch(`${h.google.url}/v1/courses/${courseId}/courseWork`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const body = (await response.json()) as { courseWork?: Array<Record<string, unknown>> };
  return body.courseWork ?? [];
}

export const practiceEntry = {
  practiceDate: today,
  duration: 25,
  location: 'school' as const,
  content: 'Lecture à vue',
  nextGoals: 'Respirations',
};

import { Inject, Injectable } from '@nestjs/common';
import {
  ensureClassroomStudents,
  groupNameMax,
  upsertClassroomGroup,
  type Group,
} from '@crescendo/contracts';
import { ServiceClient } from '@crescendo/service-kit';
import type { RosterEntry } from './roster-diff.js';
import type { RosterChange } from './roster.store.js';

/** The course's name and description, as the import gives them to the group. */
export interface CourseFacts {
  name: string;
  description: string | null;
}

/**
 * Writing a re-sync's outcome through the owners, as the import does: the students through identity (matched,
 * or created and told how to sign in), the group through groups' upsert (its teacher and course id find it).
 */
@Injectable()
export class RosterApply {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  /** Identity's dry run: who the roster's addresses are, nothing created nor mailed. */
  async match(group: Group, entries: RosterEntry[]) {
    const { students } = await this.client.request(
      ensureClassroomStudents,
      { ...this.studentsFor(group, group.name), students: entries, dryRun: true },
      null,
    );
    return students;
  }

  /** A change small enough to apply by itself: the roster becomes the group's, as on a re-import. */
  async replace(group: Group, course: CourseFacts, entries: RosterEntry[]): Promise<Group> {
    const ids = await this.ensure(group, course.name, entries);
    return this.upsert(group, course, ids);
  }

  /** The approved change, on the group as it is now: who leaves leaves, who joins joins (created, told). */
  async applyChange(group: Group, change: Pick<RosterChange, 'joins' | 'leaves'>): Promise<Group> {
    const joined = await this.ensure(group, group.name, change.joins);
    const leaving = new Set(change.leaves.map((leave) => leave.studentId));
    const ids = [...new Set([...group.studentIds.filter((id) => !leaving.has(id)), ...joined])];
    return this.upsert(group, { name: group.name, description: group.description }, ids);
  }

  /** The course renamed or described again while its roster change waits (or did not change). */
  async refresh(group: Group, course: CourseFacts): Promise<void> {
    if (course.name === group.name && (course.description ?? null) === (group.description ?? null)) return;
    await this.upsert(group, course, null);
  }

  private async ensure(group: Group, groupName: string, entries: RosterEntry[]): Promise<string[]> {
    if (entries.length === 0) return [];
    const { students } = await this.client.request(
      ensureClassroomStudents,
      {
        ...this.studentsFor(group, groupName),
        students: entries.map(({ email, firstName, lastName }) => ({ email, firstName, lastName })),
      },
      null,
    );
    return students.flatMap((student) => (student.userId ? [student.userId] : []));
  }

  private studentsFor(group: Group, groupName: string) {
    return { organizationId: group.organizationId, teacherId: group.teacherId!, groupName };
  }

  private async upsert(group: Group, course: CourseFacts, studentIds: string[] | null): Promise<Group> {
    const reply = await this.client.request(
      upsertClassroomGroup,
      {
        organizationId: group.organizationId,
        teacherId: group.teacherId!,
        externalId: group.externalId!,
        name: course.name.slice(0, groupNameMax),
        description: course.description,
        schoolYear: group.schoolYear,
        studentIds,
      },
      null,
    );
    return reply.group;
  }
}

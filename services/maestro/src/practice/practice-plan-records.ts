import { Inject, Injectable } from '@nestjs/common';
import {
  checkParentalConsent,
  getAssignment,
  listNamesToScrub,
  lookupProfiles,
  maxProfileLookupIds,
  type Actor,
} from '@crescendo/contracts';
import { ServiceClient } from '@crescendo/service-kit';
import type { Person } from '../context/people.js';

/** The assignment as the student reads it: enough to ask a plan from. */
export interface PlanAssignment {
  id: string;
  groupId: string;
  title: string;
  description: string;
}

/** What 'Plan de pratique' asks of it (`PracticePlanRecords`' methods). */
export type PracticePlanRecordsPort = Pick<
  PracticePlanRecords,
  'consent' | 'assignment' | 'people' | 'names'
>;

/**
 * The records of 'Plan de pratique', asked of their owners as the actor (each applies its own rule): whether a
 * parent's consent opens the feature for the student (identity's verdict, issue 31 §7), the student's own
 * assignment (homework's), and — for the teacher's list — the names of the group's students. The names of the
 * group's people, which a student may not read, are asked by a system request only Maestro sends
 * (`identity.names.to-scrub`), only so the context builder can take them out of the texts.
 */
@Injectable()
export class PracticePlanRecords {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  consent(actor: Actor, studentId: string): Promise<{ allowed: boolean; reason: string }> {
    return this.client.request(checkParentalConsent, { studentId, feature: 'practicePlan' }, actor);
  }

  /** One of the student's assignments (homework answers NOT_FOUND for anyone else's). */
  async assignment(actor: Actor, assignmentId: string): Promise<PlanAssignment> {
    const { assignment } = await this.client.request(getAssignment, { assignmentId, limit: 1 }, actor);
    return {
      id: assignment.id,
      groupId: assignment.groupId,
      title: assignment.title,
      description: assignment.description,
    };
  }

  /**
   * The student first (so they are 'Élève A'), then the group's other students and its teachers, as identity
   * names them: scrubbed from the texts, never sent nor shown.
   */
  async people(
    organizationId: string,
    studentId: string,
    group: { teacherIds: string[]; studentIds: string[] },
  ): Promise<Person[]> {
    const ids = [...new Set([studentId, ...group.studentIds, ...group.teacherIds])].slice(
      0,
      maxProfileLookupIds,
    );
    const { people } = await this.client.request(listNamesToScrub, { organizationId, userIds: ids }, null);
    return ids.map((id): Person => {
      const known = people.find((person) => person.id === id);
      return {
        id,
        role: group.teacherIds.includes(id) && id !== studentId ? 'teacher' : 'student',
        firstName: known?.firstName ?? '',
        lastName: known?.lastName ?? '',
        email: known?.email ?? null,
      };
    });
  }

  /** The students' names, for a teacher's list (asked as the teacher). */
  async names(actor: Actor, studentIds: string[]): Promise<Map<string, string>> {
    const ids = [...new Set(studentIds)].slice(0, maxProfileLookupIds);
    if (ids.length === 0) return new Map();
    const { profiles } = await this.client.request(lookupProfiles, { userIds: ids }, actor);
    return new Map(
      profiles.map((profile) => [profile.id, `${profile.firstName} ${profile.lastName}`.trim()]),
    );
  }
}

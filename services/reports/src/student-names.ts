import { Inject, Injectable } from '@nestjs/common';
import { getProfile, lookupProfiles, maxProfileLookupIds, type Actor } from '@crescendo/contracts';
import { ServiceClient, type Viewer } from '@crescendo/service-kit';

/** What the PDF asks of the names: a student's, or null when identity does not know them. */
export interface StudentNamesPort {
  nameOf(actor: Actor, viewer: Viewer, studentId: string): Promise<string | null>;
  /** Staff: many students' names (500 a request); one identity does not know is absent. */
  namesOf(actor: Actor, studentIds: readonly string[]): Promise<Map<string, string>>;
}

/**
 * A student's name for their report card, from identity (which owns names; this service keeps none), asked
 * as the actor: a student reads their own profile, staff their organisation's directory.
 */
@Injectable()
export class StudentNames implements StudentNamesPort {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  async nameOf(actor: Actor, viewer: Viewer, studentId: string): Promise<string | null> {
    if (viewer.kind === 'student') return fullName(await this.client.request(getProfile, {}, actor));
    const { profiles } = await this.client.request(lookupProfiles, { userIds: [studentId] }, actor);
    const found = profiles.find((profile) => profile.id === studentId);
    return found ? fullName(found) : null;
  }

  async namesOf(actor: Actor, studentIds: readonly string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (let start = 0; start < studentIds.length; start += maxProfileLookupIds) {
      const { profiles } = await this.client.request(
        lookupProfiles,
        { userIds: studentIds.slice(start, start + maxProfileLookupIds) },
        actor,
      );
      for (const profile of profiles) {
        const name = fullName(profile);
        if (name) names.set(profile.id, name);
      }
    }
    return names;
  }
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || null;

export const STUDENT_NAMES = Symbol('StudentNames');

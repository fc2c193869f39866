import { Inject, Injectable } from '@nestjs/common';
import {
  lookupProfiles,
  maxProfileLookupIds,
  tripConsentStudentsMax,
  type Actor,
  type PlanningEvent,
} from '@crescendo/contracts';
import { AppException, GroupsAccess, ServiceClient, type GroupsAccessPort } from '@crescendo/service-kit';

export interface EventStudent {
  studentId: string;
  name: string;
  /** The list's order: the name without accents, case or punctuation (40 characters), then the id. */
  key: string;
}

const sortKeyOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .slice(0, 40);
export const studentSortKeyPattern = '[a-z0-9 ]{0,40}';
export const byStudentKey = (a: { key: string; studentId: string }, b: { key: string; studentId: string }) =>
  a.key === b.key ? (a.studentId < b.studentId ? -1 : 1) : a.key < b.key ? -1 : 1;

/** Runs `work` on every item, `concurrency` at a time, in order of start. */
export async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * A 'Sortie''s students (issue 28 §6): those of the event's groups (none: every student of the school's
 * groups), as groups answers the actor (decision 0045), with their names from identity (someone no longer of
 * the school is left out), by name then id. Its consents and its charges ask the same students.
 */
@Injectable()
export class TripStudents {
  constructor(
    @Inject(GroupsAccess) private readonly access: GroupsAccessPort,
    @Inject(ServiceClient) private readonly client: ServiceClient,
  ) {}

  async of(actor: Actor, event: PlanningEvent): Promise<EventStudent[]> {
    const ids = new Set<string>();
    if (event.groupIds.length === 0) {
      for (const id of (await this.access.scope(actor, 'see')).studentIds) ids.add(id);
    } else {
      const granted = await this.access.granted(actor, event.groupIds, 'see');
      for (const grant of granted.values()) for (const id of grant.group.studentIds) ids.add(id);
    }
    if (ids.size > tripConsentStudentsMax)
      throw new AppException('CONFLICT', 'planning.consentsTooManyStudents', {
        params: { maximum: tripConsentStudentsMax },
      });
    const students: EventStudent[] = [];
    const all = [...ids];
    for (let start = 0; start < all.length; start += maxProfileLookupIds) {
      const { profiles } = await this.client.request(
        lookupProfiles,
        { userIds: all.slice(start, start + maxProfileLookupIds) },
        actor,
      );
      for (const profile of profiles) {
        if (profile.role !== 'student') continue;
        const name = `${profile.firstName} ${profile.lastName}`.trim();
        students.push({ studentId: profile.id, name, key: sortKeyOf(name) });
      }
    }
    return students.sort(byStudentKey);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  assignmentPage,
  listAssignments,
  listOccurrences,
  lookupProfiles,
  maxProfileLookupIds,
  occurrencePage,
  planningRangeMaxDays,
  type Actor,
} from '@crescendo/contracts';
import { shiftDay } from '@crescendo/domain';
import { ServiceClient } from '@crescendo/service-kit';
import type { Person } from '../context/people.js';

/** The most repertoire titles a question carries (the newest assignments' distinct titles). */
export const repertoireMax = 12;

export interface NextConcert {
  title: string;
  day: string;
  daysAway: number;
}

/** What 'Idées de cours' asks of it (`LessonRecords`' methods). */
export type LessonRecordsPort = Pick<LessonRecords, 'repertoire' | 'nextConcert' | 'people'>;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The group-level records of 'Idées de cours', asked of their owners as the teacher (each applies its own rule
 * of who sees what): the repertoire from homework (inventory lends scores to students, not to a group, so the
 * group's assignments' titles stand for it), the next concert from the planning, and the group's people's
 * names from identity — only so the context builder can take them out of the titles.
 */
@Injectable()
export class LessonRecords {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  /** The distinct titles of the group's assignments, latest due first. */
  async repertoire(actor: Actor, groupId: string): Promise<string[]> {
    const { assignments } = await this.client.request(
      listAssignments,
      { groupId, limit: assignmentPage.max },
      actor,
    );
    const titles: string[] = [];
    for (const { title } of assignments) {
      const trimmed = title.trim();
      if (trimmed && !titles.some((known) => known.toLowerCase() === trimmed.toLowerCase()))
        titles.push(trimmed);
    }
    return titles.slice(0, repertoireMax);
  }

  /** The group's (or the whole school's) next concert not cancelled, within the planning's longest range. */
  async nextConcert(actor: Actor, groupId: string, today: string): Promise<NextConcert | null> {
    const to = shiftDay(today, planningRangeMaxDays);
    let cursor: string | undefined;
    do {
      const page = await this.client.request(
        listOccurrences,
        { from: today, to, groupId, limit: occurrencePage.max, ...(cursor ? { cursor } : {}) },
        actor,
      );
      const concert = page.occurrences.find(
        ({ event }) => event.type === 'concert' && event.status === 'scheduled',
      );
      if (concert)
        return {
          title: concert.event.title,
          day: concert.occurrenceDay,
          daysAway: Math.max(0, dayNumber(concert.occurrenceDay) - dayNumber(today)),
        };
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return null;
  }

  /** The group's teachers and students as identity names them (their names are scrubbed, never sent). */
  async people(actor: Actor, teacherIds: string[], studentIds: string[]): Promise<Person[]> {
    const ids = [...teacherIds, ...studentIds].slice(0, maxProfileLookupIds);
    if (ids.length === 0) return [];
    const { profiles } = await this.client.request(lookupProfiles, { userIds: ids }, actor);
    return ids.map((id): Person => {
      const profile = profiles.find((candidate) => candidate.id === id);
      return {
        id,
        role: teacherIds.includes(id) ? 'teacher' : 'student',
        firstName: profile?.firstName ?? '',
        lastName: profile?.lastName ?? '',
        email: profile?.email ?? null,
      };
    });
  }
}

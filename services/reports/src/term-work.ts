import { Inject, Injectable } from '@nestjs/common';
import { sumTermWork, type Term, type TermWork } from '@crescendo/contracts';
import { practiceConsistency } from '@crescendo/domain';
import { ServiceClient } from '@crescendo/service-kit';

/**
 * The days a term's work is counted over: from its first day to its last, or to today while it runs; null
 * before it starts (nothing to count yet).
 */
export function countedDays(term: Pick<Term, 'startsOn' | 'endsOn'>, today: string) {
  if (today < term.startsOn) return null;
  return { from: term.startsOn, to: today < term.endsOn ? today : term.endsOn };
}

export const noWork: TermWork = {
  practiceDays: 0,
  daysPerWeek: 0,
  assigned: 0,
  handedIn: 0,
  handedInPercent: null,
  gradedAverage: null,
  graded: 0,
};

/** What the report cards ask of homework: each student's work over a term in a group. */
export interface TermWorkPort {
  of(
    organizationId: string,
    groupId: string,
    studentIds: string[],
    term: Pick<Term, 'startsOn' | 'endsOn'>,
    today: string,
  ): Promise<Map<string, TermWork>>;
}

/**
 * Homework counts (a system request only this service may send, after groups said the actor teaches the
 * group); the consistency is worked out here, in days a week and a share handed in — never minutes.
 */
@Injectable()
export class TermWorkSource implements TermWorkPort {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  async of(
    organizationId: string,
    groupId: string,
    studentIds: string[],
    term: Pick<Term, 'startsOn' | 'endsOn'>,
    today: string,
  ): Promise<Map<string, TermWork>> {
    const work = new Map<string, TermWork>();
    const days = countedDays(term, today);
    if (studentIds.length === 0 || !days) return work;
    const { from, to } = days;
    const { students } = await this.client.request(
      sumTermWork,
      { organizationId, groupId, studentIds, fromDay: from, toDay: to },
      null,
    );
    for (const student of students) {
      const consistency = practiceConsistency(student, from, to);
      work.set(student.studentId, {
        practiceDays: student.practiceDays,
        daysPerWeek: consistency.daysPerWeek,
        assigned: student.assigned,
        handedIn: student.handedIn,
        handedInPercent: consistency.handedInPercent,
        gradedAverage: student.gradedAverage,
        graded: student.graded,
      });
    }
    return work;
  }
}

export const TERM_WORK = Symbol('TermWork');

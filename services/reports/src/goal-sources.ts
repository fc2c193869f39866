import { Inject, Injectable } from '@nestjs/common';
import {
  decidePolicyRequest,
  listGoalPracticeDays,
  listStudentInstruments,
  maxInstrumentIds,
  termWorkStudentsMax,
  type Actor,
} from '@crescendo/contracts';
import type { GoalPracticeDay } from '@crescendo/domain';
import { ServiceClient } from '@crescendo/service-kit';

/** Whether gamification is on for a group (`gamification.enabled`): identity decides, asked as the actor. */
export interface GamificationPolicyPort {
  allows(actor: Actor, groupId: string): Promise<boolean>;
}

/**
 * Board → school → group (decision 0050): identity decides the policy from the board's, the school's and the
 * group's settings; the reports never re-decide it.
 */
@Injectable()
export class GamificationPolicy implements GamificationPolicyPort {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  async allows(actor: Actor, groupId: string): Promise<boolean> {
    const decision = await this.client.request(
      decidePolicyRequest,
      { key: 'gamification.enabled', groupId },
      actor,
    );
    return decision.value === true;
  }
}

/** The days some students practised over a period, as homework counts them (flagged days marked). */
export interface GoalPracticePort {
  daysOf(organizationId: string, studentIds: string[], from: string, to: string): Promise<GoalPracticeDay[]>;
}

/** Homework's days (a system request only this service may send, once groups answered for the actor). */
@Injectable()
export class GoalPracticeSource implements GoalPracticePort {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  async daysOf(organizationId: string, studentIds: string[], from: string, to: string) {
    const days: GoalPracticeDay[] = [];
    if (to < from) return days;
    // At most 500 students a request (several groups of a student together may hold more).
    for (let start = 0; start < studentIds.length; start += termWorkStudentsMax) {
      const reply = await this.client.request(
        listGoalPracticeDays,
        {
          organizationId,
          studentIds: studentIds.slice(start, start + termWorkStudentsMax),
          fromDay: from,
          toDay: to,
        },
        null,
      );
      days.push(...reply.days);
    }
    return days;
  }
}

export const GAMIFICATION_POLICY = Symbol('GamificationPolicy');
export const GOAL_PRACTICE = Symbol('GoalPractice');

/** Who plays what (the profile's instrument), for a goal's sections: identity's, never copied here. */
export interface StudentInstrumentsPort {
  of(organizationId: string, studentIds: readonly string[]): Promise<Map<string, string | null>>;
}

/** Identity answers (a system request only this service may send, once groups answered for the actor). */
@Injectable()
export class StudentInstrumentsSource implements StudentInstrumentsPort {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  async of(organizationId: string, studentIds: readonly string[]) {
    const instruments = new Map<string, string | null>();
    for (let start = 0; start < studentIds.length; start += maxInstrumentIds) {
      const reply = await this.client.request(
        listStudentInstruments,
        { organizationId, userIds: studentIds.slice(start, start + maxInstrumentIds) },
        null,
      );
      for (const row of reply.instruments) instruments.set(row.userId, row.instrument);
    }
    return instruments;
  }
}

export const STUDENT_INSTRUMENTS = Symbol('StudentInstruments');

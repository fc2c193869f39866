import { Inject, Injectable } from '@nestjs/common';
import { listOccurrences, planningRangeMaxDays, type Actor, type SprintEvent } from '@crescendo/contracts';
import { shiftDay } from '@crescendo/domain';
import { ServiceClient } from '@crescendo/service-kit';

/** The group's events a sprint may end on, as the planning shows them to the actor. */
export interface SprintEventsPort {
  upcoming(actor: Actor, groupId: string, today: string): Promise<SprintEvent[]>;
}

/**
 * Asked of the planning over NATS as the teacher (`planning.occurrence.list`, the group's and the whole
 * school's events of the next 100 days, cancelled ones left out): the planning decides what the teacher
 * sees; its tables are never read here.
 */
@Injectable()
export class PlanningSprintEvents implements SprintEventsPort {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  async upcoming(actor: Actor, groupId: string, today: string): Promise<SprintEvent[]> {
    const reply = await this.client.request(
      listOccurrences,
      { from: today, to: shiftDay(today, planningRangeMaxDays), groupId, limit: 200 },
      actor,
    );
    return reply.occurrences
      .filter((occurrence) => occurrence.event.status === 'scheduled')
      .map((occurrence) => ({
        occurrenceId: occurrence.occurrenceId,
        eventId: occurrence.event.id,
        title: occurrence.event.title,
        type: occurrence.event.type,
        day: occurrence.occurrenceDay,
      }));
  }
}

export const SPRINT_EVENTS = Symbol('SprintEvents');

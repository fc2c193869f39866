import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  listEventReservations,
  replaceEventReservations,
  type Actor,
  type ReservationPeriod,
  type ReservedInstrument,
} from '@crescendo/contracts';
import { Db, ServiceClient } from '@crescendo/service-kit';

/** An occurrence as the inventory reserves it: from its call time (or start) to its end. */
export const periodOf = (occurrence: {
  startsAt: Date;
  endsAt: Date;
  callAt: Date | null;
}): ReservationPeriod => ({
  startsAt: (occurrence.callAt ?? occurrence.startsAt).toISOString(),
  endsAt: occurrence.endsAt.toISOString(),
});

/** The event's occurrences as stored, as periods. */
export async function storedPeriods(
  db: Db,
  organizationId: string,
  eventId: string,
): Promise<ReservationPeriod[]> {
  const rows: Array<{ starts_at: Date; ends_at: Date; call_at: Date | null }> = await db.query(
    `SELECT starts_at, ends_at, call_at FROM occurrences WHERE organization_id = $1 AND event_id = $2
      ORDER BY starts_at`,
    [organizationId, eventId],
  );
  return rows.map((row) => periodOf({ startsAt: row.starts_at, endsAt: row.ends_at, callAt: row.call_at }));
}

/** What the planning shows of the event's equipment: the inventory's last answer. */
export async function storeEquipment(
  db: Db,
  organizationId: string,
  eventId: string,
  equipment: ReservedInstrument[],
): Promise<void> {
  await db.query(`UPDATE events SET equipment = $3::jsonb WHERE organization_id = $1 AND id = $2`, [
    organizationId,
    eventId,
    JSON.stringify(equipment),
  ]);
}

/**
 * The event's instruments, always asked of the inventory as the actor once the planning decided they may edit
 * the event (issue 28 §7, decision 0080): reserved, moved with the event, released when it is cancelled. The
 * inventory refuses a conflict with its French message, which reaches the actor as it is.
 */
@Injectable()
export class EquipmentReservations {
  private readonly logger = new Logger('EquipmentReservations');

  constructor(
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(Db) private readonly db: Db,
  ) {}

  /** Reserves `instrumentIds` (none: releases all); absent: those reserved, moved to `periods`. */
  async replace(
    tx: Db,
    actor: Actor,
    organizationId: string,
    event: { id: string; title: string },
    periods: ReservationPeriod[],
    instrumentIds?: string[],
  ): Promise<ReservedInstrument[]> {
    const { equipment } = await this.client.request(
      replaceEventReservations,
      { eventId: event.id, title: event.title, periods, instrumentIds },
      actor,
    );
    await storeEquipment(tx, organizationId, event.id, equipment);
    return equipment;
  }

  /**
   * `work`, a transaction that may move the event's instruments (`moved()` once the inventory answered): if it
   * fails after that, the inventory is asked to hold again what the planning still has committed — the event's
   * stored occurrences and equipment — so that a failed edit or cancellation leaves both as they were
   * (decision 0080). The inventory away then, the next edit or `PUT` of the equipment puts them in step.
   */
  async undoneOnFailure<T>(
    actor: Actor,
    organizationId: string,
    committed: { id: string; title: string; equipment?: ReservedInstrument[] | null },
    work: (moved: () => void) => Promise<T>,
  ): Promise<T> {
    let moved = false;
    try {
      return await work(() => (moved = true));
    } catch (error) {
      if (moved) await this.restore(actor, organizationId, committed);
      throw error;
    }
  }

  private async restore(
    actor: Actor,
    organizationId: string,
    committed: { id: string; title: string; equipment?: ReservedInstrument[] | null },
  ): Promise<void> {
    try {
      await this.client.request(
        replaceEventReservations,
        {
          eventId: committed.id,
          title: committed.title,
          periods: await storedPeriods(this.db, organizationId, committed.id),
          instrumentIds: (committed.equipment ?? []).map((instrument) => instrument.instrumentId),
        },
        actor,
      );
    } catch (error) {
      this.logger.warn(
        `equipment of event ${committed.id} not put back after a failed save: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
  }

  async list(actor: Actor, eventId: string): Promise<ReservedInstrument[]> {
    return (await this.client.request(listEventReservations, { eventId }, actor)).equipment;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  listEventReservations,
  replaceEventReservations,
  type Actor,
  type ReservationPeriod,
  type ReservedInstrument,
} from '@crescendo/contracts';
import { ServiceClient, type Db } from '@crescendo/service-kit';

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
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

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

  async list(actor: Actor, eventId: string): Promise<ReservedInstrument[]> {
    return (await this.client.request(listEventReservations, { eventId }, actor)).equipment;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  PayloadOf,
  listUpcomingReservations,
  replaceEventReservations,
} from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import { AppException, Db } from '@crescendo/service-kit';
import { requireStaff } from '../access.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from '../inventory.options.js';
import { findInstrument } from '../instrument.store.js';
import {
  decodeReservationCursor,
  eventEquipment,
  firstOverlap,
  lockInstruments,
  replaceReservations,
  reservers,
  upcomingPage,
} from './reservation.store.js';

/**
 * The school's instruments reserved for planning events (issue 28 §7, decision 0080). Who may reserve for an
 * event is the planning's decision (who may edit it): the planning asks here, as the actor, once it decided.
 * The inventory decides what is its own: the actor is staff of the school, the instruments are the school's
 * (another's is `NOT_FOUND`), in service, and free over the event's periods (checked under each instrument's row
 * lock, as a loan locks it, so two events reserving one instrument at once never both win).
 */
@Injectable()
export class ReservationsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  async replace(actor: Actor | null, input: PayloadOf<typeof replaceEventReservations>) {
    const viewer = requireStaff(actor);
    const { organizationId } = viewer;
    const periods = input.periods.map((period) => ({
      startsAt: new Date(period.startsAt),
      endsAt: new Date(period.endsAt),
    }));
    return this.db.transaction(async (tx) => {
      const before = await reservers(tx, organizationId, input.eventId);
      const ids = [...new Set(input.instrumentIds ?? before.keys())];
      const locked = await lockInstruments(tx, organizationId, ids);
      if (locked.length !== ids.length) throw new AppException('NOT_FOUND', 'inventory.instrumentNotFound');
      const broken = locked.find(
        (instrument) => instrument.condition === 'out-of-service' && !before.has(instrument.instrumentId),
      );
      if (broken)
        throw new AppException('CONFLICT', 'inventory.reservationOutOfService', {
          params: { assetNumber: broken.assetNumber },
        });
      const at = this.options.now();
      // What is over is kept as it was, never a conflict: a series moved today is not refused for a rehearsal
      // of last month that shared the instrument.
      const ahead = periods.filter((period) => period.endsAt > at);
      const overlap = ids.length && ahead.length ? await firstOverlap(tx, input.eventId, ids, ahead) : null;
      if (overlap) {
        const instrument = locked.find(({ instrumentId }) => instrumentId === overlap.instrumentId)!;
        throw new AppException('CONFLICT', 'inventory.reservationConflict', {
          params: {
            assetNumber: instrument.assetNumber,
            // ISO instants: each reader's language writes them (the catalogue's `when`).
            from: overlap.startsAt.toISOString(),
            until: overlap.endsAt.toISOString(),
          },
        });
      }
      await replaceReservations(tx, {
        organizationId,
        eventId: input.eventId,
        title: input.title,
        periods,
        instruments: ids.map((instrumentId) => ({
          instrumentId,
          ...(before.get(instrumentId) ?? { by: viewer.userId, at }),
        })),
      });
      return { equipment: await eventEquipment(tx, organizationId, input.eventId) };
    });
  }

  async ofEvent(actor: Actor | null, eventId: string) {
    const viewer = requireStaff(actor);
    return { equipment: await eventEquipment(this.db, viewer.organizationId, eventId) };
  }

  async upcoming(actor: Actor | null, query: PayloadOf<typeof listUpcomingReservations>) {
    const viewer = requireStaff(actor);
    if (
      !(await findInstrument(
        this.db,
        viewer.organizationId,
        query.instrumentId,
        dayOf(this.options.now(), this.options.timeZone),
      ))
    )
      throw new AppException('NOT_FOUND', 'inventory.instrumentNotFound');
    const page = await upcomingPage(
      this.db,
      { organizationId: viewer.organizationId, instrumentId: query.instrumentId, now: this.options.now() },
      query.cursor ? decodeReservationCursor(query.cursor) : null,
      query.limit,
    );
    return { reservations: page.items, nextCursor: page.nextCursor };
  }
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  repairCostRecorded,
  type Actor,
  type PayloadOf,
  type Repair,
  type completeRepair,
  type listRepairs,
  type sendToRepair,
} from '@crescendo/contracts';
import { budgetEntryLabelMax, dayOf, type CalendarDay } from '@crescendo/domain';
import { AppException, Db, Outbox, type OutboxPort } from '@crescendo/service-kit';
import { requireStaff } from './access.js';
import { INSTRUMENT_STORE, type InstrumentStore } from './instrument.store.js';
import { isUniqueViolation } from './instruments.service.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from './inventory.options.js';
import { REPAIR_STORE, decodeRepairCursor, type RepairStore } from './repair.store.js';

/**
 * The repair log of an instrument (issue 27 §6), kept by the school's staff as its loans and returns are:
 * 'Envoyer en réparation' makes it 'En réparation' (not lent until the repair is done); 'Réparation terminée'
 * records the day back, the cost and its condition, and a cost becomes a 'Réparations' expense of the budget
 * through the event `evt.inventory.repair-cost.recorded` (outbox, in the same transaction; finance enters it).
 */
@Injectable()
export class RepairsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(INSTRUMENT_STORE) private readonly instruments: InstrumentStore,
    @Inject(REPAIR_STORE) private readonly repairs: RepairStore,
    @Inject(Outbox) private readonly outbox: OutboxPort,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  /** An instrument's repair history, newest first. */
  async list(actor: Actor | null, query: PayloadOf<typeof listRepairs>) {
    const viewer = requireStaff(actor);
    const instrument = await this.instruments.findInstrument(
      this.db,
      viewer.organizationId,
      query.instrumentId,
      this.today(),
    );
    if (!instrument) throw new AppException('NOT_FOUND', 'inventory.instrumentNotFound');
    const after = query.cursor ? decodeRepairCursor(query.cursor) : null;
    const page = await this.repairs.repairsPage(
      this.db,
      viewer.organizationId,
      instrument.id,
      after,
      query.limit,
    );
    return { repairs: page.items, nextCursor: page.nextCursor };
  }

  /** 'Envoyer en réparation': refused while it is lent (its return first) or already at the shop. */
  async send(actor: Actor | null, input: PayloadOf<typeof sendToRepair>): Promise<Repair> {
    const viewer = requireStaff(actor);
    const today = this.today();
    if (input.sentOn > today) throw AppException.invalid({ sentOn: 'inventory.repairDayInFuture' });
    const id = randomUUID();
    return this.db.transaction(async (tx) => {
      const instrument = await this.instruments.findInstrument(
        tx,
        viewer.organizationId,
        input.instrumentId,
        today,
        true,
      );
      if (!instrument) throw new AppException('NOT_FOUND', 'inventory.instrumentNotFound');
      const params = { assetNumber: instrument.assetNumber };
      if (instrument.availability === 'in-repair')
        throw new AppException('CONFLICT', 'inventory.alreadyInRepair', { params });
      if (instrument.availability !== 'available')
        throw new AppException('CONFLICT', 'inventory.repairWhileLent', { params });
      try {
        await this.repairs.insertRepair(tx, {
          id,
          organizationId: viewer.organizationId,
          instrumentId: instrument.id,
          shop: input.shop,
          sentOn: input.sentOn,
          quoteCents: input.quoteCents,
          notes: input.notes,
          sentAt: this.options.now(),
          sentBy: viewer.userId,
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppException('CONFLICT', 'inventory.alreadyInRepair', { params });
        throw error;
      }
      return (await this.repairs.findRepair(tx, viewer.organizationId, id))!;
    });
  }

  /**
   * 'Réparation terminée': the instrument is back, in the condition given; what it cost (when more than
   * nothing) goes to the budget's 'Réparations' as an expense of the day it came back.
   */
  async complete(actor: Actor | null, input: PayloadOf<typeof completeRepair>): Promise<Repair> {
    const viewer = requireStaff(actor);
    if (input.returnedOn > this.today())
      throw AppException.invalid({ returnedOn: 'inventory.repairDayInFuture' });
    const seen = await this.repairs.findRepair(this.db, viewer.organizationId, input.repairId);
    if (!seen) throw new AppException('NOT_FOUND', 'inventory.repairNotFound');
    if (seen.returnedOn) throw new AppException('CONFLICT', 'inventory.repairAlreadyDone');
    if (input.returnedOn < seen.sentOn)
      throw AppException.invalid({
        returnedOn: { key: 'inventory.repairBackBeforeSent', params: { sentOn: seen.sentOn } },
      });
    const at = this.options.now();
    const charged = input.costCents > 0;
    const repair = await this.db.transaction(async (tx) => {
      const locked = (await this.repairs.findRepair(tx, viewer.organizationId, input.repairId, true))!;
      const closed = await this.repairs.closeRepair(tx, {
        organizationId: viewer.organizationId,
        repairId: locked.id,
        returnedOn: input.returnedOn,
        costCents: input.costCents,
        notes: input.notes,
        returnedAt: at,
        returnedBy: viewer.userId,
      });
      if (!closed) throw new AppException('CONFLICT', 'inventory.repairAlreadyDone');
      await this.instruments.setInstrumentCondition(
        tx,
        viewer.organizationId,
        locked.instrumentId,
        input.condition,
        at,
        viewer.userId,
      );
      if (charged) {
        const instrument = (await this.instruments.findInstrument(
          tx,
          viewer.organizationId,
          locked.instrumentId,
          this.today(),
        ))!;
        await this.outbox.add(
          tx.manager,
          repairCostRecorded,
          {
            repairId: locked.id,
            organizationId: viewer.organizationId,
            instrumentId: locked.instrumentId,
            label: `${instrument.type} ${instrument.assetNumber} — ${locked.shop}`.slice(
              0,
              budgetEntryLabelMax,
            ),
            amountCents: input.costCents,
            currency: 'CAD',
            day: input.returnedOn,
            recordedBy: viewer.userId,
          },
          { organizationId: viewer.organizationId },
        );
      }
      return (await this.repairs.findRepair(tx, viewer.organizationId, locked.id))!;
    });
    if (charged) this.outbox.committed();
    return repair;
  }

  private today(): CalendarDay {
    return dayOf(this.options.now(), this.options.timeZone);
  }
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  AddInstrumentInput,
  InventoryInstrument,
  PayloadOf,
  listInstruments,
  updateInstrument,
} from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import { AppException, Db } from '@crescendo/service-kit';
import { requireAdmin, requireStaff } from './access.js';
import {
  INSTRUMENT_STORE,
  decodeInstrumentCursor,
  type InstrumentRecord,
  type InstrumentStore,
} from './instrument.store.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from './inventory.options.js';

export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The school's instruments: written by its administrators, read by its staff (issue 27 §1). */
@Injectable()
export class InstrumentsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(INSTRUMENT_STORE) private readonly store: InstrumentStore,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  /** A page of the school's instruments, by asset number, as filtered. */
  async list(actor: Actor | null, query: PayloadOf<typeof listInstruments>) {
    const viewer = requireStaff(actor);
    const after = query.cursor ? decodeInstrumentCursor(query.cursor) : null;
    const page = await this.store.instrumentsPage(
      this.db,
      {
        organizationId: viewer.organizationId,
        search: query.search || null,
        family: query.family ?? null,
        condition: query.condition ?? null,
        availability: query.availability ?? null,
        today: this.today(),
      },
      after,
      query.limit,
    );
    return { instruments: page.items, nextCursor: page.nextCursor };
  }

  /** One instrument of the school, for its details (where it stands, when it was last seen). */
  async get(actor: Actor | null, instrumentId: string): Promise<InventoryInstrument> {
    const viewer = requireStaff(actor);
    const instrument = await this.store.findInstrument(
      this.db,
      viewer.organizationId,
      instrumentId,
      this.today(),
    );
    if (!instrument) throw new AppException('NOT_FOUND', 'inventory.instrumentNotFound');
    return instrument;
  }

  /** 'Ajouter un instrument' → 'Instrument ajouté'; an asset number the school already uses is refused. */
  async add(actor: Actor | null, input: AddInstrumentInput): Promise<InventoryInstrument> {
    const viewer = requireAdmin(actor);
    const record = this.recordOf(randomUUID(), viewer.organizationId, viewer.userId, input);
    return this.db.transaction(async (tx) => {
      await this.guardAssetNumber(input.assetNumber, () => this.store.insertInstrument(tx, record));
      return (await this.store.findInstrument(tx, viewer.organizationId, record.id, this.today()))!;
    });
  }

  async update(actor: Actor | null, input: PayloadOf<typeof updateInstrument>): Promise<InventoryInstrument> {
    const viewer = requireAdmin(actor);
    const { instrumentId, ...fields } = input;
    const record = this.recordOf(instrumentId, viewer.organizationId, viewer.userId, fields);
    return this.db.transaction(async (tx) => {
      const updated = await this.guardAssetNumber(input.assetNumber, () =>
        this.store.updateInstrument(tx, record),
      );
      if (!updated) throw new AppException('NOT_FOUND', 'inventory.instrumentNotFound');
      return (await this.store.findInstrument(tx, viewer.organizationId, instrumentId, this.today()))!;
    });
  }

  private async guardAssetNumber<T>(assetNumber: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppException('CONFLICT', 'inventory.assetNumberTaken', { params: { assetNumber } });
      throw error;
    }
  }

  private recordOf(
    id: string,
    organizationId: string,
    by: string,
    input: AddInstrumentInput,
  ): InstrumentRecord {
    return { id, organizationId, ...input, at: this.options.now(), by };
  }

  private today() {
    return dayOf(this.options.now(), this.options.timeZone);
  }
}

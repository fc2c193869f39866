import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  Actor,
  Audit,
  PayloadOf,
  listAuditItems,
  listAudits,
  scanAudit,
  startAudit,
} from '@crescendo/contracts';
import { dayOf, type CalendarDay } from '@crescendo/domain';
import { AppException, Db } from '@crescendo/service-kit';
import { requireStaff } from './access.js';
import { AUDIT_STORE, decodeAuditCursor, decodeAuditItemCursor, type AuditStore } from './audit.store.js';
import { INSTRUMENT_STORE, type InstrumentStore } from './instrument.store.js';
import { isUniqueViolation } from './instruments.service.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from './inventory.options.js';

/**
 * Physical inventories of a room (issue 27 §6), by the school's staff: 'Commencer un inventaire physique' lists
 * what is recorded there, each code scanned ticks its instrument off (and records the day it was last seen),
 * 'Terminer l'inventaire' closes it; its report is the missing and the unexpected instruments.
 */
@Injectable()
export class AuditsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(INSTRUMENT_STORE) private readonly instruments: InstrumentStore,
    @Inject(AUDIT_STORE) private readonly audits: AuditStore,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  async list(actor: Actor | null, query: PayloadOf<typeof listAudits>) {
    const viewer = requireStaff(actor);
    const after = query.cursor ? decodeAuditCursor(query.cursor) : null;
    const page = await this.audits.auditsPage(this.db, viewer.organizationId, after, query.limit);
    return { audits: page.items, nextCursor: page.nextCursor };
  }

  /** One audit under way per room at a time: a second is `CONFLICT`. */
  async start(actor: Actor | null, input: PayloadOf<typeof startAudit>): Promise<Audit> {
    const viewer = requireStaff(actor);
    const id = randomUUID();
    return this.db.transaction(async (tx) => {
      try {
        await this.audits.insertAudit(tx, {
          id,
          organizationId: viewer.organizationId,
          location: input.location,
          at: this.options.now(),
          by: viewer.userId,
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppException('CONFLICT', 'inventory.auditUnderWay', {
            params: { location: input.location },
          });
        throw error;
      }
      return (await this.audits.findAudit(tx, viewer.organizationId, id))!;
    });
  }

  async get(actor: Actor | null, auditId: string): Promise<Audit> {
    const viewer = requireStaff(actor);
    const audit = await this.audits.findAudit(this.db, viewer.organizationId, auditId);
    if (!audit) throw new AppException('NOT_FOUND', 'inventory.auditNotFound');
    return audit;
  }

  async items(actor: Actor | null, query: PayloadOf<typeof listAuditItems>) {
    const audit = await this.get(actor, query.auditId);
    const after = query.cursor ? decodeAuditItemCursor(query.cursor) : null;
    const page = await this.audits.auditItemsPage(
      this.db,
      { auditId: audit.id, state: query.state, today: this.today() },
      after,
      query.limit,
    );
    return { items: page.items, nextCursor: page.nextCursor };
  }

  /** The code scanned (an asset number, as a USB scanner types it) ticks its instrument off. */
  async scan(actor: Actor | null, input: PayloadOf<typeof scanAudit>) {
    const viewer = requireStaff(actor);
    const today = this.today();
    return this.db.transaction(async (tx) => {
      const audit = await this.audits.findAudit(tx, viewer.organizationId, input.auditId, 'share');
      if (!audit) throw new AppException('NOT_FOUND', 'inventory.auditNotFound');
      if (audit.finishedAt) throw new AppException('CONFLICT', 'inventory.auditFinished');
      const instrument = await this.instruments.findInstrumentByCode(
        tx,
        viewer.organizationId,
        input.code,
        today,
      );
      if (!instrument)
        throw new AppException('NOT_FOUND', 'inventory.codeUnknown', { params: { code: input.code } });
      const alreadyScanned = await this.audits.scanItem(tx, {
        organizationId: viewer.organizationId,
        auditId: audit.id,
        instrumentId: instrument.id,
        location: audit.location,
        at: this.options.now(),
        by: viewer.userId,
      });
      return {
        audit: (await this.audits.findAudit(tx, viewer.organizationId, audit.id))!,
        item: (await this.audits.findItem(tx, audit.id, instrument.id, today))!,
        alreadyScanned,
      };
    });
  }

  /** 'Terminer l'inventaire': its counts are the report; its missing and unexpected lines, `items`. */
  async finish(actor: Actor | null, auditId: string): Promise<Audit> {
    const viewer = requireStaff(actor);
    return this.db.transaction(async (tx) => {
      const audit = await this.audits.findAudit(tx, viewer.organizationId, auditId, 'update');
      if (!audit) throw new AppException('NOT_FOUND', 'inventory.auditNotFound');
      const finished = await this.audits.finishAudit(
        tx,
        viewer.organizationId,
        auditId,
        this.options.now(),
        viewer.userId,
      );
      if (!finished) throw new AppException('CONFLICT', 'inventory.auditFinished');
      return (await this.audits.findAudit(tx, viewer.organizationId, auditId))!;
    });
  }

  private today(): CalendarDay {
    return dayOf(this.options.now(), this.options.timeZone);
  }
}

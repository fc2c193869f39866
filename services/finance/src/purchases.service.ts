import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  financeFilesRead,
  type Actor,
  type PayloadOf,
  type Purchase,
  type RecordPurchaseInput,
  type listPurchases,
} from '@crescendo/contracts';
import {
  canMove,
  instantAt,
  ledgerMoveEntry,
  shiftDay,
  type LedgerMove,
  type PurchaseStatus,
} from '@crescendo/domain';
import type { ServerMessageKey } from '@crescendo/i18n/server-errors';
import { AppException, Db, Outbox, recordFilesRead, type OutboxPort } from '@crescendo/service-kit';
import { requireStaff, viewerOf, type Viewer } from './access.js';
import { FINANCE_OPTIONS, type FinanceOptions } from './finance.options.js';
import {
  PURCHASE_PAGE_STORE,
  decodePurchaseCursor,
  type PurchasePageStore,
  type PurchasesFilter,
} from './purchase-page.store.js';
import { PURCHASE_STORE, toPurchase, type PurchaseStore } from './purchase.store.js';
import { StudentScope, type StudentScopePort } from './student-scope.js';

type Staff = Extract<Viewer, { kind: 'admin' | 'teacher' }>;

/** Why a move is refused, by the state the purchase is in. */
const refusals: Record<LedgerMove, Partial<Record<PurchaseStatus, ServerMessageKey>>> = {
  pay: { paid: 'finance.alreadyPaid', cancelled: 'finance.cancelled' },
  reversePayment: { credit: 'finance.notPaid', cancelled: 'finance.cancelled' },
  cancel: { paid: 'finance.payFirstReversed', cancelled: 'finance.cancelled' },
};

/** Students' purchases: recorded by staff, read by the student and their staff, settled by entries. */
@Injectable()
export class PurchasesService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(PURCHASE_STORE) private readonly purchaseStore: PurchaseStore,
    @Inject(PURCHASE_PAGE_STORE) private readonly purchasePageStore: PurchasePageStore,
    @Inject(StudentScope) private readonly scope: StudentScopePort,
    @Inject(FINANCE_OPTIONS) private readonly options: FinanceOptions,
    @Inject(Outbox) private readonly outbox: OutboxPort,
  ) {}

  /** 'Achat enregistré': a student of the teacher's groups, of any group of the organisation for an admin. */
  async record(actor: Actor | null, input: RecordPurchaseInput): Promise<Purchase> {
    const viewer = requireStaff(actor);
    await this.scope.assertChargeable(actor!, viewer, input.studentId);
    return this.db.transaction(async (tx) => {
      // A service's reference is charged once (issue 28 §6): recording it again answers the live purchase.
      if (input.reference) {
        await this.purchaseStore.lockReference(tx, viewer.organizationId, input.studentId, input.reference);
        const live = await this.purchaseStore.findLiveByReference(
          tx,
          viewer.organizationId,
          input.studentId,
          input.reference,
        );
        if (live)
          return toPurchase((await this.purchaseStore.findPurchase(tx, viewer.organizationId, live))!);
      }
      const id = randomUUID();
      await this.purchaseStore.insertPurchase(
        tx,
        {
          id,
          organization_id: viewer.organizationId,
          student_id: input.studentId,
          item: input.item,
          amount_cents: input.amount,
          currency: input.currency,
          created_at: this.options.now(),
          created_by: viewer.userId,
          reference: input.reference ?? null,
        },
        randomUUID(),
      );
      return toPurchase((await this.purchaseStore.findPurchase(tx, viewer.organizationId, id))!);
    });
  }

  /**
   * A student: their own. A teacher: their groups' students'. An admin: the organisation's (or a group's). A
   * page of them, newest first, and the totals of the whole filter, both read by PostgreSQL.
   */
  async list(actor: Actor | null, query: PayloadOf<typeof listPurchases>) {
    const viewer = viewerOf(actor);
    const after = query.cursor ? decodePurchaseCursor(query.cursor) : null;
    const studentIds = await this.readable(actor!, viewer, query);
    const filter: PurchasesFilter = {
      organizationId: (viewer as Exclude<Viewer, { kind: 'none' }>).organizationId,
      studentIds,
      since: query.from ? instantAt(query.from, '00:00', this.options.timeZone) : null,
      until: query.to ? instantAt(shiftDay(query.to, 1), '00:00', this.options.timeZone) : null,
      status: query.status,
      reference: query.reference ?? null,
    };
    const [page, totals] = await Promise.all([
      this.purchasePageStore.purchasesPage(this.db, filter, after, query.limit),
      this.purchasePageStore.purchaseTotalsOf(this.db, filter),
    ]);
    // 'Journal des consultations' (issue 31 §4): the page's students' purchases were seen by a staff member.
    if (viewer.kind === 'admin' || viewer.kind === 'teacher')
      await recordFilesRead(this.db, this.outbox, financeFilesRead, {
        reader: viewer,
        category: 'finances',
        reference: query.studentId ? `purchases:student:${query.studentId}` : 'purchases',
        studentIds: page.purchases.flatMap((purchase) => (purchase.studentId ? [purchase.studentId] : [])),
        at: this.options.now(),
      });
    return { ...page, totals };
  }

  pay(actor: Actor | null, purchaseId: string): Promise<Purchase> {
    return this.move(actor, purchaseId, 'pay', null);
  }

  reversePayment(actor: Actor | null, purchaseId: string, reason: string): Promise<Purchase> {
    return this.move(actor, purchaseId, 'reversePayment', reason);
  }

  cancel(actor: Actor | null, purchaseId: string, reason: string): Promise<Purchase> {
    return this.move(actor, purchaseId, 'cancel', reason);
  }

  /** The student ids an actor reads (null: all of the organisation's). */
  private async readable(
    actor: Actor,
    viewer: Viewer,
    query: { groupId?: string; studentId?: string },
  ): Promise<string[] | null> {
    if (viewer.kind === 'student') {
      if (query.studentId && query.studentId !== viewer.userId)
        throw new AppException('FORBIDDEN', 'common.forbidden');
      return [viewer.userId];
    }
    if (viewer.kind !== 'admin' && viewer.kind !== 'teacher')
      throw new AppException('FORBIDDEN', 'common.forbidden');
    const { ids } = await this.scope.students(actor, query.groupId);
    if (!query.studentId) return ids ? [...ids] : null;
    if (!ids || ids.has(query.studentId)) return [query.studentId];
    // A teacher asking for a student of none of their groups learns nothing of them.
    if (viewer.kind === 'teacher' && !query.groupId)
      throw new AppException('FORBIDDEN', 'finance.studentNotYours');
    return [];
  }

  /**
   * Appends the entry a move writes, the purchase locked meanwhile so that two clicks never pay twice. Who may
   * is decided first (groups is asked outside the transaction): its teacher or an admin.
   */
  private async move(
    actor: Actor | null,
    purchaseId: string,
    move: LedgerMove,
    reason: string | null,
  ): Promise<Purchase> {
    const viewer = requireStaff(actor);
    const seen = await this.purchaseStore.findPurchase(this.db, viewer.organizationId, purchaseId);
    if (!seen || !(await this.manages(actor!, viewer, seen.student_id)))
      throw new AppException('NOT_FOUND', 'finance.purchaseNotFound');
    return this.db.transaction(async (tx) => {
      const row = (await this.purchaseStore.findPurchase(tx, viewer.organizationId, purchaseId, true))!;
      const purchase = toPurchase(row);
      if (!canMove(purchase.status, move))
        throw new AppException('CONFLICT', refusals[move][purchase.status] ?? 'finance.cancelled');
      await this.purchaseStore.insertEntry(tx, {
        id: randomUUID(),
        organizationId: viewer.organizationId,
        purchaseId,
        kind: ledgerMoveEntry[move],
        amountCents: row.amount_cents,
        currency: row.currency,
        reversesId: reversed(purchase, move),
        reason,
        recordedAt: this.options.now(),
        recordedBy: viewer.userId,
      });
      return toPurchase((await this.purchaseStore.findPurchase(tx, viewer.organizationId, purchaseId))!);
    });
  }

  /** An admin manages the organisation's purchases (anonymised lines too); a teacher, their groups' students'. */
  private async manages(actor: Actor, viewer: Staff, studentId: string | null): Promise<boolean> {
    if (viewer.kind === 'admin') return true;
    return studentId !== null && this.scope.includes(actor, studentId);
  }
}

/** The entry a reversal undoes: the last payment, or the charge. */
function reversed(purchase: Purchase, move: LedgerMove): string | null {
  if (move === 'pay') return null;
  const kind = move === 'reversePayment' ? 'payment' : 'charge';
  return purchase.entries.filter((entry) => entry.kind === kind).at(-1)!.id;
}

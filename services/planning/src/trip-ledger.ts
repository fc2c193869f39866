import { Inject, Injectable } from '@nestjs/common';
import {
  cancelPurchase,
  listPurchases,
  purchasePage,
  recordPurchase,
  tripChargeKinds,
  tripChargeReference,
  tripCurrency,
  type Actor,
  type ListedPurchase,
  type TripChargeKind,
} from '@crescendo/contracts';
import { tripPurchaseWords } from '@crescendo/i18n/server';
import { AppException, ServiceClient } from '@crescendo/service-kit';

/** A trip's purchases read back at most this many pages (cancelled and replaced ones included). */
const pagesMax = 25;

export type TripPurchases = Record<TripChargeKind, Map<string, ListedPurchase>>;

/**
 * A trip's parts on the students' finance ledgers (issue 28 §6), always asked of finance as the actor: finance
 * decides whose purchases the actor may record, read and cancel (a teacher: their groups' students). Each part
 * carries the reference `planning.trip:<event>:<kind>`, which finance keeps unique per student among purchases
 * not cancelled. Planning stores none of it.
 */
@Injectable()
export class TripLedger {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  /** Each student's purchase of each part that is not cancelled (the newest, should there be several). */
  async purchasesOf(actor: Actor, eventId: string): Promise<TripPurchases> {
    const found: TripPurchases = { deposit: new Map(), balance: new Map() };
    for (const kind of tripChargeKinds) {
      let cursor: string | undefined;
      for (let page = 0; page < pagesMax; page += 1) {
        const reply = await this.client.request(
          listPurchases,
          { reference: tripChargeReference(eventId, kind), limit: purchasePage.max, cursor },
          actor,
        );
        for (const purchase of reply.purchases) {
          if (purchase.status === 'cancelled' || !purchase.studentId) continue;
          // Newest first: the first seen of a student is theirs.
          if (!found[kind].has(purchase.studentId)) found[kind].set(purchase.studentId, purchase);
        }
        if (!reply.nextCursor) break;
        cursor = reply.nextCursor;
      }
    }
    return found;
  }

  /** Records one part on a student's ledger; finance answers the existing one for the same reference. */
  async record(
    actor: Actor,
    input: { eventId: string; title: string; studentId: string; kind: TripChargeKind; amountCents: number },
  ) {
    return this.client.request(
      recordPurchase,
      {
        studentId: input.studentId,
        item: tripPurchaseWords.item('fr', { title: input.title, kind: input.kind }),
        amount: (input.amountCents / 100).toFixed(2),
        currency: tripCurrency,
        reference: tripChargeReference(input.eventId, input.kind),
      },
      actor,
    );
  }

  /** Cancels an unpaid part; one already cancelled meanwhile (a second click) is as good. */
  async cancel(actor: Actor, purchaseId: string, reason: string): Promise<void> {
    const reply = await this.client.send(cancelPurchase, { purchaseId, reason }, actor);
    if (!reply.ok && reply.error.messageKey !== 'finance.cancelled')
      throw AppException.fromError(reply.error);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { tripChargeKinds, type Actor, type PlanningEvent } from '@crescendo/contracts';
import { tripPurchaseWords } from '@crescendo/i18n/server';
import { Db } from '@crescendo/service-kit';
import { EVENT_STORE, type EventStore } from './event.store.js';
import { TripLedger } from './trip-ledger.js';
import { eachLimited } from './trip-students.js';

/**
 * 'Annuler l'événement' of a trip once billed (issue 28 §6): its unpaid purchases are cancelled through
 * finance's `finance.purchase.cancel`, as the actor, with the reason 'Sortie annulée'; paid ones stay (a refund
 * is the school's to record in its finances). Run before the event is cancelled: finance away, the cancellation
 * is refused and tried again, and what was cancelled meanwhile is not cancelled twice.
 */
@Injectable()
export class TripCancellation {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(TripLedger) private readonly ledger: TripLedger,
  ) {}

  async cancelUnpaid(actor: Actor, organizationId: string, event: PlanningEvent): Promise<void> {
    if (event.type !== 'outing') return;
    if (!(await this.store.billedAtOf(this.db, organizationId, event.id))) return;
    const purchases = await this.ledger.purchasesOf(actor, event.id);
    const unpaid = tripChargeKinds.flatMap((kind) =>
      [...purchases[kind].values()].filter((purchase) => purchase.status === 'credit'),
    );
    await eachLimited(unpaid, 4, (purchase) =>
      this.ledger.cancel(actor, purchase.id, tripPurchaseWords.tripCancelled('fr')),
    );
  }
}

import { Injectable, Inject, type OnModuleInit } from '@nestjs/common';
import { familyChargeRequested } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { FINANCE_OPTIONS, type FinanceOptions } from './finance.options.js';
import { insertPurchase } from './purchase.store.js';

/**
 * An instrument lost or damaged by negligence, charged to the family where the policy allows it (issue 27 §5,
 * decision 0052): the inventory's event becomes a purchase on the student's ledger, 'À régler', recorded by
 * whoever received the return. The charge's id is the purchase's, so a second delivery records nothing more; the
 * purchase keeps the loan's id, whose photos are its evidence (decision 0078).
 */
@Injectable()
export class FamilyChargesConsumer implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(FINANCE_OPTIONS) private readonly options: FinanceOptions,
  ) {}

  onModuleInit() {
    this.events.on(familyChargeRequested, async (charge, { db: tx }) => {
      const [known] = await tx.query<unknown[]>(`SELECT 1 FROM purchases WHERE id = $1`, [charge.chargeId]);
      if (known) return;
      await insertPurchase(
        tx,
        {
          id: charge.chargeId,
          organization_id: charge.organizationId,
          student_id: charge.studentId,
          item: charge.item,
          amount_cents: charge.amountCents,
          currency: charge.currency,
          created_at: this.options.now(),
          created_by: charge.requestedBy,
          // The loan's return photos and repair quote are the charge's evidence (decision 0078).
          inventory_loan_id: charge.loanId,
        },
        charge.chargeId,
      );
    });
  }
}

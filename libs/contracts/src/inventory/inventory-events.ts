import { z } from 'zod';
import { purchaseMaxCents } from '@crescendo/domain';
import { defineEvent } from '../common/event.js';

/**
 * A family answers for an instrument lost or damaged by negligence, where the policy `inventory.chargeFamilies`
 * allows it (issue 27 §5): finance posts it to the student's ledger as a purchase. Frozen subject.
 */
export const familyChargeRequested = defineEvent(
  'evt.inventory.family-charge.requested',
  z.object({
    chargeId: z.string().uuid(),
    organizationId: z.string().uuid(),
    studentId: z.string().uuid(),
    loanId: z.string().uuid(),
    instrumentId: z.string().uuid(),
    /** The purchase's line: the instrument and its asset number. */
    item: z.string().min(1).max(200),
    amountCents: z.number().int().positive().max(purchaseMaxCents),
    currency: z.literal('CAD'),
    requestedBy: z.string().uuid(),
  }),
);

import { z } from 'zod';
import { ledgerEntryKinds } from '@crescendo/domain';
import { freeText } from '../common/free-text.js';
import type { PageSize } from '../common/page.js';
import { moneyCurrencySchema, purchaseAmountSchema, purchaseAmountTextSchema } from './money.js';

export const purchaseItemMax = 200;
export const ledgerReasonMax = 200;

/** A step of a purchase's append-only ledger, with who wrote it and when. */
export const ledgerEntrySchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(ledgerEntryKinds),
  amountCents: z.number().int(),
  currency: moneyCurrencySchema,
  recordedAt: z.string(),
  /** Null once that person's account is erased (decision 0028). */
  recordedBy: z.string().uuid().nullable(),
  reason: z.string().nullable(),
  reversesId: z.string().uuid().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/**
 * Spec §3's Purchase: what a student bought, for how much (whole cents, in the currency it was recorded in),
 * 'À régler' (credit) or 'Payé' (paid), or cancelled by a reversing entry.
 */
export const purchaseSchema = z.object({
  id: z.string().uuid(),
  organizationId: z.string().uuid(),
  /** Null: the student's account was erased; the amounts stay as an anonymised accounting line. */
  studentId: z.string().uuid().nullable(),
  item: z.string(),
  amountCents: z.number().int().positive(),
  currency: moneyCurrencySchema,
  status: z.enum(['credit', 'paid', 'cancelled']),
  paid: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string().uuid().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** What recorded it on the student's behalf, when a service did ('planning.trip:<event>:deposit'). */
  reference: z.string().nullish(),
  /**
   * The inventory loan a charge for an instrument lost or damaged by negligence came from (issue 27 §5, decision
   * 0078): its return photos and repair quote are the charge's evidence. Null (or absent, from an older finance)
   * for everything else.
   */
  inventoryLoanId: z.string().uuid().nullish(),
  entries: z.array(ledgerEntrySchema),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/**
 * A purchase as a list gives it: everything but its ledger (which a page would carry without bound: a payment
 * can be reversed and made again). The ledger comes with each move's reply and on the statement.
 */
export const listedPurchaseSchema = purchaseSchema.omit({ entries: true });
export type ListedPurchase = z.infer<typeof listedPurchaseSchema>;

/**
 * A page of purchases (issue 34). The largest listed purchase is under 2 KB of JSON: an item of 200 UTF-16
 * units (3 bytes each once control characters are dropped by `freeText`; 6 each for a line stored before
 * that), four ids, four instants and the fields. 200 of them, under 0.4 MB, stay far under NATS's 1 MB
 * message; an ordinary purchase (a 30-character item) makes a page of 200 about 80 KB.
 */
export const purchasePage: PageSize = { default: 50, max: 200 };

export const purchaseTotalsSchema = z.object({
  currency: moneyCurrencySchema,
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  unpaidCents: z.number().int(),
  count: z.number().int(),
});

/** One line of free text: control characters dropped, line breaks and tabs made spaces (`freeText`). */
const item = z
  .string({ error: 'validation.itemRequired' })
  .pipe(
    freeText({ multiline: false })
      .min(1, 'validation.itemRequired')
      .max(purchaseItemMax, 'validation.itemMax'),
  );

/** 'Enregistrer un achat': a student of the teacher's groups (any of the organisation's, for an admin). */
export const recordPurchaseBodySchema = z.object({
  studentId: z.string({ error: 'validation.studentRequired' }).uuid('validation.studentRequired'),
  item,
  /** As typed: '12,50', '12.50' or 12.5. */
  amount: purchaseAmountTextSchema,
  currency: moneyCurrencySchema.default('CAD'),
});
/**
 * A service's reference for what it charges ('planning.trip:<event id>:deposit'): a student has at most one
 * purchase of a reference that is not cancelled, so recording it again answers the one recorded (idempotent).
 */
export const purchaseReferenceSchema = z
  .string()
  .regex(/^[a-z][a-z.-]{0,30}:[0-9a-f-]{36}:[a-z-]{1,30}$/, 'validation.purchaseReference');

/**
 * What the finance service receives: the amount read into whole cents, and a service's `reference` (over NATS
 * only: the HTTP body has none).
 */
export const recordPurchaseInputSchema = recordPurchaseBodySchema.extend({
  amount: purchaseAmountSchema,
  reference: purchaseReferenceSchema.optional(),
});
export type RecordPurchaseInput = z.output<typeof recordPurchaseInputSchema>;

/** Why a payment or a purchase is reversed: the ledger keeps it beside who and when. */
export const reversalBodySchema = z.object({
  reason: z
    .string({ error: 'validation.reasonRequired' })
    .pipe(
      freeText({ multiline: false })
        .min(1, 'validation.reasonRequired')
        .max(ledgerReasonMax, 'validation.reasonMax'),
    ),
});

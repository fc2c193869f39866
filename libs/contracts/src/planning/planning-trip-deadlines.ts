import { z } from 'zod';
import { parseAmount, purchaseMaxCents } from '@crescendo/domain';
import { purchaseAmountTextSchema } from '../finance/money.js';
import { calendarDaySchema } from '../homework/practice.js';

/**
 * A 'Sortie''s deadlines (issue 28 §6): the deposit ('Acompte') and the balance ('Solde'), each an amount in the
 * school's currency (CAD) due on a day, and the day the parents' consents are awaited. The amount is read as
 * typed ('45,50', '45.50' or 45.5: positive, 2 decimals at most, 10 000,00 at most, as a purchase) and kept as
 * typed on the wire: the service reads it into cents (`tripAmountCents`).
 */
export const tripPaymentInputSchema = z.object({
  amount: purchaseAmountTextSchema,
  dueDay: calendarDaySchema,
});

export const tripDeadlinesInputSchema = z.object({
  deposit: tripPaymentInputSchema.nullish().transform((value) => value ?? null),
  balance: tripPaymentInputSchema.nullish().transform((value) => value ?? null),
  consentDueDay: calendarDaySchema.nullish().transform((value) => value ?? null),
});
export type TripDeadlinesInput = z.output<typeof tripDeadlinesInputSchema>;

/** The trip's money is the school's currency (spec §3: CAD for a Quebec school). */
export const tripCurrency = 'CAD' as const;

/** A payment as stored: whole cents. */
export const tripPaymentSchema = z.object({
  amountCents: z.number().int().positive(),
  dueDay: z.string(),
});
export type TripPayment = z.infer<typeof tripPaymentSchema>;

export const tripDeadlinesSchema = z.object({
  deposit: tripPaymentSchema.nullable(),
  balance: tripPaymentSchema.nullable(),
  consentDueDay: z.string().nullable(),
});
export type TripDeadlines = z.infer<typeof tripDeadlinesSchema>;

/** The parts of a trip billed to each student, in the order they fall due. */
export const tripChargeKinds = ['deposit', 'balance'] as const;
export type TripChargeKind = (typeof tripChargeKinds)[number];

/** An amount as typed ('45,50', '45.50', 45.5) in cents; the contract checked it before. */
export function tripAmountCents(amount: string | number): number {
  const parsed = parseAmount(amount, purchaseMaxCents);
  if (!parsed.ok) throw new Error(`unreachable: the contract checked the amount (${parsed.problem})`);
  return parsed.cents;
}

/** What is stored: the amounts in cents, or null when nothing is set at all. */
export function tripDeadlinesOf(input: TripDeadlinesInput | null): TripDeadlines | null {
  if (!input || (!input.deposit && !input.balance && !input.consentDueDay)) return null;
  const payment = (value: TripDeadlinesInput['deposit']) =>
    value ? { amountCents: tripAmountCents(value.amount), dueDay: value.dueDay } : null;
  return {
    deposit: payment(input.deposit),
    balance: payment(input.balance),
    consentDueDay: input.consentDueDay,
  };
}

/**
 * The rules with the event's other fields: deadlines belong to a 'Sortie', fall no later than its first day,
 * and the deposit is due no later than the balance.
 */
export function checkTripDeadlines(
  fields: { type: string; day: string; trip?: TripDeadlinesInput | null },
  context: z.RefinementCtx,
): void {
  const trip = fields.trip;
  if (!trip || (!trip.deposit && !trip.balance && !trip.consentDueDay)) return;
  if (fields.type !== 'outing') {
    context.addIssue({ code: 'custom', path: ['trip'], message: 'validation.tripDeadlinesOutingOnly' });
    return;
  }
  const late = (day: string | undefined | null, path: Array<string>) => {
    if (day && day > fields.day)
      context.addIssue({
        code: 'custom',
        path: ['trip', ...path],
        message: 'validation.tripDeadlineAfterStart',
      });
  };
  late(trip.deposit?.dueDay, ['deposit', 'dueDay']);
  late(trip.balance?.dueDay, ['balance', 'dueDay']);
  late(trip.consentDueDay, ['consentDueDay']);
  if (trip.deposit && trip.balance && trip.balance.dueDay < trip.deposit.dueDay)
    context.addIssue({
      code: 'custom',
      path: ['trip', 'balance', 'dueDay'],
      message: 'validation.tripBalanceBeforeDeposit',
    });
}

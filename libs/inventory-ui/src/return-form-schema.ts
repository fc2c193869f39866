import { z } from 'zod';
import { familyChargeMaxCents, returnLoanBodySchema } from '@crescendo/contracts';
import { parseAmount } from '@crescendo/domain';
import { formContract } from '@crescendo/web-kit';

const returnFormInput = z.object({
  condition: z.string(),
  damage: z.string(),
  charge: z.string(),
  notes: z.string(),
});
export type ReturnFormValues = z.input<typeof returnFormInput>;

/** An amount typed in dollars ('150,00'), read into the contract's cents; blank is none. */
function chargeCentsOf(typed: string): number | undefined {
  if (typed.trim() === '') return undefined;
  const parsed = parseAmount(typed, familyChargeMaxCents);
  return parsed.ok ? parsed.cents : Number.NaN;
}

/**
 * 'Retour', checked by the inventory's contract (decision 0049): the condition it came back in, the kind of
 * damage, and — for negligence only — what the family is to be charged, typed in dollars.
 */
export function returnFormSchema(words: { chargeFormat: string }) {
  return formContract(returnFormInput, returnLoanBodySchema, {
    toContract: (values) => ({
      condition: values.condition,
      damage: values.damage || null,
      chargeCents: chargeCentsOf(values.charge),
      notes: values.notes,
    }),
    fieldOf: (issue) => (issue.path[0] === 'chargeCents' ? 'charge' : issue.path.map(String).join('.')),
    say: (issue) =>
      issue.path[0] === 'chargeCents' && issue.message === 'validation.chargeCents'
        ? words.chargeFormat
        : undefined,
  });
}

export const emptyReturnForm: ReturnFormValues = { condition: 'good', damage: '', charge: '', notes: '' };

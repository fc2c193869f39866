import { z } from 'zod';
import {
  budgetAmountMaxCents,
  currencies,
  parseAmount,
  purchaseMaxCents,
  type AmountProblem,
} from '@crescendo/domain';

/** Spec §3: CAD, USD or EUR; anything else is refused with its own message. */
export const moneyCurrencySchema = z.enum(currencies, { error: 'validation.currencyUnknown' });

/** Money on the wire: whole cents and the currency they were recorded in. */
export const moneySchema = z.object({ cents: z.number().int(), currency: moneyCurrencySchema });

const problemKeys = (tooLarge: string): Record<AmountProblem, string> => ({
  required: 'validation.amountRequired',
  format: 'validation.amountFormat',
  notPositive: 'validation.amountPositive',
  decimals: 'validation.amountDecimals',
  tooLarge,
});

interface AmountRule {
  maxCents: number;
  tooLarge: string;
  allowZero?: boolean;
}

/**
 * An amount as typed ('12,50', '12.50' or the number 12.5), checked but left as it came: the gateway
 * forwards what it validated, so the text must still read the same when the service parses it.
 */
function amountText({ maxCents, tooLarge, allowZero }: AmountRule) {
  const keys = problemKeys(tooLarge);
  const notPositive = allowZero ? 'validation.amountNegative' : keys.notPositive;
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? keys.required : keys.format),
    })
    .superRefine((value, ctx) => {
      const parsed = parseAmount(value, maxCents, { allowZero });
      if (!parsed.ok)
        ctx.addIssue({
          code: 'custom',
          message: parsed.problem === 'notPositive' ? notPositive : keys[parsed.problem],
        });
    });
}

/** The same amount, read into whole cents: what a service's handler receives. */
function amountCents(rule: AmountRule) {
  return amountText(rule).transform((value) => {
    const parsed = parseAmount(value, rule.maxCents, { allowZero: rule.allowZero });
    if (!parsed.ok) throw new Error('unreachable: checked above');
    return parsed.cents;
  });
}

const purchaseRule: AmountRule = { maxCents: purchaseMaxCents, tooLarge: 'validation.purchaseAmountMax' };
const budgetRule: AmountRule = { maxCents: budgetAmountMaxCents, tooLarge: 'validation.budgetAmountMax' };
const plannedRule: AmountRule = { ...budgetRule, allowZero: true };

/** A purchase's amount: more than 0, at most 10 000,00, 2 decimals at most. */
export const purchaseAmountTextSchema = amountText(purchaseRule);
export const purchaseAmountSchema = amountCents(purchaseRule);
/** An expense or a revenue of the budget: more than 0, at most 10 000 000,00. */
export const budgetAmountTextSchema = amountText(budgetRule);
export const budgetAmountSchema = amountCents(budgetRule);
/** A category's planned amount: 0 allowed (not decided yet), never negative. */
export const plannedAmountTextSchema = amountText(plannedRule);
export const plannedAmountSchema = amountCents(plannedRule);

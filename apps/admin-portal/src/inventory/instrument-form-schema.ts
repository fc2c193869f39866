import { z } from 'zod';
import {
  addInstrumentInputSchema,
  instrumentPriceMaxCents,
  type InventoryInstrument,
} from '@crescendo/contracts';
import { centsToDecimal, parseAmount } from '@crescendo/domain';
import { formContract } from '@crescendo/web-kit';

/** The dialog's inputs, as typed. */
const instrumentFormInput = z.object({
  family: z.string(),
  type: z.string(),
  brand: z.string(),
  model: z.string(),
  serialNumber: z.string(),
  assetNumber: z.string(),
  purchaseDate: z.string(),
  price: z.string(),
  condition: z.string(),
  location: z.string(),
  notes: z.string(),
});
export type InstrumentFormValues = z.input<typeof instrumentFormInput>;

/** A price typed in dollars ('899,00'), read into the contract's cents; blank is none. */
function priceCentsOf(typed: string): number | null {
  if (typed.trim() === '') return null;
  const parsed = parseAmount(typed, instrumentPriceMaxCents, { allowZero: true });
  return parsed.ok ? parsed.cents : Number.NaN;
}

/**
 * 'Ajouter un instrument', checked by the inventory's contract itself (decision 0049): the price typed in
 * dollars is the contract's `priceCents`, its refusal shown under the price in the form's words.
 */
export function instrumentFormSchema(words: { priceFormat: string }) {
  return formContract(instrumentFormInput, addInstrumentInputSchema, {
    toContract: (values) => ({
      family: values.family,
      type: values.type,
      brand: values.brand,
      model: values.model,
      serialNumber: values.serialNumber,
      assetNumber: values.assetNumber,
      purchaseDate: values.purchaseDate || null,
      priceCents: priceCentsOf(values.price),
      condition: values.condition,
      location: values.location,
      notes: values.notes,
    }),
    fieldOf: (issue) => (issue.path[0] === 'priceCents' ? 'price' : issue.path.map(String).join('.')),
    say: (issue) => (issue.path[0] === 'priceCents' ? words.priceFormat : undefined),
  });
}

export const emptyInstrumentForm: InstrumentFormValues = {
  family: '',
  type: '',
  brand: '',
  model: '',
  serialNumber: '',
  assetNumber: '',
  purchaseDate: '',
  price: '',
  condition: 'good',
  location: '',
  notes: '',
};

/** An instrument's fields as the dialog shows them to change it, its price in dollars. */
export function instrumentFormOf(
  instrument: InventoryInstrument,
  separator: '.' | ',',
): InstrumentFormValues {
  return {
    family: instrument.family,
    type: instrument.type,
    brand: instrument.brand ?? '',
    model: instrument.model ?? '',
    serialNumber: instrument.serialNumber ?? '',
    assetNumber: instrument.assetNumber,
    purchaseDate: instrument.purchaseDate ?? '',
    price: instrument.priceCents === null ? '' : centsToDecimal(instrument.priceCents, separator),
    condition: instrument.condition,
    location: instrument.location ?? '',
    notes: instrument.notes ?? '',
  };
}

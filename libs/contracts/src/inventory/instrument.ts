import { z } from 'zod';
import {
  familyInstruments,
  instrumentAvailabilities,
  instrumentConditions,
  instrumentFamilies,
  type InstrumentFamily,
} from '@crescendo/domain';
import { freeText } from '../common/free-text.js';
import type { PageSize } from '../common/page.js';
import { calendarDaySchema } from '../homework/practice.js';

export const assetNumberMax = 40;
export const instrumentTextMax = 120;
export const instrumentNotesMax = 1000;
/** The dearest instrument a school buys, in cents (a concert harp or grand piano: 200 000,00 $). */
export const instrumentPriceMaxCents = 20_000_000;

export const instrumentFamilySchema = z.enum(instrumentFamilies, { error: 'validation.instrumentFamily' });
export const instrumentConditionSchema = z.enum(instrumentConditions, {
  error: 'validation.instrumentCondition',
});
export const instrumentAvailabilitySchema = z.enum(instrumentAvailabilities);

const line = (max: number) =>
  z.string().pipe(freeText({ multiline: false }).max(max, 'validation.inventoryTextMax'));
/** An optional line of text: blank is absent (null). */
const optionalLine = (max: number) =>
  line(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * The school's own number on the instrument's label (its code, scanned in quick mode): letters, digits and
 * dashes, unique within the school whatever the case.
 */
export const assetNumberSchema = z
  .string({ error: 'validation.assetNumberRequired' })
  .trim()
  .min(1, 'validation.assetNumberRequired')
  .max(assetNumberMax, 'validation.assetNumberMax')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'validation.assetNumberFormat');

export const instrumentFieldsShape = {
  family: instrumentFamilySchema,
  /** One of the family's instruments in the spec's list (`familyInstruments`). */
  type: z.string({ error: 'validation.instrumentType' }).min(1, 'validation.instrumentType'),
  brand: optionalLine(instrumentTextMax),
  model: optionalLine(instrumentTextMax),
  serialNumber: optionalLine(instrumentTextMax),
  assetNumber: assetNumberSchema,
  purchaseDate: calendarDaySchema.nullish().transform((value) => value ?? null),
  priceCents: z
    .number({ error: 'validation.priceCents' })
    .int('validation.priceCents')
    .min(0, 'validation.priceCents')
    .max(instrumentPriceMaxCents, 'validation.priceCents')
    .nullish()
    .transform((value) => value ?? null),
  condition: instrumentConditionSchema.default('good'),
  location: optionalLine(instrumentTextMax),
  notes: z
    .string()
    .pipe(freeText({ multiline: true }).max(instrumentNotesMax, 'validation.inventoryTextMax'))
    .nullish()
    .transform((value) => (value ? value : null)),
};

/** The type must be one of its family's instruments. */
export function checkInstrumentType(value: { family: InstrumentFamily; type: string }, ctx: z.RefinementCtx) {
  if (!(familyInstruments[value.family] as readonly string[]).includes(value.type))
    ctx.addIssue({ code: 'custom', path: ['type'], message: 'validation.instrumentType' });
}

/** 'Ajouter un instrument': the admin's form, as the gateway validates it and the service receives it. */
export const addInstrumentInputSchema = z.object(instrumentFieldsShape).superRefine(checkInstrumentType);
export type AddInstrumentInput = z.output<typeof addInstrumentInputSchema>;
/** What the form holds before it is sent (the web-kit form validates with the same contract). */
export type AddInstrumentForm = z.input<typeof addInstrumentInputSchema>;

export const inventoryInstrumentSchema = z.object({
  id: z.string().uuid(),
  organizationId: z.string().uuid(),
  family: instrumentFamilySchema,
  type: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  assetNumber: z.string(),
  purchaseDate: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  condition: instrumentConditionSchema,
  location: z.string().nullable(),
  notes: z.string().nullable(),
  /** available, lent, or overdue ('En retard'): derived from its open loan. */
  availability: instrumentAvailabilitySchema,
  /** The open loan's student and due day, when lent. */
  lentTo: z.string().uuid().nullable(),
  /** The school of the board it is lent to (decision 0077); its due day is then the loan's last day. */
  lentToSchoolId: z.string().uuid().nullable(),
  dueOn: z.string().nullable(),
  /** When and in which room a physical inventory last scanned it (issue 27 §6); null if never. */
  lastSeenAt: z.string().nullable(),
  lastSeenIn: z.string().nullable(),
  createdAt: z.string(),
});
export type InventoryInstrument = z.infer<typeof inventoryInstrumentSchema>;

/** An instrument is under 2 KB of JSON (notes of 1 000 characters at most): 200 of them stay near 0.4 MB. */
export const instrumentPage: PageSize = { default: 50, max: 200 };

import { z } from 'zod';
import { budgetEntryLabelMax } from '@crescendo/domain';
import { defineEvent } from '../common/event.js';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { calendarDaySchema } from '../homework/practice.js';
import { instrumentConditionSchema, instrumentPriceMaxCents } from './instrument.js';

/**
 * The repair log of an instrument (issue 27 §6): 'Envoyer en réparation' (the shop, the day it left, the quote,
 * notes) puts it 'En réparation', not lendable; 'Réparation terminée' records the day it came back, what it cost
 * and its condition, and the cost becomes a 'Réparations' expense of the department's budget (finance).
 */
export const repairShopMax = 120;
export const repairNotesMax = 1000;
/** The dearest repair: what the dearest instrument costs (200 000,00 $). */
export const repairCostMaxCents = instrumentPriceMaxCents;

const amountCents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(repairCostMaxCents, message);

const notes = z
  .string()
  .pipe(freeText({ multiline: true }).max(repairNotesMax, 'validation.inventoryTextMax'))
  .nullish()
  .transform((value) => (value ? value : null));

/** 'Envoyer en réparation': the form's fields. */
export const sendToRepairBodySchema = z.object({
  shop: z
    .string({ error: 'validation.repairShopRequired' })
    .pipe(
      freeText({ multiline: false })
        .min(1, 'validation.repairShopRequired')
        .max(repairShopMax, 'validation.inventoryTextMax'),
    ),
  sentOn: calendarDaySchema,
  quoteCents: amountCents('validation.repairQuoteCents')
    .nullish()
    .transform((value) => value ?? null),
  notes,
});
export type SendToRepairBody = z.input<typeof sendToRepairBodySchema>;
export const sendToRepairInputSchema = sendToRepairBodySchema.extend({ instrumentId: z.string().uuid() });

/** 'Réparation terminée': the day it came back, what it cost (0: nothing to pay), its condition now. */
export const completeRepairBodySchema = z.object({
  returnedOn: calendarDaySchema,
  costCents: amountCents('validation.repairCostCents'),
  condition: instrumentConditionSchema.default('good'),
  notes,
});
export type CompleteRepairBody = z.input<typeof completeRepairBodySchema>;
export const completeRepairInputSchema = completeRepairBodySchema.extend({ repairId: z.string().uuid() });

export const repairSchema = z.object({
  id: z.string().uuid(),
  instrumentId: z.string().uuid(),
  assetNumber: z.string(),
  shop: z.string(),
  sentOn: z.string(),
  quoteCents: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** Null once the sender's account is erased. */
  sentBy: z.string().uuid().nullable(),
  /** Null while 'En réparation'. */
  returnedOn: z.string().nullable(),
  costCents: z.number().int().nullable(),
  returnNotes: z.string().nullable(),
  returnedBy: z.string().uuid().nullable(),
});
export type Repair = z.infer<typeof repairSchema>;

/** A repair is under 5 KB of JSON (two notes of 1 000 characters): 100 of them stay near 0.5 MB. */
export const repairPage: PageSize = { default: 20, max: 100 };

export const listRepairsQuerySchema = z.object({ ...pageQueryShape(repairPage) });

/** Frozen subjects of the repair log. */
export const inventoryRepairSubjects = {
  listRepairs: 'inventory.repair.list',
  sendToRepair: 'inventory.repair.create',
  completeRepair: 'inventory.repair.complete',
} as const;

/** An instrument's repairs, newest first (the day it was sent), a page at a time. */
export const listRepairs = defineRequest(
  inventoryRepairSubjects.listRepairs,
  listRepairsQuerySchema.extend({ instrumentId: z.string().uuid() }),
  z.object({ repairs: z.array(repairSchema), ...nextCursorShape }),
);

/** 'Envoyer en réparation' → 'Instrument envoyé en réparation'. */
export const sendToRepair = defineRequest(
  inventoryRepairSubjects.sendToRepair,
  sendToRepairInputSchema,
  repairSchema,
);

/** 'Réparation terminée' → 'Réparation enregistrée'. */
export const completeRepair = defineRequest(
  inventoryRepairSubjects.completeRepair,
  completeRepairInputSchema,
  repairSchema,
);

/**
 * What a repair cost, for finance to enter as an expense of the 'Réparations' category of the budget of the
 * school year of `day` (decision 0052). Written to the outbox in the transaction that closes the repair; the
 * repair's id is the entry's, so a second delivery enters nothing more. Frozen subject.
 */
export const repairCostRecorded = defineEvent(
  'evt.inventory.repair-cost.recorded',
  z.object({
    repairId: z.string().uuid(),
    organizationId: z.string().uuid(),
    instrumentId: z.string().uuid(),
    /** The budget entry's label: the instrument, its asset number and the shop. */
    label: z.string().min(1).max(budgetEntryLabelMax),
    amountCents: z.number().int().positive().max(repairCostMaxCents),
    currency: z.literal('CAD'),
    /** The day it came back from the shop: the expense's day. */
    day: calendarDaySchema,
    recordedBy: z.string().uuid(),
  }),
);

const tag = 'inventory';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];

export const listRepairsRoute = defineHttpRoute({
  id: 'listRepairs',
  method: 'GET',
  path: '/inventory/instruments/:instrumentId/repairs',
  summary: 'An instrument’s repair history, newest first, a page at a time (`limit` ≤ 100, `cursor`)',
  tag,
  forwards: listRepairs,
  roles: staff,
  params: z.object({ instrumentId: z.string().uuid() }),
  query: listRepairsQuerySchema,
});

export const sendToRepairRoute = defineHttpRoute({
  id: 'sendToRepair',
  method: 'POST',
  path: '/inventory/instruments/:instrumentId/repairs',
  summary:
    'Send an instrument to repair (shop, day sent, quote in cents, notes): it is ‘En réparation’ and not lent until the repair is done',
  tag,
  forwards: sendToRepair,
  roles: staff,
  params: z.object({ instrumentId: z.string().uuid() }),
  body: sendToRepairBodySchema,
});

export const completeRepairRoute = defineHttpRoute({
  id: 'completeRepair',
  method: 'POST',
  path: '/inventory/repairs/:repairId/complete',
  summary:
    'Record a repair as done (day back, cost in cents, condition): the cost becomes a ‘Réparations’ expense of the budget',
  tag,
  forwards: completeRepair,
  roles: staff,
  params: z.object({ repairId: z.string().uuid() }),
  body: completeRepairBodySchema,
});

/** The repair log's routes, listed for the gateway (`@crescendo/contracts/http`). */
export const inventoryRepairRoutes: readonly HttpRoute[] = [
  listRepairsRoute,
  sendToRepairRoute,
  completeRepairRoute,
];

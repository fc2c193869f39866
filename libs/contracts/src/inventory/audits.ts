import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import { nextCursorShape, pageQueryShape, type PageSize } from '../common/page.js';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import {
  assetNumberSchema,
  instrumentAvailabilitySchema,
  instrumentFamilySchema,
  instrumentTextMax,
} from './instrument.js';

/**
 * Physical inventories (issue 27 §6): 'Commencer un inventaire physique' for a room lists the instruments
 * recorded there (on the shelf: neither lent nor at the repair shop); each code scanned ticks one off, and
 * 'Terminer l'inventaire' gives the report: the missing (expected, never scanned) and the unexpected (scanned,
 * recorded elsewhere, lent or at the shop). Every instrument scanned keeps the day it was last seen.
 */
export const auditItemStates = ['expected', 'scanned', 'missing', 'unexpected'] as const;
export const auditItemStateSchema = z.enum(auditItemStates);
export type AuditItemState = z.infer<typeof auditItemStateSchema>;

export const startAuditBodySchema = z.object({
  /** The room, as the instruments' location says it (case aside). */
  location: z
    .string({ error: 'validation.auditLocationRequired' })
    .pipe(
      freeText({ multiline: false })
        .min(1, 'validation.auditLocationRequired')
        .max(instrumentTextMax, 'validation.inventoryTextMax'),
    ),
});

export const auditSchema = z.object({
  id: z.string().uuid(),
  location: z.string(),
  startedAt: z.string(),
  /** Null once the person's account is erased. */
  startedBy: z.string().uuid().nullable(),
  /** Null while it is under way. */
  finishedAt: z.string().nullable(),
  finishedBy: z.string().uuid().nullable(),
  /** Instruments recorded in the room when it started. */
  expectedCount: z.number().int(),
  /** Of those, the ones scanned. */
  foundCount: z.number().int(),
  /** Expected and not (yet) scanned. */
  missingCount: z.number().int(),
  /** Scanned and not expected there. */
  unexpectedCount: z.number().int(),
});
export type Audit = z.infer<typeof auditSchema>;

export const auditItemSchema = z.object({
  instrumentId: z.string().uuid(),
  assetNumber: z.string(),
  family: instrumentFamilySchema,
  type: z.string(),
  /** Where the inventory records it now. */
  location: z.string().nullable(),
  availability: instrumentAvailabilitySchema,
  /** Recorded in the audited room when the audit started. */
  expected: z.boolean(),
  scannedAt: z.string().nullable(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;

/** An audit is under 1 KB of JSON. */
export const auditPage: PageSize = { default: 20, max: 100 };
/** An audit's line is under 1 KB of JSON: 200 of them stay near 0.2 MB. */
export const auditItemPage: PageSize = { default: 50, max: 200 };

export const inventoryAuditSubjects = {
  listAudits: 'inventory.audit.list',
  startAudit: 'inventory.audit.create',
  getAudit: 'inventory.audit.get',
  listAuditItems: 'inventory.audit.items',
  scanAudit: 'inventory.audit.scan',
  finishAudit: 'inventory.audit.finish',
} as const;

export const listAuditsQuerySchema = z.object({ ...pageQueryShape(auditPage) });
export const listAuditItemsQuerySchema = z.object({
  state: auditItemStateSchema.default('expected'),
  ...pageQueryShape(auditItemPage),
});
export const auditScanBodySchema = z.object({ code: assetNumberSchema });
const auditId = { auditId: z.string().uuid() };

/** The school's audits, newest first, a page at a time. */
export const listAudits = defineRequest(
  inventoryAuditSubjects.listAudits,
  listAuditsQuerySchema,
  z.object({ audits: z.array(auditSchema), ...nextCursorShape }),
);

/** 'Commencer un inventaire physique': one under way per room at a time. */
export const startAudit = defineRequest(inventoryAuditSubjects.startAudit, startAuditBodySchema, auditSchema);

export const getAudit = defineRequest(inventoryAuditSubjects.getAudit, z.object(auditId), auditSchema);

/**
 * An audit's instruments by asset number, a page at a time: `expected` (recorded in the room), `scanned`,
 * `missing` (expected, not scanned), `unexpected` (scanned, not expected).
 */
export const listAuditItems = defineRequest(
  inventoryAuditSubjects.listAuditItems,
  listAuditItemsQuerySchema.extend(auditId),
  z.object({ items: z.array(auditItemSchema), ...nextCursorShape }),
);

/** A code scanned (typed by a USB scanner) ticks its instrument off; scanned twice, it counts once. */
export const scanAudit = defineRequest(
  inventoryAuditSubjects.scanAudit,
  auditScanBodySchema.extend(auditId),
  z.object({ audit: auditSchema, item: auditItemSchema, alreadyScanned: z.boolean() }),
);

/** 'Terminer l'inventaire': the audit closes; its report is its counts and its missing and unexpected lists. */
export const finishAudit = defineRequest(inventoryAuditSubjects.finishAudit, z.object(auditId), auditSchema);

const tag = 'inventory';
const staff: Array<'admin' | 'teacher'> = ['admin', 'teacher'];
const auditParams = z.object(auditId);

export const listAuditsRoute = defineHttpRoute({
  id: 'listAudits',
  method: 'GET',
  path: '/inventory/audits',
  summary: 'The school’s physical inventories, newest first, a page at a time (`limit` ≤ 100, `cursor`)',
  tag,
  forwards: listAudits,
  roles: staff,
  query: listAuditsQuerySchema,
});

export const startAuditRoute = defineHttpRoute({
  id: 'startAudit',
  method: 'POST',
  path: '/inventory/audits',
  summary: 'Start a physical inventory of a room: the instruments recorded there are expected',
  tag,
  forwards: startAudit,
  roles: staff,
  body: startAuditBodySchema,
});

export const getAuditRoute = defineHttpRoute({
  id: 'getAudit',
  method: 'GET',
  path: '/inventory/audits/:auditId',
  summary: 'One physical inventory with its counts (expected, found, missing, unexpected)',
  tag,
  forwards: getAudit,
  roles: staff,
  params: auditParams,
});

export const listAuditItemsRoute = defineHttpRoute({
  id: 'listAuditItems',
  method: 'GET',
  path: '/inventory/audits/:auditId/items',
  summary:
    'A physical inventory’s instruments by asset number, a page at a time: `state` expected, scanned, missing or unexpected',
  tag,
  forwards: listAuditItems,
  roles: staff,
  params: auditParams,
  query: listAuditItemsQuerySchema,
});

export const scanAuditRoute = defineHttpRoute({
  id: 'scanAudit',
  method: 'POST',
  path: '/inventory/audits/:auditId/scans',
  summary: 'A scanned code (an asset number) ticks its instrument off and records the day it was last seen',
  tag,
  forwards: scanAudit,
  roles: staff,
  params: auditParams,
  body: auditScanBodySchema,
});

export const finishAuditRoute = defineHttpRoute({
  id: 'finishAudit',
  method: 'POST',
  path: '/inventory/audits/:auditId/finish',
  summary: 'Finish a physical inventory: its report lists the missing and the unexpected instruments',
  tag,
  forwards: finishAudit,
  roles: staff,
  params: auditParams,
});

/** The audits' routes, listed for the gateway (`@crescendo/contracts/http`). */
export const inventoryAuditRoutes: readonly HttpRoute[] = [
  listAuditsRoute,
  startAuditRoute,
  getAuditRoute,
  listAuditItemsRoute,
  scanAuditRoute,
  finishAuditRoute,
];

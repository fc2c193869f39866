import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';
import { inventoryInstrumentSchema } from './instrument.js';

/**
 * One instrument of the school, for its details: where it stands, when and where it was last seen by a
 * physical inventory (issue 27 §6). Another school's is `NOT_FOUND` 'Instrument introuvable.'.
 */
export const getInstrument = defineRequest(
  'inventory.instrument.get',
  z.object({ instrumentId: z.string().uuid() }),
  inventoryInstrumentSchema,
);

export const getInstrumentRoute = defineHttpRoute({
  id: 'getInstrument',
  method: 'GET',
  path: '/inventory/instruments/:instrumentId',
  summary: 'One instrument of the school, with where it stands and when a physical inventory last saw it',
  tag: 'inventory',
  forwards: getInstrument,
  roles: ['admin', 'teacher'],
  params: z.object({ instrumentId: z.string().uuid() }),
});

/** The instrument's details route, listed for the gateway (`@crescendo/contracts/http`). */
export const inventoryInstrumentDetailRoutes: readonly HttpRoute[] = [getInstrumentRoute];

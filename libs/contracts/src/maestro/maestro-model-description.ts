import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { maestroModelInfoSchema } from './maestro-draft.js';

/**
 * Which model endpoint Maestro IA is configured with (issue 31 §6): the privacy impact assessment's fact sheet
 * names it, and whether the data it is sent stay on the organisation's machines ('local') or leave them
 * ('external'). A system request identity alone sends; the endpoint's host only (never a key nor a path).
 */
export const describeMaestroModel = defineRequest(
  'maestro.model.describe',
  z.object({}),
  z.object({
    configured: z.boolean(),
    model: maestroModelInfoSchema.nullable(),
    endpointHost: z.string().nullable(),
  }),
);
export type MaestroModelDescription = z.output<typeof describeMaestroModel.reply>;

import { z } from 'zod';
import type { BaseConfig } from '@crescendo/service-kit';

/** The groups service's own variables (besides the kit's DATABASE_URL, NATS_URL, HTTP_PORT, ...). */
export const groupsConfigSchema = z.object({
  /**
   * Spec §6: the special administrator, known by one e-mail address, who may create the three sample
   * groups. Empty: nobody.
   */
  SPECIAL_ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(''), z.string().email('adresse e-mail invalide')]))
    .default(''),
  /** Loads the demo organisation's groups at start (issue 4 §11). Never in production. */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

export type GroupsConfig = BaseConfig & z.output<typeof groupsConfigSchema>;

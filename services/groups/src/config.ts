import { z } from 'zod';
import { defaultAttemptBudgets } from '@crescendo/domain';
import type { BaseConfig, RedisConfig } from '@crescendo/service-kit';

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
  /**
   * Wrong connection codes heard per hour, per account and per client address; after them, joining answers 429
   * until the hour is over (libs/domain's `defaultAttemptBudgets`).
   */
  JOIN_CODE_FREE_FAILURES_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1)
    .default(defaultAttemptBudgets.joinCodePerAccount.free),
  JOIN_CODE_FREE_FAILURES_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(defaultAttemptBudgets.joinCodePerAddress.free),
  /** Loads the demo organisation's groups at start (issue 4 §11). Never in production. */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** With DEMO_MODE, `large` also loads the large demo board (issue 25 §7): its first DEMO_BOARD_SCHOOLS schools. */
  DEMO_BOARD_SCALE: z.enum(['', 'small', 'large']).default(''),
  DEMO_BOARD_SCHOOLS: z.coerce.number().int().min(1).max(60).default(60),
});

export type GroupsConfig = BaseConfig & RedisConfig & z.output<typeof groupsConfigSchema>;

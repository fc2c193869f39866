import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { BaseConfig } from '@crescendo/service-kit';

/** The repository's root, from src/ or dist/: `npm start` keeps the photos under its `.crescendo/`. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The inventory service's own variables (besides the kit's DATABASE_URL, NATS_URL, HTTP_PORT, ...). */
export const inventoryConfigSchema = z.object({
  /** Loads the demo school's instruments and a few loans at start. */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * Where the photos are kept (instruments' and loans' condition photos, decision 0072): a volume of the
   * service's own (k8s and compose mount one here); `.crescendo/inventory-photos` of the clone under `npm start`.
   */
  INVENTORY_PHOTOS_DIR: z.string().min(1).default(`${repoRoot}.crescendo/inventory-photos`),
});

export type InventoryConfig = BaseConfig & z.output<typeof inventoryConfigSchema>;

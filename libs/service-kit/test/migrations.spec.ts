import { createServiceDataSource, migrateServiceSchema } from '../src/index.js';
import { probeService, serviceEnv } from '@crescendo/testing';

describe('migrations at start', () => {
  it('let replicas starting together take turns: each migration is applied once', async () => {
    const env = serviceEnv();
    const sources = Array.from({ length: 4 }, () =>
      createServiceDataSource({
        url: env.DATABASE_URL!,
        ...probeService.database!,
        schema: 'probe_replicas',
      }),
    );
    const applied = await Promise.all(sources.map((source) => migrateServiceSchema(source)));
    expect(applied.flat().sort()).toEqual([
      'CreateOutboxAndProcessedEvents1700000000000',
      'CreateProbeTables1700000000001',
    ]);
    const rows = await sources[0]!.query(`SELECT name FROM probe_replicas.migrations ORDER BY id`);
    expect(rows).toHaveLength(2);
    await Promise.all(sources.map((source) => source.destroy()));
  });
});

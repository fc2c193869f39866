import { randomBytes } from 'node:crypto';
import { startFakeLlm, type RunningFakeLlm } from '@crescendo/fake-llm';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest } from '@crescendo/testing';
import { createMaestroService, type MaestroServiceSetup } from '../src/maestro.service-definition.js';

export interface MaestroHarnessOptions extends MaestroServiceSetup {
  /** Maestro's variables beyond the model's (budgets, …). */
  env?: Record<string, string>;
  /** No model configured: MAESTRO_LLM_BASE_URL left empty. */
  withoutModel?: boolean;
  /** The planning beside the others too ('Idées de cours' asks it for the group's next concert). */
  withPlanning?: boolean;
}

/**
 * Maestro IA (a schema of this harness's own) against tools/fake-llm, with the real identity, groups and
 * homework beside it in demo mode (and reports, whose cards and comment bank report-card comments read): the
 * demo school's people, groups, practice reports and submissions are what a bilan reads.
 */
export async function startMaestro(options: MaestroHarnessOptions = {}) {
  const { env = {}, withoutModel = false, withPlanning = false, ...setup } = options;
  const schema = setup.schema ?? `maestro_${randomBytes(4).toString('hex')}`;
  const llm: RunningFakeLlm = await startFakeLlm();
  const model: Record<string, string> = withoutModel
    ? {}
    : {
        MAESTRO_LLM_BASE_URL: `${llm.url}/v1`,
        MAESTRO_LLM_MODEL: 'crescendo-demo',
        MAESTRO_LLM_PROVIDER: 'fake-llm',
        MAESTRO_LLM_DEMO: 'true',
      };
  try {
    const harness = await startServiceUnderTest({
      name: 'maestro',
      beside: ['identity', 'groups', 'homework', 'reports', ...(withPlanning ? (['planning'] as const) : [])],
      env: { DEMO_MODE: 'true', ...model, ...env },
      start: async (processEnv) =>
        (await startService(
          createMaestroService({ ...setup, schema }),
          processEnv,
        )) as unknown as RunningService,
      publisher: 'identity',
    });
    return {
      ...harness,
      llm,
      async close() {
        await harness.close();
        await llm.close();
      },
    };
  } catch (error) {
    await llm.close();
    throw error;
  }
}

export type MaestroHarness = Awaited<ReturnType<typeof startMaestro>>;

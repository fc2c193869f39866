import { randomBytes } from 'node:crypto';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest } from '@crescendo/testing';
import { createHomeworkService, type HomeworkServiceSetup } from '../src/homework.service-definition.js';

/**
 * The homework service (a schema of this harness's own) with the real groups service beside it: homework asks
 * it who teaches a group and who is in it.
 */
export async function startHomework(setup: HomeworkServiceSetup = {}, env: Record<string, string> = {}) {
  const schema = setup.schema ?? `homework_${randomBytes(4).toString('hex')}`;
  const harness = await startServiceUnderTest({
    name: 'homework',
    beside: ['groups'],
    env,
    start: async (serviceEnv) =>
      (await startService(
        createHomeworkService({ ...setup, schema }),
        serviceEnv,
      )) as unknown as RunningService,
    publisher: 'groups',
  });
  /** Publishes as the groups service would (its NATS user may publish `evt.groups.*`). */
  return { ...harness, publishAsGroups: harness.publishEvent };
}

export type HomeworkHarness = Awaited<ReturnType<typeof startHomework>>;

import { Controller, Inject } from '@nestjs/common';
import {
  describeMaestroModel,
  type Actor,
  type MaestroModelDescription,
  type PayloadOf,
} from '@crescendo/contracts';
import { AppException, Handles, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { MaestroConfig } from '../config.js';
import { MAESTRO_MODEL, type MaestroModel } from './maestro-model.js';

/**
 * `maestro.model.describe` (issue 31 §6): the model endpoint Maestro IA is configured with, for the privacy
 * impact assessment's fact sheet identity writes — its provider, model, host and whether the data leave the
 * organisation's machines. A system request: the NATS boundary lets identity alone send it.
 */
@Controller()
export class ModelDescriptionHandlers {
  constructor(
    @Inject(MAESTRO_MODEL) private readonly model: MaestroModel | null,
    @Inject(SERVICE_CONFIG) private readonly config: MaestroConfig,
  ) {}

  @Handles(describeMaestroModel)
  async describe(
    _payload: PayloadOf<typeof describeMaestroModel>,
    actor: Actor | null,
  ): Promise<MaestroModelDescription> {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const baseUrl = this.config.MAESTRO_LLM_BASE_URL;
    return {
      configured: this.model !== null,
      model: this.model?.info ?? null,
      endpointHost: this.model && baseUrl ? new URL(baseUrl).host : null,
    };
  }
}

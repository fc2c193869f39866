import { Inject, Injectable, Logger } from '@nestjs/common';
import { getProfile, type Actor } from '@crescendo/contracts';
import { SERVICE_CONFIG, ServiceClient } from '@crescendo/service-kit';
import type { GroupsConfig } from './config.js';

/**
 * Spec §6: the special administrator is known by one e-mail address (SPECIAL_ADMIN_EMAIL). The actor
 * carries no e-mail, so identity is asked for the actor's own profile (`identity.profile.get`).
 */
@Injectable()
export class SpecialAdmin {
  private readonly logger = new Logger('SpecialAdmin');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: GroupsConfig,
    @Inject(ServiceClient) private readonly client: ServiceClient,
  ) {}

  /** Throws identity's error (UNAVAILABLE, TIMEOUT) when it cannot be asked. */
  async is(actor: Actor): Promise<boolean> {
    if (!this.config.SPECIAL_ADMIN_EMAIL) return false;
    const profile = await this.client.request(getProfile, {}, actor);
    return profile.email.trim().toLowerCase() === this.config.SPECIAL_ADMIN_EMAIL;
  }

  /** For showing the button: an unreachable identity hides it rather than failing the list. */
  async isQuietly(actor: Actor): Promise<boolean> {
    try {
      return await this.is(actor);
    } catch (error) {
      this.logger.warn(`special administrator check failed: ${(error as Error).message}`);
      return false;
    }
  }
}

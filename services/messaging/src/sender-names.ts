import { Inject, Injectable, Logger } from '@nestjs/common';
import { getProfile, type Actor } from '@crescendo/contracts';
import { ServiceClient } from '@crescendo/service-kit';

const keepMs = 5 * 60_000;

/** What a use case asks of the names: the sender's, or null when identity cannot say. */
export interface SenderNamesPort {
  of(actor: Actor): Promise<string | null>;
}

/**
 * The name a message shows for its sender, read from the sender's own profile (as the sender) when they post
 * and kept with the message: readers need no access to the sender's profile. Cached a few minutes per user.
 */
@Injectable()
export class SenderNames implements SenderNamesPort {
  private readonly names = new Map<string, { name: string; until: number }>();

  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  private readonly logger = new Logger('SenderNames');

  /** The name, or null when identity cannot say (the chat goes on; the message shows no name). */
  async of(actor: Actor): Promise<string | null> {
    const hit = this.names.get(actor.userId);
    if (hit && hit.until > Date.now()) return hit.name;
    const profile = await this.client.request(getProfile, {}, actor).catch((error: unknown) => {
      this.logger.warn(
        `no name for ${actor.userId}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    });
    if (!profile) return null;
    const name = `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
    if (this.names.size > 10_000) this.names.clear();
    this.names.set(actor.userId, { name, until: Date.now() + keepMs });
    return name;
  }
}

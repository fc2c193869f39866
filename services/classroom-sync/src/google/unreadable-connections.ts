import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { TokenVault } from './token-vault.store.js';

/**
 * At the API process's start: Google connections sealed with a key that is not configured are counted and
 * logged once (the workers log a key only when they meet it). Nothing stops: they read as not connected.
 */
@Injectable()
export class UnreadableConnections implements OnApplicationBootstrap {
  constructor(@Inject(TokenVault) private readonly vault: TokenVault) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.vault.reportUnreadable();
  }
}

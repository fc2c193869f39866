import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@crescendo/service-kit';
import { open, seal, type SealingKeyRing } from '@crescendo/service-kit/crypto';
import type { IdentityConfig } from '../config.js';
import { twoFactorKeyRing } from '../two-factor/two-factor-keys.js';

/**
 * The providers' client secrets, sealed at rest with identity's sealing key (TWO_FACTOR_KEY, its previous keys
 * during a rotation; decision 0057) and the domain as additional data: a sealed secret copied to another
 * domain's row does not open.
 */
@Injectable()
export class DomainSecrets {
  private readonly ring: SealingKeyRing;

  constructor(@Inject(SERVICE_CONFIG) config: IdentityConfig) {
    this.ring = twoFactorKeyRing(config);
  }

  seal(domain: string, secret: string): string {
    return seal(this.ring, secret, additionalData(domain));
  }

  /** Throws when no key of the ring opens it: that domain's sign-in then fails with the spec's message. */
  open(domain: string, sealed: string): string {
    return open(this.ring, sealed, additionalData(domain));
  }
}

const additionalData = (domain: string) => `sign-in-domain:${domain}`;

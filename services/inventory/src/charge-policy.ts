import { Inject, Injectable } from '@nestjs/common';
import { decidePolicyRequest, type Actor } from '@crescendo/contracts';
import { ServiceClient } from '@crescendo/service-kit';

/** What a return asks of the policy (`ChargePolicy`'s method). */
export interface ChargePolicyPort {
  allowsCharge(actor: Actor): Promise<boolean>;
}

/**
 * Whether the school may charge families (`inventory.chargeFamilies`, decision 0050): identity decides it
 * from the board's and the school's settings, asked as the actor; the inventory never re-decides it.
 */
@Injectable()
export class ChargePolicy implements ChargePolicyPort {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  async allowsCharge(actor: Actor): Promise<boolean> {
    const decision = await this.client.request(
      decidePolicyRequest,
      { key: 'inventory.chargeFamilies' },
      actor,
    );
    return decision.value === true;
  }
}

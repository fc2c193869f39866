import { Inject, Injectable } from '@nestjs/common';
import { decidePolicyRequest, type Actor } from '@crescendo/contracts';
import { AppException, ServiceClient, type GroupGrant } from '@crescendo/service-kit';

/** What the features ask of it (`MaestroSwitch`'s method). */
export type MaestroSwitchPort = Pick<MaestroSwitch, 'isOn'>;

/**
 * Whether Maestro IA is on for the actor's school, and for a group when one is named (`maestro.enabled`, off
 * until a board turns it on, decision 0050): identity decides from the board's, the school's and the group's
 * settings, asked as the actor; Maestro never re-decides it.
 */
@Injectable()
export class MaestroSwitch {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  async isOn(actor: Actor, groupId?: string): Promise<boolean> {
    const decision = await this.client.request(
      decidePolicyRequest,
      { key: 'maestro.enabled', ...(groupId ? { groupId } : {}) },
      actor,
    );
    return decision.value === true;
  }
}

/**
 * A request's two checks before anything is read, asked at once (the switch of identity, the group of groups:
 * one round trip, not two) and decided in their order: Maestro IA off ('maestro.off'), then no model
 * ('maestro.notConfigured'), then the group's refusal. The group's answer is awaited only once the switch is on,
 * so its refusal is never left unheard.
 */
export async function switchedOnGroup(
  on: Promise<boolean>,
  group: Promise<GroupGrant>,
  model: unknown,
): Promise<GroupGrant> {
  group.catch(() => undefined);
  if (!(await on)) throw new AppException('FORBIDDEN', 'maestro.off');
  if (!model) throw new AppException('UNAVAILABLE', 'maestro.notConfigured');
  return group;
}

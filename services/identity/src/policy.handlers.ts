import { Controller, Inject } from '@nestjs/common';
import {
  clearGroupPolicy,
  listGroupPolicies,
  listPolicyChanges,
  setGroupPolicy,
  clearPolicy,
  decidePolicyRequest,
  listPolicies,
  setPolicy,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { PolicyService } from './policy.service.js';

/** Policies from board to school to group (decision 0050). */
@Controller()
export class PolicyHandlers {
  constructor(@Inject(PolicyService) private readonly policies: PolicyService) {}

  @Handles(listPolicies)
  list(_payload: PayloadOf<typeof listPolicies>, actor: Actor | null) {
    return this.policies.list(actor);
  }

  @Handles(setPolicy)
  set(payload: PayloadOf<typeof setPolicy>, actor: Actor | null) {
    return this.policies.set(actor, payload.key, payload.value, payload.allowOverride);
  }

  @Handles(clearPolicy)
  clear(payload: PayloadOf<typeof clearPolicy>, actor: Actor | null) {
    return this.policies.clear(actor, payload.key);
  }

  @Handles(listPolicyChanges)
  changes(payload: PayloadOf<typeof listPolicyChanges>, actor: Actor | null) {
    return this.policies.changes(actor, payload);
  }

  @Handles(listGroupPolicies)
  listGroup(payload: PayloadOf<typeof listGroupPolicies>, actor: Actor | null) {
    return this.policies.listGroup(actor, payload.groupId);
  }

  @Handles(setGroupPolicy)
  setGroup(payload: PayloadOf<typeof setGroupPolicy>, actor: Actor | null) {
    return this.policies.setGroup(actor, payload.groupId, payload.key, payload.value);
  }

  @Handles(clearGroupPolicy)
  clearGroup(payload: PayloadOf<typeof clearGroupPolicy>, actor: Actor | null) {
    return this.policies.clearGroup(actor, payload.groupId, payload.key);
  }

  @Handles(decidePolicyRequest)
  decide(payload: PayloadOf<typeof decidePolicyRequest>, actor: Actor | null) {
    return this.policies.decide(actor, payload.key, payload.groupId);
  }
}

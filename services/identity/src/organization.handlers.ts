import { Controller, Inject } from '@nestjs/common';
import { createOrganization, deleteOrganization, type Actor, type PayloadOf } from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { OrganizationService } from './organization.service.js';

@Controller()
export class OrganizationHandlers {
  constructor(@Inject(OrganizationService) private readonly organizations: OrganizationService) {}

  @Handles(createOrganization)
  create(payload: PayloadOf<typeof createOrganization>, actor: Actor | null) {
    return this.organizations.create(actor, payload.name, payload.role);
  }

  @Handles(deleteOrganization)
  delete(_payload: PayloadOf<typeof deleteOrganization>, actor: Actor | null) {
    return this.organizations.delete(actor);
  }
}

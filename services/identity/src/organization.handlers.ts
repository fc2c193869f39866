import { Controller, Inject } from '@nestjs/common';
import { createOrganization, deleteOrganization, type Actor } from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { OrganizationService } from './organization.service.js';

@Controller()
export class OrganizationHandlers {
  constructor(@Inject(OrganizationService) private readonly organizations: OrganizationService) {}

  @Handles(createOrganization)
  create(payload: { name: string; role: 'admin' | 'teacher' }, actor: Actor | null) {
    return this.organizations.create(actor, payload.name, payload.role);
  }

  @Handles(deleteOrganization)
  delete(_payload: unknown, actor: Actor | null) {
    return this.organizations.delete(actor);
  }
}

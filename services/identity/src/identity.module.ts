import { Module } from '@nestjs/common';
import { OrganizationHandlers } from './organization.handlers.js';
import { OrganizationService } from './organization.service.js';
import { ProfileHandlers } from './profile.handlers.js';
import { ProfileService } from './profile.service.js';

@Module({
  controllers: [ProfileHandlers, OrganizationHandlers],
  providers: [ProfileService, OrganizationService],
})
export class IdentityModule {}

import { Module } from '@nestjs/common';
import { DemoSeeder } from './demo/demo-seeder.js';
import { OrganizationHandlers } from './organization.handlers.js';
import { OrganizationService } from './organization.service.js';
import { ProfileHandlers } from './profile.handlers.js';
import { ProfileService } from './profile.service.js';

@Module({
  controllers: [ProfileHandlers, OrganizationHandlers],
  providers: [ProfileService, OrganizationService, DemoSeeder],
})
export class IdentityModule {}

import { tombstoneSubjects } from './deleted-subjects.store.js';
import { deleteOrganization, lockMemberIds } from './organization.store.js';
import { deleteUsers } from './user.store.js';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  organizationDeleted,
  userDeleted,
  userUpdated,
  type Actor,
  type Organization,
} from '@crescendo/contracts';
import { AppException, Outbox, SERVICE_CONFIG } from '@crescendo/service-kit';
import { requireActor, requireAdmin, requireRecentSignIn } from './actor-guard.js';
import type { IdentityConfig } from './config.js';
import { MembershipEntity } from './entities/membership.entity.js';
import { OrganizationEntity } from './entities/organization.entity.js';

/** Creating an organisation (role selection: administrator or teacher) and erasing one (danger zone). */
@Injectable()
export class OrganizationService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** The creator becomes its admin, or its teacher (a teacher's own organisation, from role selection). */
  async create(
    actor: Actor | null,
    name: string,
    role: 'admin' | 'teacher' = 'admin',
  ): Promise<Organization> {
    const { userId } = requireActor(actor);
    return this.db.transaction(async (manager) => {
      const membership = await manager.findOne(MembershipEntity, {
        where: { userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!membership) throw new AppException('NOT_FOUND', 'identity.userNotFound');
      if (membership.organizationId) {
        throw new AppException('CONFLICT', 'identity.alreadyInOrganization');
      }
      const organization = manager.create(OrganizationEntity, { id: randomUUID(), name });
      await manager.save(organization);
      membership.organizationId = organization.id;
      membership.role = role;
      await manager.save(membership);
      await this.outbox.add(manager, userUpdated, { userId, organizationId: organization.id }, membership);
      return { id: organization.id, name: organization.name };
    });
  }

  /**
   * Erases the organisation and every user in it (spec §6, admins only). Other services erase
   * their data on `organization.deleted`; `user.deleted` of each member drops the gateway's caches.
   */
  async delete(actor: Actor | null): Promise<{ deleted: true }> {
    const { organizationId } = requireRecentSignIn(requireAdmin(actor), this.config.RECENT_SIGN_IN_SECONDS);
    return this.db.transaction(async (manager) => {
      const members = await lockMemberIds(manager, organizationId);
      await tombstoneSubjects(manager, members);
      await deleteUsers(manager, members);
      await deleteOrganization(manager, organizationId);
      for (const userId of members) {
        await this.outbox.add(manager, userDeleted, { userId, organizationId }, { organizationId });
      }
      await this.outbox.add(manager, organizationDeleted, { organizationId }, { organizationId });
      return { deleted: true as const };
    });
  }
}

import { Controller, Module } from '@nestjs/common';
import { getProfile, type Actor, type Profile } from '@crescendo/contracts';
import { AppException, Handles, type ServiceDefinition } from '@crescendo/service-kit';

/**
 * Identity's `identity.profile.get`, answered over the test's real NATS through the kit, with the
 * contract's schemas on both sides. A service never imports another (lint: module boundaries), so the
 * groups tests cannot start the real identity; what groups needs of it is this one reply: an e-mail.
 */
export const emails = new Map<string, string>();

@Controller()
class ProfileStandIn {
  @Handles(getProfile)
  async get(_payload: unknown, actor: Actor | null): Promise<Profile> {
    const email = actor ? emails.get(actor.userId) : undefined;
    if (!actor || !email) throw new AppException('NOT_FOUND', 'Utilisateur introuvable.');
    const now = new Date().toISOString();
    return {
      id: actor.userId,
      role: actor.roles[0] ?? 'teacher',
      firstName: 'Ada',
      lastName: 'Test',
      email,
      phone: null,
      bio: null,
      picture: null,
      organizationId: actor.organizationId,
      groupId: null,
      instrument: null,
      twoFactorEnabled: false,
      settings: { language: 'fr', currency: 'CAD' },
      createdAt: now,
      updatedAt: now,
    };
  }
}

@Module({ controllers: [ProfileStandIn] })
class StandInModule {}

export const identityStandIn: ServiceDefinition = { name: 'identity', module: () => StandInModule };

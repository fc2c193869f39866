import { isDeletedSubject } from './deleted-subjects.js';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  userUpdated,
  type Actor,
  type AppSettings,
  type Me,
  type PayloadOf,
  type Profile,
  type ProfileUpdate,
  type resolveActor,
} from '@crescendo/contracts';
import { AppException, Outbox, serverMessages } from '@crescendo/service-kit';
import { requireActor } from './actor-guard.js';
import { UserEntity } from './entities/user.entity.js';
import { UserIdentityEntity } from './entities/user-identity.entity.js';
import { checkPicture } from './picture.js';
import { toActor, toMe, toProfile } from './profile.mapper.js';
import { createUser, isTwoFactorEnabled, loadUser, takeInvitation } from './user-store.js';
import { MembershipEntity } from './entities/membership.entity.js';

type ResolveInput = PayloadOf<typeof resolveActor>;

const uniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Profiles, app settings and the gateway's token → actor resolution. */
@Injectable()
export class ProfileService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  /**
   * Finds the user of a verified token by (issuer, subject), else by e-mail (and links the subject),
   * else creates them: role from a pending invitation, or teacher (spec §4).
   */
  async resolve(input: ResolveInput): Promise<{ actor: Actor; me: Me }> {
    try {
      return await this.db.transaction((manager) => this.resolveIn(manager, input));
    } catch (error) {
      // Two first sign-ins of one person at once: the other transaction created them; read it.
      if (!uniqueViolation(error)) throw error;
      return this.db.transaction((manager) => this.resolveIn(manager, input));
    }
  }

  private async resolveIn(manager: EntityManager, input: ResolveInput): Promise<{ actor: Actor; me: Me }> {
    // A token of a deleted account is still within its life: it must not open a fresh profile.
    if (await isDeletedSubject(manager, input.issuer, input.subject)) {
      throw new AppException('UNAUTHENTICATED', serverMessages.sessionExpired);
    }
    const email = input.email.trim().toLowerCase();
    const link = await manager.findOneBy(UserIdentityEntity, {
      issuer: input.issuer,
      subject: input.subject,
    });
    let found = link ? await loadUser(manager, link.userId) : null;
    if (!found) {
      const byEmail = await manager.findOneBy(UserEntity, { email });
      found = byEmail ? await loadUser(manager, byEmail.id) : null;
      if (!found) {
        found = await createUser(manager, this.outbox, {
          email,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
        });
      }
      await manager.insert(UserIdentityEntity, {
        issuer: input.issuer,
        subject: input.subject,
        userId: found.user.id,
      });
    }
    const { user, membership } = found;
    if (!membership.organizationId) {
      // An invitation sent after the account existed is accepted at the next sign-in.
      const invitation = await takeInvitation(manager, user.email);
      if (invitation) {
        membership.organizationId = invitation.organizationId;
        membership.role = invitation.role;
        await manager.save(membership);
        await this.outbox.add(
          manager,
          userUpdated,
          { userId: user.id, organizationId: membership.organizationId },
          membership,
        );
      }
    }
    return { actor: toActor(membership), me: toMe(user, membership) };
  }

  async get(actor: Actor | null): Promise<Profile> {
    const { userId } = requireActor(actor);
    return this.db.transaction(async (manager) => {
      const found = await this.mustLoad(manager, userId);
      return toProfile(found.user, found.membership, await isTwoFactorEnabled(manager, userId));
    });
  }

  /** Spec §5: first name, last name, e-mail and instrument required (the contract checks), picture checked. */
  async update(actor: Actor | null, input: ProfileUpdate): Promise<Profile> {
    const { userId } = requireActor(actor);
    if (input.picture) checkPicture(input.picture);
    return this.change(userId, (user) => {
      user.firstName = input.firstName;
      user.lastName = input.lastName;
      user.email = input.email;
      user.instrument = input.instrument;
      if (input.phone !== undefined) user.phone = input.phone || null;
      if (input.bio !== undefined) user.bio = input.bio || null;
      if (input.picture !== undefined) user.picture = input.picture;
    });
  }

  /** Spec §4: the first-login answer becomes the profile's instrument. */
  async answerInstrument(actor: Actor | null, instrument: string): Promise<Profile> {
    const { userId } = requireActor(actor);
    return this.change(userId, (user) => {
      user.instrument = instrument;
    });
  }

  async updateSettings(actor: Actor | null, input: Partial<AppSettings>): Promise<AppSettings> {
    const { userId } = requireActor(actor);
    const profile = await this.change(userId, (user) => {
      if (input.language) user.language = input.language;
      if (input.currency) user.currency = input.currency;
    });
    return profile.settings;
  }

  private async change(userId: string, apply: (user: UserEntity) => void): Promise<Profile> {
    try {
      return await this.db.transaction(async (manager) => {
        const { user, membership } = await this.mustLoad(manager, userId, true);
        apply(user);
        await manager.save(user);
        await this.outbox.add(
          manager,
          userUpdated,
          { userId, organizationId: membership.organizationId },
          membership,
        );
        return toProfile(user, membership, await isTwoFactorEnabled(manager, userId));
      });
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      throw new AppException('CONFLICT', 'Cette adresse e-mail est déjà utilisée par un autre compte.', {
        email: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
      });
    }
  }

  private async mustLoad(manager: EntityManager, userId: string, lock = false) {
    if (lock) await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
    const found = await loadUser(manager, userId);
    if (!found) throw new AppException('NOT_FOUND', serverMessages.notFound);
    return found as { user: UserEntity; membership: MembershipEntity };
  }
}

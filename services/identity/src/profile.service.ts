import { isDeletedSubject } from './deleted-subjects.store.js';
import { Inject, Injectable } from '@nestjs/common';
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
import { isInstrument } from '@crescendo/domain';

import { AppException, Db, Outbox, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { IdentityConfig } from './config.js';
import { MailboxService } from './mailbox.service.js';
import { requireActor, requireRecentSignIn } from './actor-guard.js';
import { checkPicture } from './picture.js';
import { toActor, toMe, toProfile } from './profile.mapper.js';
import { markMembershipUsed, membershipsOf, userUpdatedData } from './membership.store.js';
import { claimedMemberships } from './claimed-memberships.js';
import {
  createUser,
  findUserByEmail,
  isTwoFactorEnabled,
  linkedUserId,
  linkIdentity,
  loadUser,
  lockUser,
  saveUser,
  type User,
} from './user.store.js';

type ResolveInput = PayloadOf<typeof resolveActor>;

const uniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Profiles, app settings and the gateway's token → actor resolution. */
@Injectable()
export class ProfileService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(MailboxService) private readonly mailbox: MailboxService,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * Finds the user of a verified token: the embedded provider's subject is the user's id; another
   * issuer's is looked up by (issuer, subject), else by e-mail only when both the issuer
   * (`email_verified`) and our account have proven the address (then linked), else a new teacher
   * profile is created (spec §4). An invitation is never taken here: only through its mailed link.
   * The actor is the chosen membership if the person holds it (it becomes the one used last), else the one
   * used last (decision 0050); with a Keycloak token, among the memberships its claims name only.
   */
  async resolve(input: ResolveInput): Promise<{ actor: Actor; me: Me }> {
    try {
      return await this.db.transaction((tx) => this.resolveIn(tx, input));
    } catch (error) {
      // Two first sign-ins of one person at once: the other transaction created them; read it.
      if (!uniqueViolation(error)) throw error;
      return this.db.transaction((tx) => this.resolveIn(tx, input));
    }
  }

  private async resolveIn(tx: Db, input: ResolveInput): Promise<{ actor: Actor; me: Me }> {
    // A token of a deleted account is still within its life: it must not open a fresh profile.
    if (await isDeletedSubject(tx, input.issuer, input.subject)) {
      throw new AppException('UNAUTHENTICATED', 'common.sessionExpired');
    }
    const { user } = await this.findOrCreate(tx, input);
    // A Keycloak token's organisations and realm roles narrow the memberships held (the one used last first).
    const held = await claimedMemberships(tx, input, await membershipsOf(tx, user.id));
    const { choice } = input;
    const acting = choice
      ? held.find((m) => m.organizationId === choice.organizationId && m.role === choice.role)
      : held[0];
    // A school or role the person does not hold is refused, never trusted from the browser.
    if (!acting) throw new AppException('FORBIDDEN', 'identity.membershipChoiceRefused');
    if (acting !== held[0]) await markMembershipUsed(tx, acting);
    return { actor: toActor(acting), me: toMe(user, acting, held) };
  }

  private async findOrCreate(tx: Db, input: ResolveInput) {
    if (this.config.OIDC_EMBEDDED && input.issuer === this.config.OIDC_ISSUER) {
      const own = /^[0-9a-f-]{36}$/i.test(input.subject) ? await loadUser(tx, input.subject) : null;
      if (!own) throw new AppException('UNAUTHENTICATED', 'common.sessionExpired');
      return own;
    }
    const email = input.email.trim().toLowerCase();
    const linkedId = await linkedUserId(tx, input.issuer, input.subject);
    const linked = linkedId ? await loadUser(tx, linkedId) : null;
    if (linked) return linked;
    const byEmail = await findUserByEmail(tx, email);
    let found;
    if (byEmail) {
      // An address nobody proved could be anyone's: it links nothing.
      if (input.emailVerified !== true || !byEmail.emailVerifiedAt) {
        throw new AppException('CONFLICT', 'mailbox.unverifiedLink');
      }
      found = await loadUser(tx, byEmail.id);
      if (!found) throw new AppException('NOT_FOUND', 'common.notFound');
    } else {
      found = await createUser(tx, this.outbox, {
        email,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        emailVerified: input.emailVerified === true,
      });
    }
    await linkIdentity(tx, input.issuer, input.subject, found.user.id);
    return found;
  }

  async get(actor: Actor | null): Promise<Profile> {
    const known = requireActor(actor);
    const { userId } = known;
    return this.db.transaction(async (tx) => {
      const found = await this.mustLoad(tx, userId);
      // The membership this request acts as (another tab's choice may have made another the one used last).
      const acting = (await membershipsOf(tx, userId)).find(
        (m) => m.organizationId === known.organizationId && known.roles.includes(m.role),
      );
      return toProfile(found.user, acting ?? found.membership, await isTwoFactorEnabled(tx, userId));
    });
  }

  /**
   * Spec §5: first name, last name, e-mail and instrument required (the contract checks), picture checked.
   * A new e-mail needs a recent sign-in and is only recorded as pending: it replaces the current one once its mailed link is opened.
   * The answer is the same whether or not the new address has an account (its owner gets a mail instead).
   */
  async update(actor: Actor | null, input: ProfileUpdate): Promise<Profile> {
    const known = requireActor(actor);
    const { userId } = known;
    if (input.picture) checkPicture(input.picture);
    let askedFor: string | null = null;
    const profile = await this.change(userId, (user) => {
      user.firstName = input.firstName;
      user.lastName = input.lastName;
      if (input.email === user.email) user.pendingEmail = null;
      else if (input.email !== user.pendingEmail) {
        // A new address takes the account over once confirmed: sudo mode, as for a password change.
        requireRecentSignIn(known, this.config.RECENT_SIGN_IN_SECONDS);
        askedFor = user.pendingEmail = input.email;
      }
      // The list, or the answer already stored (first-login answers are kept as the student gave them).
      if (!isInstrument(input.instrument) && input.instrument !== user.instrument)
        throw AppException.invalid({ instrument: 'identity.instrumentOffList' });
      user.instrument = input.instrument;
      if (input.phone !== undefined) user.phone = input.phone || null;
      if (input.bio !== undefined) user.bio = input.bio || null;
      if (input.picture !== undefined) user.picture = input.picture;
    });
    if (askedFor) {
      await this.mailbox.startEmailChange(
        { ...profile, language: profile.settings.language, pendingEmail: askedFor },
        askedFor,
      );
    }
    return profile;
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

  private async change(userId: string, apply: (user: User) => void): Promise<Profile> {
    return this.db.transaction(async (tx) => {
      const { user, membership } = await this.mustLoad(tx, userId, true);
      const changed = { ...user };
      apply(changed);
      const saved = await saveUser(tx, user, changed);
      await this.outbox.add(tx.manager, userUpdated, await userUpdatedData(tx, userId), membership);
      return toProfile(saved, membership, await isTwoFactorEnabled(tx, userId));
    });
  }

  private async mustLoad(tx: Db, userId: string, lock = false) {
    if (lock) await lockUser(tx, userId);
    const found = await loadUser(tx, userId);
    if (!found) throw new AppException('NOT_FOUND', 'common.notFound');
    return found;
  }
}

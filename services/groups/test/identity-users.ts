import { randomUUID } from 'node:crypto';
import {
  acceptInvitation,
  createOrganization,
  inviteTeamMember,
  joinGroup,
  removeTeamMember,
  resolveActor,
  type Actor,
} from '@crescendo/contracts';
import type { ServiceClient } from '@crescendo/service-kit';
import { linkIn, tokenOf } from '@crescendo/testing';
import { type MailCatcher } from '@crescendo/mail-catcher';
import { eventually } from './groups-harness.js';

/** The identity a test talks to, and the mailbox its mails land in (invitations are accepted by link). */
export interface People {
  client: ServiceClient;
  mail: MailCatcher;
}

/**
 * Real users of the real identity, made through its contracts as the platform makes them: a first
 * sign-in resolved by the gateway (`identity.actor.resolve`), role selection, team invitations accepted
 * through their mailed link, a
 * student joining with a connection code. Each returns the actor identity resolves at that point.
 */
const issuer = 'https://idp.test/realms/crescendo';

export async function signIn(client: ServiceClient, email = `${randomUUID()}@ecole.test`): Promise<Actor> {
  const { actor } = await client.request(
    resolveActor,
    // The provider's subject of this person: the same at every sign-in.
    // The issuer vouches for the address (`email_verified`), as Keycloak does for a proven mailbox.
    { issuer, subject: email.toLowerCase(), email, emailVerified: true, firstName: 'Ada', lastName: 'Test' },
    null,
  );
  return actor;
}

/** Role selection, 'administrator': a new organisation whose admin is `email`. */
export async function adminOfNewOrganization(
  client: ServiceClient,
  email = `${randomUUID()}@ecole.test`,
): Promise<Actor> {
  await client.request(
    createOrganization,
    { name: `École ${randomUUID().slice(0, 8)}` },
    await signIn(client, email),
  );
  return signIn(client, email);
}

/** Invited by `admin` into their organisation with `role`; signs in and accepts through the mailed link. */
async function invited({ client, mail }: People, admin: Actor, role: 'admin' | 'teacher'): Promise<Actor> {
  const email = `${randomUUID()}@ecole.test`;
  await client.request(inviteTeamMember, { email, role }, admin);
  const token = tokenOf(linkIn(await mail.waitFor(email), '/invitation'));
  await client.request(acceptInvitation, { token }, await signIn(client, email));
  return signIn(client, email);
}

/** Invited by `admin` as an administrator of their organisation, then signed in. */
export const coAdmin = (people: People, admin: Actor) => invited(people, admin, 'admin');

/** Invited by `admin` as a teacher of their organisation, then signed in. */
export const teacherOf = (people: People, admin: Actor) => invited(people, admin, 'teacher');

/** `admin` takes `member` out of the organisation: they stay, as a teacher without one. */
export async function removeFromOrganization(client: ServiceClient, admin: Actor, member: Actor) {
  await client.request(removeTeamMember, { userId: member.userId }, admin);
}

/**
 * Sign-up's student path: someone without an organisation joins with `code`; identity makes them a
 * student of the group's organisation when groups' event reaches it.
 */
export async function studentByCode(client: ServiceClient, code: string) {
  const email = `${randomUUID()}@ecole.test`;
  const group = await client.request(joinGroup, { code }, await signIn(client, email));
  const student = await eventually(
    () => signIn(client, email),
    (actor) => actor.roles.includes('student'),
  );
  return { student, group };
}

import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import {
  groupDeleted,
  groupUpdated,
  liveCloseCodes,
  liveTopic,
  membershipRemoved,
  organizationDeleted,
  userDeleted,
  userUpdated,
  type EventContract,
  type EventDataOf,
} from '@crescendo/contracts';
import { prefixSubject } from '@crescendo/service-kit';
import type { ActorResolver } from '../auth/actor-resolver.js';
import type { LiveHub } from './live-hub.js';
import type { LiveSession } from './live-session.js';

/**
 * What ends a socket's access at once, from the events of identity and groups (plain subscriptions, as the
 * actor cache's): a student removed from a group stops receiving it; a deleted group is revoked for all; a
 * teacher no longer the group's teacher is checked again; a deleted account, an account that left its
 * organisation or changed role, and a deleted organisation close the socket (the client reconnects and
 * subscribes anew with what it may now see). Each drops what the sockets remember of the access it concerns
 * (`SocketAccess`). A missed event is caught up at the next token renewal, when every topic is checked again
 * if the actor changed, and at the latest when the token expires.
 */
export class LiveRevocations {
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly hub: LiveHub,
    private readonly resolver: ActorResolver,
  ) {}

  listen(nc: NatsConnection, prefix: string): void {
    this.on(nc, prefix, membershipRemoved, ({ groupId, studentId }) => {
      const topic = liveTopic('group', groupId);
      for (const session of this.hub.sessionsOf(studentId)) {
        session.forgetAccess(topic);
        if (!session.topics.has(topic)) continue;
        // A plain student sees a group only as its member: revoked without asking groups.
        if (isOnlyStudent(session)) session.revoke(topic);
        else session.recheck([topic]);
      }
    });
    this.on(nc, prefix, groupDeleted, ({ groupId }) => {
      const topic = liveTopic('group', groupId);
      this.hub.sessions.forEach((session) => session.forgetAccess(topic));
      this.hub.followersOf(topic).forEach((session) => session.revoke(topic));
    });
    this.on(nc, prefix, groupUpdated, ({ groupId, teacherId }) => {
      const topic = liveTopic('group', groupId);
      // Who teaches it may have changed: no socket takes an earlier grant of it as still good.
      this.hub.sessions.forEach((session) => session.forgetAccess(topic));
      for (const session of this.hub.followersOf(topic)) {
        const actor = session.actor;
        if (!actor || actor.userId === teacherId || isOnlyStudent(session)) continue;
        if (!actor.roles.includes('admin')) session.recheck([topic]);
      }
    });
    this.on(nc, prefix, userDeleted, ({ userId }) => {
      this.hub
        .sessionsOf(userId)
        .forEach((session) => session.end(liveCloseCodes.accessEnded, 'account deleted'));
    });
    this.on(nc, prefix, organizationDeleted, ({ organizationId }) => {
      for (const session of [...this.hub.sessions]) {
        if (session.actor?.organizationId === organizationId) {
          session.end(liveCloseCodes.accessEnded, 'organization deleted');
        }
      }
    });
    this.on(nc, prefix, userUpdated, ({ userId }) => {
      const sessions = this.hub.sessionsOf(userId);
      if (sessions.length === 0) return;
      this.resolver.forget(userId);
      sessions.forEach((session) => void this.resolveAgain(session));
    });
  }

  close(): void {
    this.subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe());
  }

  /** The user changed (role, organisation): a socket whose access changed is closed. */
  private async resolveAgain(session: LiveSession): Promise<void> {
    const auth = session.auth;
    if (!auth) return;
    const { authTime: _authTime, ...claims } = auth.claims;
    try {
      const { actor } = await this.resolver.resolve(claims);
      const before = auth.resolved.actor;
      const same =
        actor.organizationId === before.organizationId &&
        [...actor.roles].sort().join() === [...before.roles].sort().join();
      if (!same) session.end(liveCloseCodes.accessEnded, 'access changed');
    } catch {
      session.end(liveCloseCodes.accessEnded, 'account unavailable');
    }
  }

  private on<C extends EventContract<import('zod').ZodType>>(
    nc: NatsConnection,
    prefix: string,
    contract: C,
    handle: (data: EventDataOf<C>) => void,
  ): void {
    this.subscriptions.push(
      nc.subscribe(prefixSubject(prefix, contract.subject), {
        callback: (_, msg) => {
          const parsed = contract.data.safeParse((msg.json() as { data?: unknown }).data);
          if (parsed.success) handle(parsed.data as EventDataOf<C>);
        },
      }),
    );
  }
}

function isOnlyStudent(session: LiveSession): boolean {
  const roles = session.actor?.roles ?? [];
  return roles.length > 0 && roles.every((role) => role === 'student');
}

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { organizationDeleted, userDeleted } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';
import { CalendarStore } from './calendar/calendar.store.js';
import { ConnectionService } from './connection/connection.service.js';
import { TokenVault } from './google/token-vault.store.js';
import { ImportStore } from './import/import.store.js';
import { RosterStore } from './resync/roster.store.js';
import { PushStore } from './push/push.store.js';

/**
 * An account erased: its Google connection is revoked and erased, its imports forgotten (the groups they made
 * are the groups service's, which reacts on its own). An organisation erased: all of its.
 */
@Injectable()
export class AccountEventsConsumers implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly events: EventConsumers,
    @Inject(ConnectionService) private readonly connections: ConnectionService,
    @Inject(TokenVault) private readonly vault: TokenVault,
    @Inject(ImportStore) private readonly imports: ImportStore,
    @Inject(RosterStore) private readonly rosters: RosterStore,
    @Inject(PushStore) private readonly pushes: PushStore,
    @Inject(CalendarStore) private readonly calendars: CalendarStore,
  ) {}

  onModuleInit() {
    this.events.on(userDeleted, ({ userId }) => this.eraseUser(userId));
    this.events.on(organizationDeleted, async ({ organizationId }) => {
      for (const userId of await this.vault.usersOf(organizationId))
        await this.connections.forgetUser(userId);
      await this.imports.removeOrganization(organizationId);
      await this.rosters.removeOrganization(organizationId);
      await this.pushes.forgetOrganization(organizationId);
      await this.calendars.removeOrganization(organizationId);
    });
  }

  /** A person erased (their account deleted, or a privacy request): connection revoked, imports forgotten. */
  async eraseUser(userId: string): Promise<void> {
    await this.connections.forgetUser(userId);
    await this.imports.removeUser(userId);
    await this.rosters.removeUser(userId);
    await this.pushes.forgetUser(userId);
    await this.calendars.removeUser(userId);
  }
}

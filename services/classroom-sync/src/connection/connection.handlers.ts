import { Controller, Inject } from '@nestjs/common';
import {
  beginGoogleAuthorization,
  completeGoogleAuthorization,
  confirmGoogleLink,
  disconnectGoogle,
  getGoogleConnection,
  startGoogleConnection,
  type Actor,
  type PayloadOf,
} from '@crescendo/contracts';
import { Handles } from '@crescendo/service-kit';
import { ConnectionService } from './connection.service.js';

/** Connecting Google: validated by the contract (in @Handles), decided in ConnectionService. */
@Controller()
export class ConnectionHandlers {
  constructor(@Inject(ConnectionService) private readonly connections: ConnectionService) {}

  @Handles(getGoogleConnection)
  get(_payload: PayloadOf<typeof getGoogleConnection>, actor: Actor | null) {
    return this.connections.get(actor);
  }

  @Handles(startGoogleConnection)
  start(payload: PayloadOf<typeof startGoogleConnection>, actor: Actor | null) {
    return this.connections.start(actor, payload);
  }

  @Handles(disconnectGoogle)
  disconnect(_payload: PayloadOf<typeof disconnectGoogle>, actor: Actor | null) {
    return this.connections.disconnect(actor);
  }

  @Handles(beginGoogleAuthorization)
  begin(payload: PayloadOf<typeof beginGoogleAuthorization>, actor: Actor | null) {
    return this.connections.begin(actor, payload.ticket, payload.binding);
  }

  @Handles(completeGoogleAuthorization)
  complete(payload: PayloadOf<typeof completeGoogleAuthorization>, actor: Actor | null) {
    return this.connections.complete(actor, payload);
  }

  @Handles(confirmGoogleLink)
  confirm(payload: PayloadOf<typeof confirmGoogleLink>, actor: Actor | null) {
    return this.connections.confirm(actor, payload);
  }
}

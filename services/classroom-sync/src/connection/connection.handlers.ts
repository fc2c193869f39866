import { Controller, Inject } from '@nestjs/common';
import {
  beginGoogleAuthorization,
  completeGoogleAuthorization,
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
  start(_payload: PayloadOf<typeof startGoogleConnection>, actor: Actor | null) {
    return this.connections.start(actor);
  }

  @Handles(disconnectGoogle)
  disconnect(_payload: PayloadOf<typeof disconnectGoogle>, actor: Actor | null) {
    return this.connections.disconnect(actor);
  }

  @Handles(beginGoogleAuthorization)
  begin(payload: PayloadOf<typeof beginGoogleAuthorization>, actor: Actor | null) {
    return this.connections.begin(actor, payload.ticket);
  }

  @Handles(completeGoogleAuthorization)
  complete(payload: PayloadOf<typeof completeGoogleAuthorization>, actor: Actor | null) {
    return this.connections.complete(actor, payload);
  }
}

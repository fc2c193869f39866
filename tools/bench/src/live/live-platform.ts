import { startOwnPlatform, type OwnPlatform } from '../own-platform.js';

/**
 * The platform of `live-fanout`: its own (database, NATS, Redis prefix, dropped at the end) with **two
 * gateway replicas**, the second being what the fan-out across replicas is measured against. The per-user
 * send budget and the sockets one account may hold are lifted: one client sends every message, a few
 * accounts hold every socket.
 */
export function startLivePlatform(): Promise<OwnPlatform> {
  return startOwnPlatform('benchlive', {
    gatewayReplicas: 2,
    // Its hundreds of sockets are a handful of accounts' (past the dozen one account may hold on a replica).
    env: {
      messaging: { MESSAGES_PER_MINUTE: '100000000' },
      gateway: { LIVE_MAX_SOCKETS_PER_USER: '100000' },
    },
  });
}

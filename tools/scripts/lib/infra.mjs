import { connect } from 'node:net';

export const defaults = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/crescendo',
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

/** The port the embedded PostgreSQL uses, beside a server of the machine's on 5432. */
export const embeddedPostgresPort = 54329;

/** How to start each server: on Debian (the commands CI uses), on macOS with Homebrew, and with Docker. */
export const startCommands = {
  postgres: {
    debian: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    macos: 'brew install postgresql@15 && brew services start postgresql@15',
    docker: 'docker compose -f deploy/compose.yaml up -d postgres',
  },
  redis: {
    debian:
      'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
    macos: 'brew install redis && brew services start redis',
    docker: 'docker compose -f deploy/compose.yaml up -d redis',
  },
  nats: {
    debian:
      'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log',
    macos: 'brew install nats-server && nats-server -a 127.0.0.1 -p 4222 -js &',
    docker: 'docker compose -f deploy/compose.yaml up -d nats',
  },
};

/** The lines that say how to start one server, one per platform. */
export function howToStart(server) {
  const commands = startCommands[server];
  return [
    `    Debian/Ubuntu : ${commands.debian}`,
    `    macOS (Homebrew) : ${commands.macos}`,
    `    Docker : ${commands.docker}`,
  ].join('\n');
}

/** What to do when PostgreSQL answers but refuses the connection (a password, a role that does not exist). */
export function databaseRefusedAdvice(url, detail) {
  const shown = new URL(url);
  if (shown.password) shown.password = '****';
  return [
    `✗ PostgreSQL répond à ${shown.host} mais refuse la connexion de ${shown.toString()} (${detail}).`,
    '  Deux solutions :',
    '    1. Donnez un utilisateur qu’il accepte :',
    '       DATABASE_URL=postgres://UTILISATEUR:MOT_DE_PASSE@127.0.0.1:5432/crescendo npm start',
    `    2. Ou laissez Crescendo lancer son propre PostgreSQL (port ${embeddedPostgresPort}, données dans .crescendo/) :`,
    '       EMBEDDED_POSTGRES=1 npm start',
  ].join('\n');
}

export function reachable(url, defaultPort, timeoutMs = 1500) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || defaultPort) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Which of NATS and Redis cannot be reached, each with how to start it. */
export async function missingBrokers(env) {
  const missing = [];
  // NATS_URL may list a cluster: the first server answering is enough to start.
  const natsServers = env.NATS_URL.split(',').map((server) => server.trim());
  const natsUp = await Promise.all(natsServers.map((server) => reachable(server, 4222)));
  if (!natsUp.some(Boolean)) missing.push({ name: 'NATS (JetStream)', url: env.NATS_URL, server: 'nats' });
  if (!(await reachable(env.REDIS_URL, 6379)))
    missing.push({ name: 'Redis', url: env.REDIS_URL, server: 'redis' });
  return missing;
}

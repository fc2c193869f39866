import { connect } from 'node:net';

export const defaults = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/crescendo',
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

export const startCommands = {
  postgres: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  redis:
    'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
  nats: 'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log',
};

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

/** Which of NATS and Redis cannot be reached, each with the command that starts it. */
export async function missingBrokers(env) {
  const missing = [];
  if (!(await reachable(env.NATS_URL, 4222)))
    missing.push({ name: 'NATS (JetStream)', url: env.NATS_URL, command: startCommands.nats });
  if (!(await reachable(env.REDIS_URL, 6379)))
    missing.push({ name: 'Redis', url: env.REDIS_URL, command: startCommands.redis });
  return missing;
}

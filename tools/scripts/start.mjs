// npm start: from a fresh clone, installs, builds, checks the infrastructure, starts every service with
// the demo organisation, serves the platform at http://localhost:8080 and prints the demo accounts.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureInstall } from './lib/ensure-install.mjs';
import { run } from './lib/run.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
await ensureInstall(root);

const { databaseRefusedAdvice, defaults, embeddedPostgresPort, howToStart, missingBrokers, reachable } =
  await import('./lib/infra.mjs');
const { checkDatabase, ensureDatabase } = await import('./lib/database.mjs');
const { mailCatcher, platformProcesses } = await import('./lib/services.mjs');
const { localSealingKeys } = await import('./lib/local-secrets.mjs');
const { localVapidKeys } = await import('./lib/local-vapid-keys.mjs');
const { Supervisor, waitHealthy } = await import('./lib/supervisor.mjs');
const { natsServerBinary, startNatsBoundary } = await import('./lib/nats-boundary.mjs');

const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:8080';
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? defaults.DATABASE_URL,
  NATS_URL: process.env.NATS_URL ?? defaults.NATS_URL,
  REDIS_URL: process.env.REDIS_URL ?? defaults.REDIS_URL,
};

let embedded = null;
const startEmbedded = async () => {
  const { startEmbeddedPostgres } = await import('./lib/embedded-postgres.mjs');
  embedded = await startEmbeddedPostgres(root, embeddedPostgresPort);
  env.DATABASE_URL = embedded.url;
};
if (process.env.EMBEDDED_POSTGRES === '1') {
  console.log(`• PostgreSQL embarqué demandé (port ${embeddedPostgresPort}, données dans .crescendo/)…`);
  await startEmbedded();
} else if (!(await reachable(env.DATABASE_URL, 5432))) {
  if (process.env.DATABASE_URL) {
    console.error(`✗ PostgreSQL ne répond pas à DATABASE_URL (${process.env.DATABASE_URL}). Démarrez-le :`);
    console.error(howToStart('postgres'));
    process.exit(1);
  }
  console.log(
    '• PostgreSQL absent de 127.0.0.1:5432 : démarrage d’un PostgreSQL embarqué (données dans .crescendo/)…',
  );
  await startEmbedded();
} else {
  // It answers: does it let us in? (Homebrew or a scram set-up refuses `postgres` without a password.)
  const check = await checkDatabase(env.DATABASE_URL);
  if (!check.ok) {
    console.error(
      check.reason === 'auth'
        ? databaseRefusedAdvice(env.DATABASE_URL, check.detail)
        : `✗ PostgreSQL à ${env.DATABASE_URL} : ${check.detail}`,
    );
    process.exit(1);
  }
}
// With nats-server installed, the platform runs its own with the NATS boundary: the given NATS_URL is not used.
const natsBin = natsServerBinary();
const missing = (await missingBrokers(env)).filter((broker) => !natsBin || broker.server !== 'nats');
if (missing.length > 0) {
  for (const broker of missing) {
    console.error(
      `✗ ${broker.name} ne répond pas à ${broker.url}. Démarrez-le :\n${howToStart(broker.server)}`,
    );
  }
  await embedded?.stop();
  process.exit(1);
}

console.log('• Construction (nx run-many -t build)…');
await run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=1', '--outputStyle=static'], {
  cwd: root,
  env,
});
await ensureDatabase(env.DATABASE_URL);
// The keys that seal two-factor secrets and Google tokens go with the database, not the clone (decision 0046).
const sealing = await localSealingKeys(root, process.env, env.DATABASE_URL);
Object.assign(env, sealing.variables);
if (!process.env.TWO_FACTOR_KEY || !process.env.GOOGLE_TOKEN_KEY) {
  console.log(`• Clés de scellement de cette base : ${sealing.file}`);
  for (const note of sealing.notes) console.log(`  ${note}`);
}
// The planning's web push (issue 28 §3): one VAPID key pair per database, generated the first time.
const vapid = await localVapidKeys(process.env, env.DATABASE_URL);
Object.assign(env, vapid.variables);
for (const note of vapid.notes) console.log(`• ${note} : ${vapid.file}`);
// Prometheus' bearer for every process's /metrics (issue 26 §3): one per start unless given.
env.METRICS_TOKEN ||= randomBytes(24).toString('base64url');
// One console for every process: their access logs stay off unless asked (ACCESS_LOG=on).
env.ACCESS_LOG ||= 'off';
const boundary = await startNatsBoundary(root, { prefix: env.NATS_PREFIX ?? '', bin: natsBin });
if (boundary.bounded) {
  console.log(
    `• NATS : serveur de la plateforme sur ${boundary.url}, un utilisateur par service (frontière NATS active).`,
  );
} else {
  console.log(
    `⚠ nats-server n’est pas installé : la frontière NATS est DÉSACTIVÉE (NATS_URL ${env.NATS_URL}, sans authentification ni permissions ; les acteurs restent signés).`,
  );
}

const supervisor = new Supervisor();
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  console.log('\n• Arrêt de la plateforme…');
  await supervisor.stopAll();
  await boundary.stop();
  await embedded?.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const catchMail = !process.env.SMTP_URL;
for (const proc of platformProcesses({ publicUrl, boundary, catchMail })) {
  if (!existsSync(join(root, proc.script))) {
    console.error(`✗ ${proc.script} est introuvable après la construction.`);
    await stop(1);
  }
  supervisor.start(proc, env, root, (crashed, code, signal) => {
    console.error(`✗ ${crashed.name} s’est arrêté (${signal ?? `code ${code}`}).`);
    void stop(1);
  });
  await waitHealthy(proc.health);
}

const demo = await import(
  pathToFileURL(join(root, 'services/identity/dist/demo/demo-accounts.js')).href
).catch(() => null);
console.log(`\n✓ Crescendo est prêt : ${publicUrl}`);
if (demo?.demoAccounts) {
  console.log(`  Comptes de démonstration (mot de passe : ${demo.demoPassword}) :`);
  for (const account of demo.demoAccounts) console.log(`    ${account.role.padEnd(11)} ${account.email}`);
  console.log(`  Le centre de services de démonstration (${demo.demoBoard.name}) :`);
  for (const account of demo.demoBoardAccounts)
    console.log(`    ${account.role.padEnd(11)} ${account.email}`);
  if (process.env.DEMO_BOARD_SCALE === 'large' && demo.largeDemoBoard) {
    const large = demo.largeDemoBoard;
    console.log(`  ${large.name} (${large.schools} écoles, chargé en arrière-plan : voir les journaux) :`);
    console.log(`    ${'board-admin'.padEnd(11)} ${demo.largeBoardAdminEmail}`);
    console.log(
      `    ${'admin'.padEnd(11)} ${demo.largeSchoolAdminEmail(1)} … ${demo.largeSchoolAdminEmail(large.schools)}`,
    );
  }
}
console.log(
  catchMail
    ? `  Courriels envoyés (liens de vérification, invitations, mots de passe) : ${mailCatcher.inboxUrl}`
    : `  Courriels envoyés par SMTP_URL (${process.env.SMTP_URL}).`,
);
console.log(
  `  Métriques Prometheus (la passerelle ; chaque service sur son port, même jeton) : curl -H 'Authorization: Bearer ${env.METRICS_TOKEN}' ${publicUrl}/metrics`,
);
console.log('  Ctrl-C pour tout arrêter.\n');

// npm run deploy:nats-boundary: the NATS boundary of a deployment (docs/decisions/0014), from the same
// generator as npm start and the tests. Writes, into deploy/generated/ (git-ignored, secrets inside):
//   nats.conf                        the nats-server configuration (compose mounts it)
//   <service>.env                    each service's NATS_NKEY_SEED and actor-token key (compose env_file)
//   k8s-nats-boundary.yaml           ConfigMap crescendo-nats-config + Secret crescendo-boundary-<service>
// Every run makes new keys. To change them on a running platform without refusing a request, run it with
// `-- --rotate` instead (docs/decisions/0062, deploy/README.md): it reads the current keys from the files
// above and writes the three steps of a rotation into deploy/generated/rotation/{1-add,2-switch,3-remove}/,
// each with the same three files.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const kitPath = join(root, 'libs/service-kit/dist/index.js');
if (!existsSync(kitPath)) {
  console.error('✗ libs/service-kit n’est pas construit : npx nx run @crescendo/service-kit:build');
  process.exit(1);
}
const kit = await import(pathToFileURL(kitPath).href);
const out = process.env.DEPLOY_GENERATED_DIR ?? join(root, 'deploy', 'generated');
mkdirSync(out, { recursive: true });

const prefix = process.env.NATS_PREFIX ?? '';
const services = Object.keys(kit.newNatsCredentials());

/** The server's configuration; `users`: one public NKey per service, or two during a rotation. */
const serverConfig = (users) =>
  kit.natsServerConfig({ listen: '0.0.0.0:4222', httpPort: 8222, storeDir: '/data', prefix, users });

/** nats.conf, <service>.env and k8s-nats-boundary.yaml into `dir`, `envOf(service)` being each Secret. */
function writeBoundary(dir, config, envOf) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'nats.conf'), config);
  const manifests = [
    [
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata: { name: crescendo-nats-config }',
      'data:',
      '  nats.conf: |',
      ...config
        .trimEnd()
        .split('\n')
        .map((line) => `    ${line}`),
    ].join('\n'),
  ];
  for (const service of services) {
    const env = envOf(service);
    writeFileSync(
      join(dir, `${service}.env`),
      Object.entries(env)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n') + '\n',
      { mode: 0o600 },
    );
    manifests.push(
      [
        'apiVersion: v1',
        'kind: Secret',
        `metadata: { name: crescendo-boundary-${service} }`,
        'type: Opaque',
        'stringData:',
        ...Object.entries(env).map(([name, value]) => `  ${name}: '${value}'`),
      ].join('\n'),
    );
  }
  writeFileSync(join(dir, 'k8s-nats-boundary.yaml'), `${manifests.join('\n---\n')}\n`, { mode: 0o600 });
}

/** A service's variables as a previous run wrote them (`<service>.env`). */
function readEnv(service) {
  const path = join(out, `${service}.env`);
  if (!existsSync(path)) {
    console.error(
      `✗ ${path} manque : --rotate part des clés en service (lancez d’abord npm run deploy:nats-boundary, ou copiez ici les fichiers de la dernière génération)`,
    );
    process.exit(1);
  }
  return Object.fromEntries(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

const publicOf = (signingKey) => {
  const { kty, crv, x } = JSON.parse(signingKey);
  return JSON.stringify({ kty, crv, x });
};

if (!process.argv.includes('--rotate')) {
  const credentials = kit.newNatsCredentials();
  const actorKeys = kit.newActorKeyPair();
  writeBoundary(out, serverConfig(kit.natsPublicKeys(credentials)), (service) => ({
    NATS_NKEY_SEED: credentials[service].seed,
    ACTOR_TOKEN_PUBLIC_KEY: actorKeys.publicKey,
    ...(service === 'gateway' ? { ACTOR_TOKEN_SIGNING_KEY: actorKeys.signingKey } : {}),
  }));
  console.log(
    `✓ Frontière NATS écrite dans ${out} (NATS_PREFIX « ${prefix} ») : nats.conf, <service>.env, k8s-nats-boundary.yaml`,
  );
} else {
  const rotation = join(out, 'rotation');
  if (existsSync(rotation)) {
    console.error(
      `✗ ${rotation} existe : une rotation est en cours. Finissez-la (copiez rotation/3-remove/* dans ${out}) ou, si elle n’a pas commencé, supprimez ce dossier.`,
    );
    process.exit(1);
  }
  const current = Object.fromEntries(services.map((service) => [service, readEnv(service)]));
  const previous = Object.fromEntries(
    services.map((service) => [service, kit.natsUserKeyOf(current[service].NATS_NKEY_SEED)]),
  );
  const next = kit.newNatsCredentials();
  const oldSigning = current.gateway.ACTOR_TOKEN_SIGNING_KEY;
  if (!oldSigning) {
    console.error(`✗ ${join(out, 'gateway.env')} n’a pas d’ACTOR_TOKEN_SIGNING_KEY`);
    process.exit(1);
  }
  const oldActor = { signingKey: oldSigning, publicKey: publicOf(oldSigning) };
  const newActor = kit.newActorKeyPair();
  const both = serverConfig(
    Object.fromEntries(
      services.map((service) => [service, [previous[service].publicKey, next[service].publicKey]]),
    ),
  );
  // Every step writes the same variables (ACTOR_TOKEN_PUBLIC_KEY empty: a Secret's key is changed, never removed).
  const env = (seeds, publicKeys, signing) => (service) => ({
    NATS_NKEY_SEED: seeds[service].seed,
    ACTOR_TOKEN_PUBLIC_KEY: '',
    ACTOR_TOKEN_PUBLIC_KEYS: `[${publicKeys.join(',')}]`,
    ...(service === 'gateway' ? { ACTOR_TOKEN_SIGNING_KEY: signing.signingKey } : {}),
  });
  const bothPublic = [oldActor.publicKey, newActor.publicKey];
  // 1: NATS accepts both users of each service, services accept both actor keys; nothing else changes.
  writeBoundary(join(rotation, '1-add'), both, env(previous, bothPublic, oldActor));
  // 2: services connect with their new user, the gateway signs with the new key.
  writeBoundary(join(rotation, '2-switch'), both, env(next, bothPublic, newActor));
  // 3: the old users and the old actor key removed.
  writeBoundary(
    join(rotation, '3-remove'),
    serverConfig(kit.natsPublicKeys(next)),
    env(next, [newActor.publicKey], newActor),
  );
  console.log(
    `✓ Rotation de la frontière NATS écrite dans ${rotation} : 1-add, 2-switch, 3-remove (deploy/README.md, étape 3). ` +
      `Clé des acteurs : ${kit.actorKeyId(JSON.parse(oldActor.publicKey))} → ${kit.actorKeyId(JSON.parse(newActor.publicKey))}`,
  );
}

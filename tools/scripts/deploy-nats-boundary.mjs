// npm run deploy:nats-boundary: the NATS boundary of a deployment (docs/decisions/0014), from the same
// generator as npm start and the tests. Writes, into deploy/generated/ (git-ignored, secrets inside):
//   nats.conf                        the nats-server configuration (compose mounts it)
//   <service>.env                    each service's NATS_NKEY_SEED and actor-token key (compose env_file)
//   k8s-nats-boundary.yaml           ConfigMap crescendo-nats-config + Secret crescendo-boundary-<service>
// Every run makes new keys: run it again to rotate them, then restart NATS and every service.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';

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
const credentials = kit.newNatsCredentials();
const actorKeys = kit.newActorKeyPair();
const config = kit.natsServerConfig({
  listen: '0.0.0.0:4222',
  httpPort: 8222,
  storeDir: '/data',
  prefix,
  users: kit.natsPublicKeys(credentials),
});

const envOf = (service) => ({
  NATS_NKEY_SEED: credentials[service].seed,
  ACTOR_TOKEN_PUBLIC_KEY: actorKeys.publicKey,
  ...(service === 'gateway' ? { ACTOR_TOKEN_SIGNING_KEY: actorKeys.signingKey } : {}),
});

writeFileSync(join(out, 'nats.conf'), config);
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
for (const service of Object.keys(credentials)) {
  const env = envOf(service);
  writeFileSync(
    join(out, `${service}.env`),
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
writeFileSync(join(out, 'k8s-nats-boundary.yaml'), `${manifests.join('\n---\n')}\n`, { mode: 0o600 });
console.log(
  `✓ Frontière NATS écrite dans ${out} (NATS_PREFIX « ${prefix} ») : nats.conf, <service>.env, k8s-nats-boundary.yaml`,
);

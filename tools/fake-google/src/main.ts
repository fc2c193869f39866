import { DEMO_CLIENT, DEMO_TEACHER_EMAIL, demoSeed } from './demo-seed.js';
import { startFakeGoogle } from './fake-google.js';

// Standalone fake Google with the demo data. Environment: PORT (4500), HOST (127.0.0.1), PUBLIC_URL,
// GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_REDIRECT_URIS (comma-separated).

function readPort(raw: string | undefined): number {
  const port = Number(raw ?? 4500);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${raw ?? ''}".`);
  }
  return port;
}

const env = process.env;
const client = {
  ...DEMO_CLIENT,
  clientId: env.GOOGLE_CLIENT_ID ?? DEMO_CLIENT.clientId,
  clientSecret: env.GOOGLE_CLIENT_SECRET ?? DEMO_CLIENT.clientSecret,
  redirectUris:
    env.GOOGLE_REDIRECT_URIS?.split(',')
      .map((u) => u.trim())
      .filter(Boolean) ?? DEMO_CLIENT.redirectUris,
};

const fake = await startFakeGoogle({
  ...demoSeed(new Date(), client),
  port: readPort(env.PORT),
  host: env.HOST ?? '127.0.0.1',
  publicUrl: env.PUBLIC_URL,
});

console.log(`fake-google listening at ${fake.url}`);
console.log(`  client ${client.clientId} (redirect URIs: ${client.redirectUris.join(', ')})`);
console.log(`  demo teacher ${DEMO_TEACHER_EMAIL}; control API at ${fake.url}/__control/`);

// Started with an IPC channel (npm start, tests), it also stops when its parent is gone.
for (const signal of ['SIGINT', 'SIGTERM', ...(process.send ? (['disconnect'] as const) : [])] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}

/**
 * The processes `npm start` runs, in start order, with their local ports and what each needs to find
 * the others. Services reach each other over NATS; only the gateway and identity's OIDC pages are HTTP.
 * `boundary` (lib/nats-boundary.mjs) gives each service its NATS user and the actor-token keys; only the
 * gateway gets the signing key.
 */
import { fileURLToPath } from 'node:url';

export const mailCatcher = { smtpUrl: 'smtp://127.0.0.1:1025', inboxUrl: 'http://127.0.0.1:1080/' };

/**
 * Without SMTP_URL, a local mail catcher (tools/mail-catcher) takes the platform's mails and shows them at
 * `mailCatcher.inboxUrl`, so the demo's verification, invitation and reset links work offline.
 */
export function platformProcesses({ publicUrl, boundary, catchMail = true }) {
  // Maestro IA answers from the offline demonstration model unless a model of your own is configured
  // (docs/maestro.md): 'Modèle de démonstration' on the page.
  const demoModel = !process.env.MAESTRO_LLM_BASE_URL;
  const fakeLlm = {
    name: 'fake-llm',
    script: 'tools/fake-llm/dist/main.js',
    env: { PORT: '4600' },
    health: 'http://127.0.0.1:4600/v1/models',
  };
  const catcher = {
    name: 'mail-catcher',
    script: 'tools/mail-catcher/dist/main.js',
    env: { SMTP_PORT: '1025', PORT: '1080' },
    health: `${mailCatcher.inboxUrl}api/mails`,
  };
  return [
    ...(catchMail ? [catcher] : []),
    ...(demoModel ? [fakeLlm] : []),
    {
      name: 'fake-google',
      script: 'tools/fake-google/dist/main.js',
      env: {
        PORT: '4500',
        GOOGLE_CLIENT_ID: 'crescendo-demo',
        GOOGLE_CLIENT_SECRET: 'crescendo-demo-secret',
        GOOGLE_REDIRECT_URIS: `${publicUrl}/realms/crescendo/broker/google/endpoint,${publicUrl}/auth/google/callback`,
      },
      health: 'http://127.0.0.1:4500/.well-known/openid-configuration',
    },
    {
      name: 'identity',
      script: 'services/identity/dist/main.js',
      env: {
        HTTP_PORT: '8081',
        OIDC_ISSUER: `${publicUrl}/realms/crescendo`,
        PUBLIC_URL: publicUrl,
        ...(catchMail ? { SMTP_URL: mailCatcher.smtpUrl } : {}),
        DEMO_MODE: 'true',
        ...boundary.envFor('identity'),
        // Reached only through the gateway on this machine, which says who the client is (X-Forwarded-For).
        TRUSTED_PROXIES: 'loopback',
        GOOGLE_ISSUER: 'http://127.0.0.1:4500',
        GOOGLE_CLIENT_ID: 'crescendo-demo',
        GOOGLE_CLIENT_SECRET: 'crescendo-demo-secret',
      },
      health: 'http://127.0.0.1:8081/health/ready',
    },
    {
      name: 'groups',
      script: 'services/groups/dist/main.js',
      env: {
        HTTP_PORT: '8082',
        SPECIAL_ADMIN_EMAIL: 'admin@demo.crescendo.ca',
        DEMO_MODE: 'true',
        ...boundary.envFor('groups'),
      },
      health: 'http://127.0.0.1:8082/health/ready',
    },
    {
      name: 'homework',
      script: 'services/homework/dist/main.js',
      env: { HTTP_PORT: '8083', DEMO_MODE: 'true', ...boundary.envFor('homework') },
      health: 'http://127.0.0.1:8083/health/ready',
    },
    {
      name: 'messaging',
      script: 'services/messaging/dist/main.js',
      env: { HTTP_PORT: '8086', DEMO_MODE: 'true', ...boundary.envFor('messaging') },
      health: 'http://127.0.0.1:8086/health/ready',
    },
    {
      name: 'finance',
      script: 'services/finance/dist/main.js',
      env: { HTTP_PORT: '8084', DEMO_MODE: 'true', ...boundary.envFor('finance') },
      health: 'http://127.0.0.1:8084/health/ready',
    },
    {
      name: 'inventory',
      script: 'services/inventory/dist/main.js',
      env: {
        HTTP_PORT: '8089',
        DEMO_MODE: 'true',
        // The instruments' and loans' photos (decision 0072), on the clone's own folder.
        INVENTORY_PHOTOS_DIR: fileURLToPath(new URL('../../../.crescendo/inventory-photos', import.meta.url)),
        ...boundary.envFor('inventory'),
      },
      health: 'http://127.0.0.1:8089/health/ready',
    },
    {
      name: 'planning',
      script: 'services/planning/dist/main.js',
      env: {
        HTTP_PORT: '8090',
        DEMO_MODE: 'true',
        // The reminders' mails (issue 28 §3) go where identity's go.
        ...(catchMail ? { SMTP_URL: mailCatcher.smtpUrl } : {}),
        ...boundary.envFor('planning'),
      },
      health: 'http://127.0.0.1:8090/health/ready',
    },
    {
      name: 'reports',
      script: 'services/reports/dist/main.js',
      env: { HTTP_PORT: '8092', DEMO_MODE: 'true', ...boundary.envFor('reports') },
      health: 'http://127.0.0.1:8092/health/ready',
    },
    {
      name: 'maestro',
      script: 'services/maestro/dist/main.js',
      env: {
        HTTP_PORT: '8095',
        ...(demoModel && {
          MAESTRO_LLM_BASE_URL: 'http://127.0.0.1:4600/v1',
          MAESTRO_LLM_MODEL: 'crescendo-demo',
          MAESTRO_LLM_PROVIDER: 'fake-llm',
          MAESTRO_LLM_DEMO: 'true',
        }),
        ...boundary.envFor('maestro'),
      },
      health: 'http://127.0.0.1:8095/health/ready',
    },
    {
      name: 'classroom-sync',
      script: 'services/classroom-sync/dist/main.js',
      env: { HTTP_PORT: '8087', ...classroomEnv(publicUrl, boundary) },
      health: 'http://127.0.0.1:8087/health/ready',
    },
    {
      // The `classroom-import` queue's worker: a process of its own, scaled apart (deploy/k8s).
      name: 'classroom-sync-worker',
      script: 'services/classroom-sync/dist/worker.js',
      env: { HTTP_PORT: '8088', ...classroomEnv(publicUrl, boundary) },
      health: 'http://127.0.0.1:8088/health/ready',
    },
    {
      name: 'gateway',
      script: 'services/gateway/dist/main.js',
      env: {
        HTTP_PORT: '8080',
        HTTP_HOST: '0.0.0.0',
        PUBLIC_URL: publicUrl,
        IDENTITY_HTTP_URL: 'http://127.0.0.1:8081',
        // The recordings' audio streams to the reports service over HTTP (decision 0064).
        REPORTS_HTTP_URL: 'http://127.0.0.1:8092',
        // The inventory's photos stream to the inventory service over HTTP (decision 0072).
        INVENTORY_HTTP_URL: 'http://127.0.0.1:8089',
        ...boundary.envFor('gateway'),
        ACTOR_TOKEN_SIGNING_KEY: boundary.signingKey,
      },
      health: 'http://127.0.0.1:8080/health/ready',
    },
  ];
}

/** classroom-sync and its worker: Google is the local fake-google, so the demo teacher imports offline. */
function classroomEnv(publicUrl, boundary) {
  return {
    PUBLIC_URL: publicUrl,
    GOOGLE_ROOT_URL: 'http://127.0.0.1:4500',
    GOOGLE_CLIENT_ID: 'crescendo-demo',
    GOOGLE_CLIENT_SECRET: 'crescendo-demo-secret',
    ...boundary.envFor('classroom-sync'),
  };
}

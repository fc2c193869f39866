/**
 * The processes `npm start` runs, in start order, with their local ports and what each needs to find
 * the others. Services reach each other over NATS; only the gateway and identity's OIDC pages are HTTP.
 * `boundary` (lib/nats-boundary.mjs) gives each service its NATS user and the actor-token keys; only the
 * gateway gets the signing key.
 */
export function platformProcesses({ publicUrl, boundary }) {
  return [
    {
      name: 'fake-google',
      script: 'tools/fake-google/dist/main.js',
      env: {
        PORT: '4500',
        GOOGLE_CLIENT_ID: 'crescendo-demo',
        GOOGLE_CLIENT_SECRET: 'crescendo-demo-secret',
        GOOGLE_REDIRECT_URIS: `${publicUrl}/realms/crescendo/broker/google/endpoint`,
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
        DEMO_MODE: 'true',
        ...boundary.envFor('identity'),
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
      name: 'gateway',
      script: 'services/gateway/dist/main.js',
      env: {
        HTTP_PORT: '8080',
        HTTP_HOST: '0.0.0.0',
        PUBLIC_URL: publicUrl,
        IDENTITY_HTTP_URL: 'http://127.0.0.1:8081',
        ...boundary.envFor('gateway'),
        ACTOR_TOKEN_SIGNING_KEY: boundary.signingKey,
      },
      health: 'http://127.0.0.1:8080/health/ready',
    },
  ];
}

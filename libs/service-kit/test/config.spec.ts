import { probeService, serviceEnv, testActorKeys } from '@crescendo/testing';
import {
  baseConfigSchema,
  ConfigError,
  loadConfig,
  runMain,
  startService,
  withActorPublicKeysChecked,
} from '../src/index.js';

describe('configuration is checked before anything starts', () => {
  it('names a missing variable', () => {
    const attempt = () => loadConfig('probe', baseConfigSchema, { NATS_URL: 'nats://127.0.0.1:4222' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/HTTP_PORT : variable manquante/);
  });

  it('names a malformed variable and says what is expected', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig('probe', baseConfigSchema, {
        HTTP_PORT: '8080',
        NATS_URL: 'http://nats:4222',
        ACTOR_TOKEN_PUBLIC_KEY: testActorKeys().publicKey,
      });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error?.variables).toEqual(['NATS_URL']);
    expect(error?.message).toContain('Configuration invalide pour le service « probe »');
    expect(error?.message).toContain('NATS_URL : chaque serveur commence par nats://, tls://');
  });

  it('takes a cluster of NATS servers, TLS ones included', () => {
    const config = loadConfig('probe', baseConfigSchema, {
      HTTP_PORT: '8080',
      NATS_URL: 'tls://nats-0.nats:4222, tls://nats-1.nats:4222,nats://user:secret@nats-2.nats:4222',
      ACTOR_TOKEN_PUBLIC_KEY: testActorKeys().publicKey,
    });
    expect(config.NATS_URL).toEqual([
      'tls://nats-0.nats:4222',
      'tls://nats-1.nats:4222',
      'nats://user:secret@nats-2.nats:4222',
    ]);
    const local = loadConfig('probe', baseConfigSchema, {
      HTTP_PORT: '8080',
      ACTOR_TOKEN_PUBLIC_KEY: testActorKeys().publicKey,
    });
    expect(local.NATS_URL).toEqual(['nats://127.0.0.1:4222']);
  });

  it('stops the process with exit code 1 and the message on stderr, touching nothing', async () => {
    const written: string[] = [];
    const original = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => {
      written.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    let code: number | undefined;
    try {
      await runMain(
        () => startService(probeService, serviceEnv({ DATABASE_URL: 'mysql://nope' })),
        (exitCode) => {
          code = exitCode;
        },
      );
    } finally {
      process.stderr.write = original;
    }
    expect(code).toBe(1);
    expect(written.join('')).toContain('DATABASE_URL : doit commencer par postgres://');
  });

  it('names the actor-token keys and the NATS user when missing or malformed (decision 0014)', async () => {
    const env = { HTTP_PORT: '8080' };
    expect(() => loadConfig('probe', withActorPublicKeysChecked(baseConfigSchema), env)).toThrow(
      /ACTOR_TOKEN_PUBLIC_KEY : variable manquante/,
    );
    expect(() =>
      loadConfig('probe', baseConfigSchema, { ...env, ACTOR_TOKEN_PUBLIC_KEY: '{"kty":"RSA"}' }),
    ).toThrow(/ACTOR_TOKEN_PUBLIC_KEY : doit être une clé publique Ed25519 au format JWK/);
    expect(() =>
      loadConfig('probe', baseConfigSchema, {
        ...env,
        ACTOR_TOKEN_PUBLIC_KEY: testActorKeys().publicKey,
        NATS_NKEY_SEED: 'password',
      }),
    ).toThrow(/NATS_NKEY_SEED : doit être une graine NKey/);
    // Only a service that signs actors (the gateway) reads the private key, and then it must be there.
    await expect(startService({ ...probeService, signsActors: true }, serviceEnv())).rejects.toThrow(
      /ACTOR_TOKEN_SIGNING_KEY : variable manquante/,
    );
  });
});

import { createPrivateKey, randomUUID } from 'node:crypto';
import { Controller, Module } from '@nestjs/common';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { actorToken, defineRequest, type Actor } from '@crescendo/contracts';
import { OwnNatsServer, serviceEnv } from '@crescendo/testing';
import {
  actorKeyId,
  ActorSigner,
  actorPublicKeys,
  baseConfigSchema,
  ConfigError,
  Handles,
  loadConfig,
  newActorKeyPair,
  ServiceClient,
  startService,
  withActorPublicKeysChecked,
  type Ed25519Jwk,
  type RunningService,
} from '../src/index.js';

/** Answers who the verified actor is: a request reaches it only if its signed actor was accepted. */
const whoAmI = defineRequest('probe.actor.who', z.object({}), z.object({ userId: z.string().nullable() }));

@Controller()
class WhoHandlers {
  @Handles(whoAmI)
  async who(_payload: object, actor: Actor | null) {
    return { userId: actor?.userId ?? null };
  }
}

@Module({ controllers: [WhoHandlers] })
class WhoModule {}

const oldKeys = newActorKeyPair();
const newKeys = newActorKeyPair();
const strangerKeys = newActorKeyPair();
const jwk = (json: string) => JSON.parse(json) as Ed25519Jwk;
const actor = (): Actor => ({ userId: randomUUID(), organizationId: randomUUID(), roles: ['teacher'] });

/** A token as the gateway signs it, with the header written here (a given `kid`, or none). */
async function tokenSignedBy(signingKey: string, kid: string | undefined, who: Actor): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ act: who })
    .setProtectedHeader({ alg: actorToken.algorithm, typ: actorToken.type, ...(kid ? { kid } : {}) })
    .setIssuer(actorToken.issuer)
    .setAudience(actorToken.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(createPrivateKey({ key: { ...jwk(signingKey) }, format: 'jwk' }));
}

describe('actor keys: the configuration of a rotation (decision 0062)', () => {
  const base = { HTTP_PORT: '8080' };
  const load = (env: Record<string, string>) =>
    loadConfig('probe', withActorPublicKeysChecked(baseConfigSchema), { ...base, ...env });

  it('takes one key (ACTOR_TOKEN_PUBLIC_KEY, as before) or a list (ACTOR_TOKEN_PUBLIC_KEYS)', () => {
    expect(actorPublicKeys(load({ ACTOR_TOKEN_PUBLIC_KEY: oldKeys.publicKey }))).toEqual([
      jwk(oldKeys.publicKey),
    ]);
    const both = `[${oldKeys.publicKey},${newKeys.publicKey}]`;
    expect(actorPublicKeys(load({ ACTOR_TOKEN_PUBLIC_KEYS: both }))).toEqual([
      jwk(oldKeys.publicKey),
      jwk(newKeys.publicKey),
    ]);
    // An empty variable is an absent one (a Secret's key left empty).
    expect(
      actorPublicKeys(
        load({ ACTOR_TOKEN_PUBLIC_KEY: '', ACTOR_TOKEN_PUBLIC_KEYS: `[${newKeys.publicKey}]` }),
      ),
    ).toEqual([jwk(newKeys.publicKey)]);
  });

  it('refuses a bad list at start, saying what is wrong', () => {
    const refused = (env: Record<string, string>, message: RegExp) => {
      expect(() => load(env)).toThrow(ConfigError);
      expect(() => load(env)).toThrow(message);
    };
    refused({}, /ACTOR_TOKEN_PUBLIC_KEY : variable manquante : .*ou ACTOR_TOKEN_PUBLIC_KEYS/);
    refused(
      { ACTOR_TOKEN_PUBLIC_KEY: oldKeys.publicKey, ACTOR_TOKEN_PUBLIC_KEYS: `[${newKeys.publicKey}]` },
      /ACTOR_TOKEN_PUBLIC_KEYS : ACTOR_TOKEN_PUBLIC_KEY et ACTOR_TOKEN_PUBLIC_KEYS sont toutes deux données/,
    );
    refused(
      { ACTOR_TOKEN_PUBLIC_KEYS: oldKeys.publicKey },
      /ACTOR_TOKEN_PUBLIC_KEYS : doit être une liste JSON/,
    );
    refused({ ACTOR_TOKEN_PUBLIC_KEYS: 'not json' }, /ACTOR_TOKEN_PUBLIC_KEYS : doit être une liste JSON/);
    refused({ ACTOR_TOKEN_PUBLIC_KEYS: '[]' }, /ACTOR_TOKEN_PUBLIC_KEYS : doit contenir de 1 à 4 clés/);
    const five = [1, 2, 3, 4, 5].map(() => newActorKeyPair().publicKey).join(',');
    refused({ ACTOR_TOKEN_PUBLIC_KEYS: `[${five}]` }, /doit contenir de 1 à 4 clés/);
    refused(
      { ACTOR_TOKEN_PUBLIC_KEYS: `[${oldKeys.publicKey},{"kty":"RSA","n":"x"}]` },
      /ACTOR_TOKEN_PUBLIC_KEYS : la clé n° 2 n’est pas une clé publique Ed25519/,
    );
    refused(
      { ACTOR_TOKEN_PUBLIC_KEYS: `[${oldKeys.publicKey},${oldKeys.publicKey}]` },
      /la clé n° 2 est en double/,
    );
  });

  it('names each key by its RFC 7638 thumbprint, the same on the signing and the verifying side', () => {
    // RFC 8037 appendix A.3's example key and thumbprint.
    expect(actorKeyId({ kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' })).toBe(
      'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
    );
    expect(ActorSigner.fromJwk(jwk(newKeys.signingKey), 300).keyId).toBe(actorKeyId(jwk(newKeys.publicKey)));
  });
});

describe('actor keys rotated without refusing a request, over a real NATS (decision 0062)', () => {
  let nats: OwnNatsServer;
  let running: RunningService | undefined;
  const clients: ServiceClient[] = [];
  let prefix: string;

  /** A client standing where a gateway stands, signing with `signingKey` (or sending `token` as is). */
  function gateway(signing: { signingKey?: string; token?: string }): ServiceClient {
    const signer = signing.token
      ? ({ sign: async () => signing.token } as unknown as ActorSigner)
      : ActorSigner.fromJwk(jwk(signing.signingKey!), 300);
    const client = new ServiceClient({ natsUrl: nats.url, prefix, timeoutMs: 10_000, signer });
    clients.push(client);
    return client;
  }

  async function startWith(keys: Record<string, string>): Promise<void> {
    await running?.close();
    const env = serviceEnv({ NATS_URL: nats.url, ACTOR_TOKEN_PUBLIC_KEY: '', ...keys });
    prefix = env.NATS_PREFIX!;
    running = await startService({ name: 'probe', module: () => WhoModule }, env);
  }

  const ask = (client: ServiceClient, who: Actor) => client.send(whoAmI, {}, who);

  beforeAll(async () => {
    nats = await OwnNatsServer.start();
  }, 60_000);
  afterAll(async () => {
    for (const client of clients) await client.close();
    await running?.close();
    await nats?.destroy();
  });

  it('accepts the old and the new key while both are listed, then refuses the old one once it is removed', async () => {
    // Before: one key, the old variable.
    await startWith({ ACTOR_TOKEN_PUBLIC_KEY: oldKeys.publicKey });
    const oldGateway = gateway({ signingKey: oldKeys.signingKey });
    const newGateway = gateway({ signingKey: newKeys.signingKey });
    const someone = actor();
    expect(await ask(oldGateway, someone)).toEqual({ ok: true, data: { userId: someone.userId } });
    expect(await ask(newGateway, someone)).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });

    // Step 1: every service lists both keys. Step 2 (gateways switching one by one): both kinds arrive.
    await startWith({ ACTOR_TOKEN_PUBLIC_KEYS: `[${oldKeys.publicKey},${newKeys.publicKey}]` });
    for (const client of [oldGateway, newGateway]) {
      const who = actor();
      expect(await ask(client, who)).toEqual({ ok: true, data: { userId: who.userId } });
    }
    // A gateway of an earlier release writes no `kid`: tried against each listed key.
    const legacy = actor();
    const unnamed = gateway({ token: await tokenSignedBy(oldKeys.signingKey, undefined, legacy) });
    expect(await ask(unnamed, legacy)).toEqual({ ok: true, data: { userId: legacy.userId } });

    // Step 3: the old key removed. Its tokens are refused, the new key's still pass.
    await startWith({ ACTOR_TOKEN_PUBLIC_KEYS: `[${newKeys.publicKey}]` });
    expect(await ask(oldGateway, actor())).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    const later = actor();
    const unnamedOld = gateway({ token: await tokenSignedBy(oldKeys.signingKey, undefined, later) });
    expect(await ask(unnamedOld, later)).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    expect(await ask(newGateway, later)).toEqual({ ok: true, data: { userId: later.userId } });
  }, 60_000);

  it('refuses a token naming a key it does not hold, or naming a listed key it was not signed by', async () => {
    await startWith({ ACTOR_TOKEN_PUBLIC_KEYS: `[${oldKeys.publicKey},${newKeys.publicKey}]` });
    const who = actor();
    const stranger = gateway({ signingKey: strangerKeys.signingKey });
    expect(await ask(stranger, who)).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    // A stranger's key claiming the new key's id: checked with that key only, and refused.
    const claimed = await tokenSignedBy(strangerKeys.signingKey, actorKeyId(jwk(newKeys.publicKey)), who);
    expect(await ask(gateway({ token: claimed }), who)).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
    // The same actor through a listed key passes: the refusals above were the keys', not the request's.
    expect(await ask(gateway({ signingKey: newKeys.signingKey }), who)).toEqual({
      ok: true,
      data: { userId: who.userId },
    });
  }, 60_000);
});

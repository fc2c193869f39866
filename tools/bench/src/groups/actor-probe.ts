interface Actor {
  userId: string;
  organizationId: string | null;
  roles: string[];
}
interface SignerLike {
  sign(actor: Actor): Promise<string>;
}
interface VerifierLike {
  verify(token: string): Promise<Actor>;
}
interface ServiceKit {
  newActorKeyPair(): { publicKey: string; signingKey: string };
  ActorSigner: { fromJwk(jwk: unknown, ttlS: number): SignerLike };
  ActorVerifier: { fromJwk(jwk: unknown): VerifierLike };
}

/**
 * What the signed actor (docs/decisions/0014-nats-boundary.md) adds to one request, in microseconds: the
 * gateway's `ActorSigner.sign` and the service's `ActorVerifier.verify` as the request path calls them
 * (the same user again: both answer from their caches), against a signature and a check paid every time
 * (a new signer and verifier per request). Median of 5 batches.
 */
export async function signedActorCost(): Promise<{ cached: number; uncached: number }> {
  const name = '@crescendo/service-kit';
  const kit = (await import(name)) as ServiceKit;
  const keys = kit.newActorKeyPair();
  const actor: Actor = {
    userId: '00000000-0000-4000-8000-0000000de002',
    organizationId: '00000000-0000-4000-8000-00000000de00',
    roles: ['teacher'],
  };
  const signer = kit.ActorSigner.fromJwk(JSON.parse(keys.signingKey), 300);
  const verifier = kit.ActorVerifier.fromJwk(JSON.parse(keys.publicKey));
  const time = async (once: () => Promise<unknown>, runs: number) => {
    for (let i = 0; i < 50; i++) await once();
    const batches: number[] = [];
    for (let b = 0; b < 5; b++) {
      const start = performance.now();
      for (let i = 0; i < runs; i++) await once();
      batches.push(((performance.now() - start) * 1000) / runs);
    }
    return batches.sort((a, b) => a - b)[2]!;
  };
  return {
    cached: await time(async () => verifier.verify(await signer.sign({ ...actor })), 2000),
    uncached: await time(async () => {
      const freshSigner = kit.ActorSigner.fromJwk(JSON.parse(keys.signingKey), 300);
      const freshVerifier = kit.ActorVerifier.fromJwk(JSON.parse(keys.publicKey));
      return freshVerifier.verify(await freshSigner.sign({ ...actor }));
    }, 200),
  };
}

import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '@crescendo/service-kit';

export interface OidcSecrets {
  /** Private signing keys (RS256), the first one signs; published without their private parts. */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
  /** HMAC key of the JWT envelope around refresh tokens (see refresh-token-envelope.ts). */
  envelopeKey: Uint8Array;
}

/**
 * Generated on the first start and kept in the identity schema: a restart or another replica signs
 * with the same keys, so tokens and sessions stay valid. Never in the code or the repository.
 */
export async function loadOrCreateSecrets(db: Db): Promise<OidcSecrets> {
  const signing = await loadOrCreate(db, 'signing-keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    return [{ ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' }];
  });
  const cookies = await loadOrCreate(db, 'cookie-keys', async () => [randomBytes(32).toString('base64url')]);
  const envelope = await loadOrCreate(db, 'refresh-envelope-key', async () =>
    randomBytes(32).toString('base64url'),
  );
  return {
    signingKeys: signing as JWK[],
    cookieKeys: cookies as string[],
    envelopeKey: Buffer.from(envelope as string, 'base64url'),
  };
}

async function loadOrCreate(db: Db, name: string, create: () => Promise<unknown>): Promise<unknown> {
  // Two replicas starting together: one insert wins, both read the winner.
  await db.query(`INSERT INTO oidc_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
    name,
    JSON.stringify(await create()),
  ]);
  const rows: Array<{ value: unknown }> = await db.query(`SELECT value FROM oidc_secrets WHERE name = $1`, [
    name,
  ]);
  return rows[0]!.value;
}

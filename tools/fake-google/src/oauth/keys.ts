import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  SignJWT,
  type JWK,
  type JWTPayload,
  type CryptoKey,
} from 'jose';
import { randomBytes } from 'node:crypto';

/** The RS256 key pair that signs ID tokens; generated once per fake, on first use. */
export class SigningKeys {
  private readonly kid = randomBytes(20).toString('hex');
  private pair: Promise<{ publicKey: CryptoKey; privateKey: CryptoKey }> | undefined;

  private keys(): Promise<{ publicKey: CryptoKey; privateKey: CryptoKey }> {
    this.pair ??= generateKeyPair('RS256', { extractable: true });
    return this.pair;
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    const jwk = await exportJWK((await this.keys()).publicKey);
    return { keys: [{ ...jwk, kid: this.kid, alg: 'RS256', use: 'sig' }] };
  }

  /** `{ kid: PEM }`, as www.googleapis.com/oauth2/v1/certs (google-auth-library's ID-token keys on Node). */
  async pem(): Promise<Record<string, string>> {
    return { [this.kid]: await exportSPKI((await this.keys()).publicKey) };
  }

  async sign(claims: JWTPayload, ttlSeconds: number): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign((await this.keys()).privateKey);
  }

  async publicKey(): Promise<CryptoKey> {
    return (await this.keys()).publicKey;
  }
}

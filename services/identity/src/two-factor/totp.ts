import { Secret, TOTP } from 'otpauth';

/** TOTP (RFC 6238) as every authenticator app reads it: SHA-1, 6 digits, 30-second steps (otpauth). */
const issuer = 'Crescendo';
const settings = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpCode(secret: string, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at, ...settings });
}

/**
 * The time step (30-second counter) the code belongs to, the current one or one on either side (clock
 * drift), or null when it matches none. The caller refuses a step already used (replay).
 */
export function matchingStep(secret: string, code: string, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp: at,
    window: 1,
    ...settings,
  });
  return delta === null ? null : TOTP.counter({ period: settings.period, timestamp: at }) + delta;
}

export function otpauthUri(secret: string, account: string): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), ...settings }).toString();
}

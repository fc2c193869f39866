import { sealingKey, type SealingKey, type SealingKeyRing } from '@crescendo/service-kit/crypto';

// The sealing itself is the kit's (classroom-sync seals Google tokens the same way); these are its names here.
export { keyedHash, open, seal, sealedWith } from '@crescendo/service-kit/crypto';
export type TwoFactorKey = SealingKey;
export type TwoFactorKeyRing = SealingKeyRing;

export function twoFactorKey(base64: string): TwoFactorKey {
  return sealingKey(base64, 'a two-factor key');
}

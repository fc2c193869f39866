import { createAccount, createUser, decode, fromPublic, fromSeed } from '@nats-io/nkeys';
import { nkeyAuthenticator } from '@nats-io/transport-node';
import { newUserNkey, userNkeyAuthenticator, userPublicKeyOf } from '../src/boundary/native-nkeys.js';

/**
 * Decision 0065: NATS users' keys and nonce signatures come from Node's Ed25519; they must be the very keys
 * and signatures `@nats-io/nkeys` makes (the NATS server checks them as it checks nkeys' own, and
 * test/nats-user-rotation.spec.ts connects with them to a real server).
 */
const bytes = (text: string) => new TextEncoder().encode(text);

describe('NATS user NKeys with Node’s Ed25519', () => {
  it('makes a user seed whose public key nkeys derives alike', () => {
    for (let i = 0; i < 5; i += 1) {
      const { seed, publicKey } = newUserNkey();
      expect(seed).toMatch(/^SU[A-Z2-7]{56}$/);
      expect(publicKey).toMatch(/^U[A-Z2-7]{55}$/);
      expect(fromSeed(bytes(seed)).getPublicKey()).toBe(publicKey);
    }
  });

  it('gives the public key of a seed nkeys made', () => {
    const user = createUser();
    expect(userPublicKeyOf(new TextDecoder().decode(user.getSeed()))).toBe(user.getPublicKey());
  });

  it('answers a nonce as nats.js’s nkey authenticator does, with a signature nkeys verifies', () => {
    const seed = new TextDecoder().decode(createUser().getSeed());
    const nonce = 'pJkz0Yt7q9y0Nw2e8aJxWg';
    const ours = userNkeyAuthenticator(seed)(nonce) as { nkey: string; sig: string };
    const theirs = nkeyAuthenticator(bytes(seed))(nonce) as { nkey: string; sig: string };
    expect(ours).toEqual(theirs);
    expect(fromPublic(ours.nkey).verify(bytes(nonce), decode(ours.sig))).toBe(true);
    expect(fromPublic(ours.nkey).verify(bytes('another nonce'), decode(ours.sig))).toBe(false);
  });

  it('refuses a seed that is not a user’s', () => {
    const account = new TextDecoder().decode(createAccount().getSeed());
    expect(() => userPublicKeyOf(account)).toThrow('not the seed of a NATS user');
    expect(() => userNkeyAuthenticator('not a seed')).toThrow();
  });
});

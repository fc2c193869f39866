import { liveCloseCodes, liveTopic } from '@crescendo/contracts';
import {
  CookieJar,
  decodeLikeKeycloakJs,
  eventually,
  LiveTestSocket,
  signInSilently,
} from '@crescendo/testing';
import { callApi, signUp, startOwnPlatform, type OwnPlatform } from './own-platform.js';

/**
 * The live channel and the token's lifetime, on a platform whose access tokens live 4 s: a socket is closed
 * when its token expires, unless the client sends a fresh one on it first.
 */
describe('gateway: a live socket lives as long as its token', () => {
  let platform: OwnPlatform;
  const jar = new CookieJar();
  let userId: string;

  const freshToken = async () =>
    (
      await signInSilently({
        base: `${platform.origin}/realms/crescendo`,
        jar,
        clientId: 'crescendo-web',
        redirectUri: `${platform.origin}/role-selection`,
      })
    ).access_token;

  beforeAll(async () => {
    platform = await startOwnPlatform({ identity: { OIDC_ACCESS_TOKEN_TTL_SECONDS: '4' } });
    const token = await signUp(platform, jar);
    userId = (await callApi(platform, 'GET', '/me', token)).body.id;
  }, 90_000);
  afterAll(() => platform?.close());

  it('closes the socket when its token expires', async () => {
    const token = await freshToken();
    const { live } = await LiveTestSocket.subscribed(platform.origin, token, [liveTopic('user', userId)]);
    const ready = live.frames.find((frame) => frame.type === 'ready');
    const { code } = await live.closed;
    expect(code).toBe(liveCloseCodes.expired);
    expect(ready && ready.type === 'ready' && Date.now() >= ready.expiresAt - 50).toBe(true);
  });

  it('keeps the socket open past the first token’s expiry when a fresh token is sent on it', async () => {
    const { live } = await LiveTestSocket.subscribed(platform.origin, await freshToken(), [
      liveTopic('user', userId),
    ]);
    const first = live.frames.find((frame) => frame.type === 'ready');
    if (first?.type !== 'ready') throw new Error('not ready');
    // A token that expires later than the first (`exp` counts seconds: one issued in the same second would not).
    const later = await eventually(
      freshToken,
      (token) => Number(decodeLikeKeycloakJs(token).exp) * 1000 > first.expiresAt,
    );
    live.send({ type: 'auth', token: later });
    const renewed = await live.next((frame) => frame.type === 'ready', 5000, 2);
    expect(renewed.type === 'ready' && renewed.expiresAt).toBeGreaterThan(first.expiresAt);
    // Past the first token's expiry the socket still answers; then it ends with the second one.
    const { code } = await live.closed;
    expect(code).toBe(liveCloseCodes.expired);
    expect(Date.now()).toBeGreaterThan(first.expiresAt + 500);
  });
});

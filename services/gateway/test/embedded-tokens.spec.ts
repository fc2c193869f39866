import { callApi, signUpForTokens, startOwnPlatform, type OwnPlatform } from './own-platform.js';

/** The embedded provider's tokens through the whole platform: the access token opens the API, the ID token does not. */
describe('gateway with the embedded provider: access tokens only', () => {
  let platform: OwnPlatform;

  beforeAll(async () => {
    platform = await startOwnPlatform();
  }, 90_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('answers /me for the access token and refuses the ID token issued with it', async () => {
    const tokens = await signUpForTokens(platform);
    expect((await callApi(platform, 'GET', '/me', tokens.access_token)).status).toBe(200);
    const withIdToken = await callApi(platform, 'GET', '/me', tokens.id_token);
    expect(withIdToken.status).toBe(401);
    expect(withIdToken.body).toEqual({
      error: {
        code: 'UNAUTHENTICATED',
        message: 'Votre session a expiré. Veuillez vous reconnecter.',
        messageKey: 'common.sessionExpired',
      },
    });
  });
});

import { chooseGoogleAccount } from '@crescendo/fake-google';
import { browse, CookieJar, form } from '@crescendo/testing';
import { callApi, signUp, startOwnPlatform, type OwnPlatform } from './own-platform.js';

/**
 * Issue 34.2 through the public edge (gateway, identity, classroom-sync and fake Google from dist/): the link
 * `POST /api/v1/classroom/connection` returns works only in the browser that asked for it (the cookie set
 * with the answer), and Google's grant is stored only after a page has shown which Google account goes to
 * which Crescendo account and the user has confirmed. Each `CookieJar` is a browser.
 */
const googleEmail = 'prof@demo.crescendo.ca';
const cookieName = 'crescendo_google_binding';

describe('gateway: connecting Google is bound to the asking browser and confirmed before it is stored', () => {
  let platform: OwnPlatform;
  let teacher: string;
  let teacherEmail: string;

  beforeAll(async () => {
    platform = await startOwnPlatform(undefined, 1, ['identity', 'groups', 'classroom-sync']);
    teacher = await signUp(platform);
    const organization = await callApi(platform, 'POST', '/organizations', teacher, {
      name: 'École Crescendo',
      role: 'teacher',
    });
    if (organization.status !== 201) throw new Error(`no organisation: ${JSON.stringify(organization)}`);
    teacherEmail = (await callApi(platform, 'GET', '/me', teacher)).body.email;
  }, 120_000);
  afterAll(() => platform?.close());
  afterEach(async () => {
    await callApi(platform, 'DELETE', '/classroom/connection', teacher);
  });

  /** The signed-in page's `POST /classroom/connection`, from `jar`'s browser: the link to follow. */
  async function askForLink(jar: CookieJar): Promise<string> {
    const response = await fetch(`${platform.origin}/api/v1/classroom/connection`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher}` },
    });
    jar.store(response);
    expect(response.status).toBe(201);
    return `${platform.origin}${((await response.json()) as { url: string }).url}`;
  }

  /** Google's account chooser (fake Google), the account picked: the callback URL Google sends back to. */
  const consentAt = (authorizationUrl: string) => chooseGoogleAccount(authorizationUrl, googleEmail);

  /** The confirmation page's single-use token. */
  const tokenIn = (html: string) => /name="token" value="([\w-]+)"/.exec(html)![1]!;

  const connection = async () => (await callApi(platform, 'GET', '/classroom/connection', teacher)).body;

  it('sets the binding cookie on the answer that creates the link: HttpOnly, SameSite=Lax, /auth/google only', async () => {
    const response = await fetch(`${platform.origin}/api/v1/classroom/connection`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher}` },
    });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${cookieName}=[\\w-]{43};`));
    expect(cookie).toMatch(/; Path=\/auth\/google;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    // The value is the cookie's alone: neither the body nor the link carries it.
    const value = cookie!.split(';')[0]!.split('=')[1]!;
    expect(JSON.stringify(await response.json())).not.toContain(value);
  });

  it('refuses the link in a second browser, while the browser that asked goes on to Google', async () => {
    const asking = new CookieJar();
    const link = await askForLink(asking);

    // Another browser (the victim of a link sent by someone else): no cookie, or a cookie of its own.
    const other = await browse(new CookieJar(), link);
    expect(other.status).toBe(303);
    expect(other.headers.get('location')).toBe('/home?error=google_auth_failed&reason=other_browser');
    const forged = new CookieJar();
    await askForLink(forged); // a binding of that browser's own, for another link
    const otherCookie = await browse(forged, link);
    expect(otherCookie.headers.get('location')).toBe('/home?error=google_auth_failed&reason=other_browser');

    // The browser that asked: Google's consent page, as if nobody else had tried.
    const mine = await browse(asking, link);
    expect(mine.status).toBe(303);
    expect(mine.headers.get('location')!.startsWith(platform.fakeGoogleUrl)).toBe(true);
    // Single use: the same browser cannot start it twice.
    expect((await browse(asking, link)).headers.get('location')).toBe('/home?error=google_auth_failed');
    expect((await connection()).connected).toBe(false);
  });

  it('shows which Google account goes to which Crescendo account, and stores nothing before the confirmation', async () => {
    const browser = new CookieJar();
    const link = await askForLink(browser);
    const callback = await consentAt((await browse(browser, link)).headers.get('location')!);

    const page = await browse(browser, callback);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Lier un compte Google');
    expect(html).toMatch(new RegExp(`Compte Google</dt><dd[^>]*>${googleEmail.replace(/\./g, '\\.')}</dd>`));
    expect(html).toContain(`Compte Crescendo</dt><dd data-testid="crescendo-email">${teacherEmail}</dd>`);
    expect(html).toContain('<form method="post" action="/auth/google/confirm">');
    expect(html).toContain('Lier ce compte Google');
    expect(html).toContain('Annuler');
    // Google has granted, nothing is stored: the connection waits for the answer.
    expect(await connection()).toMatchObject({ connected: false, email: null });

    const confirmed = await browse(browser, `${platform.origin}/auth/google/confirm`, {
      ...form({ token: tokenIn(html), decision: 'confirm' }),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/home?auth=google_success');
    expect(confirmed.headers.getSetCookie().join()).toMatch(new RegExp(`^${cookieName}=; .*Max-Age=0`));
    expect(await connection()).toMatchObject({ connected: true, email: googleEmail });
  });

  it('stores nothing when the confirmation is cancelled, or answered without the asking browser’s cookie', async () => {
    const browser = new CookieJar();
    const callback = await consentAt(
      (await browse(browser, await askForLink(browser))).headers.get('location')!,
    );
    const token = tokenIn(await (await browse(browser, callback)).text());
    const cancelled = await browse(browser, `${platform.origin}/auth/google/confirm`, {
      ...form({ token, decision: 'cancel' }),
    });
    expect(cancelled.headers.get('location')).toBe('/home?error=google_auth_failed&reason=cancelled');
    expect((await connection()).connected).toBe(false);

    // The page's token posted from elsewhere (a cross-site form sends no SameSite=Lax cookie): nothing stored.
    const again = new CookieJar();
    const back = await consentAt((await browse(again, await askForLink(again))).headers.get('location')!);
    const stolen = tokenIn(await (await browse(again, back)).text());
    const elsewhere = await browse(new CookieJar(), `${platform.origin}/auth/google/confirm`, {
      ...form({ token: stolen, decision: 'confirm' }),
    });
    expect(elsewhere.headers.get('location')).toBe('/home?error=google_auth_failed');
    expect((await connection()).connected).toBe(false);
  });
});

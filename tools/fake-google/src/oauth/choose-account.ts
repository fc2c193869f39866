/**
 * What a person does on the fake's account chooser, for the tests and benchmarks that go through Google's
 * consent without a browser: opens the authorization URL (the page must offer `email`), then clicks that
 * account. Returns where Google sends the browser: the client's callback, with `code` and `state` (or
 * `error`) in its query.
 */
export async function chooseGoogleAccount(authorizationUrl: string | URL, email: string): Promise<string> {
  const consent = new URL(authorizationUrl);
  const chooser = await (await fetch(consent)).text();
  if (!chooser.includes(email)) throw new Error(`${email} is not on Google's account chooser`);
  const choice = new URLSearchParams(consent.searchParams);
  choice.set('email', email);
  const approved = await fetch(`${consent.origin}/o/oauth2/v2/auth/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: choice.toString(),
    redirect: 'manual',
  });
  const location = approved.headers.get('location');
  if (!location) throw new Error(`Google's account chooser answered ${approved.status} without a redirect`);
  return location;
}

import type { Page } from 'playwright-core';
import { demoPassword } from '@crescendo/domain/demo';

export { demoPassword };
export const demo = {
  admin: 'admin@demo.crescendo.ca',
  teacher: 'prof@demo.crescendo.ca',
  /** A colleague with no group of her own (co-teaching). */
  colleague: 'prof2@demo.crescendo.ca',
  student: 'eleve@demo.crescendo.ca',
  /** The demo board's administrator ('Administrateur du centre de services', decision 0050). */
  board: 'direction@demo.crescendo.ca',
} as const;

/** Fills the provider's sign-in page (the spec's login screen) the page was sent to. */
export async function fillSignIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.waitForURL(/\/login-actions\//).catch(async (error: Error) => {
    // Say where the browser stayed instead, and what it showed: a timeout alone tells nothing.
    const shown = await page
      .locator('body')
      .innerText({ timeout: 1000 })
      .catch(() => '');
    throw new Error(`${error.message}\nstill at ${page.url()}, showing: ${shown.slice(0, 400)}`);
  });
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se Connecter' }).click();
}

/** Opens `path` signed out, signs in on the way, and waits to be back in the app. */
export async function signInAt(page: Page, origin: string, path: string, email: string): Promise<void> {
  await page.goto(`${origin}${path}`);
  await fillSignIn(page, email);
  await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith('/realms/'));
}

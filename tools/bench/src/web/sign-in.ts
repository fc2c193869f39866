import type { Page } from 'playwright-core';

export const demoPassword = 'crescendo-demo';
export const demoAccounts = {
  admin: 'admin@demo.crescendo.ca',
  teacher: 'prof@demo.crescendo.ca',
  student: 'eleve@demo.crescendo.ca',
} as const;
export type DemoRole = keyof typeof demoAccounts;

export const portalRoot = (portal: DemoRole) => `[data-testid="portal-root"][data-portal="${portal}"]`;

/**
 * Opens `path` signed out and signs in on the provider's page the shell sends the browser to, then
 * waits for `portal`'s root: the way a user of that role first reaches their portal.
 */
export async function signInThrough(
  page: Page,
  baseUrl: string,
  path: string,
  role: DemoRole,
): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/login-actions\//, { timeout: 30_000 });
  await page.getByLabel('Adresse e-mail').fill(demoAccounts[role]);
  await page.getByLabel('Mot de passe', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Se Connecter' }).click();
  await page.locator(portalRoot(role)).waitFor({ state: 'visible', timeout: 30_000 });
}

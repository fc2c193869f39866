import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningPlatform } from '@crescendo/testing';
import { demo, launchChromium, signInAt, startE2ePlatform } from '../src/index.js';

/** Admin 'Équipe' (/admin/roles) against the real platform: members and roles, invitations. */
let browser: Browser;
let platform: RunningPlatform;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  platform = await startE2ePlatform();
  context = await browser.newContext();
  page = await context.newPage();
  await signInAt(page, platform.origin, '/admin/roles', demo.admin);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await platform?.close();
});

const admin = () => page.locator('[data-testid="portal-root"][data-portal="admin"]');
const toast = (text: string) => page.getByTestId('toast').getByText(text);

describe('Équipe', () => {
  it('lists the members with their roles', async () => {
    await admin().getByRole('heading', { name: 'Équipe', level: 1 }).waitFor();
    const members = admin().getByRole('region', { name: 'Membres' });
    await members.getByRole('cell', { name: 'prof@demo.crescendo.ca' }).waitFor();
    await expect(members.getByLabel('Rôle de Marc Gagnon').inputValue()).resolves.toBe('teacher');
    await expect(members.getByLabel('Rôle de Alice Tremblay').inputValue()).resolves.toBe('admin');
  });

  it('invites a teacher by e-mail, shows the invitation, and revokes it', async () => {
    const email = `nouvelle.prof.${Date.now().toString(36)}@example.ca`;
    const invite = admin().getByRole('region', { name: 'Inviter un membre' });
    await invite.getByLabel('Courriel').fill('pas-un-courriel');
    await invite.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await invite.getByText('Adresse courriel invalide.').waitFor();

    await invite.getByLabel('Courriel').fill(email);
    await invite.getByLabel('Rôle').selectOption('teacher');
    await invite.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await toast(`Invitation envoyée à ${email}.`).waitFor();
    const pending = invite.getByTestId('team-invitations').getByRole('listitem').filter({ hasText: email });
    await pending.waitFor();
    await expect(pending.innerText()).resolves.toContain('Enseignant');

    await pending.getByRole('button', { name: `Révoquer ${email}` }).click();
    await toast('Invitation révoquée.').waitFor();
    await pending.waitFor({ state: 'detached' });
  });

  it('changes a member’s role and back', async () => {
    const role = () => admin().getByLabel('Rôle de Liam Gauthier');
    await role().selectOption('teacher');
    await toast('Rôle mis à jour.').first().waitFor();
    await page.reload();
    await role().waitFor();
    await expect(role().inputValue()).resolves.toBe('teacher');
    await role().selectOption('student');
    await page.getByTestId('toast').getByText('Rôle mis à jour.').nth(0).waitFor();
    await page.reload();
    await role().waitFor();
    await expect(role().inputValue()).resolves.toBe('student');
  });

  it('removes a member from the organisation after a confirmation that says their account stays', async () => {
    const members = admin().getByRole('region', { name: 'Membres' });
    await members.getByRole('button', { name: 'Retirer Florence Fortin' }).click();
    const confirm = page.getByRole('dialog', { name: "Retirer Florence Fortin de l'organisation ?" });
    await confirm.getByText("Son compte n'est pas supprimé").waitFor();
    await confirm.getByRole('button', { name: 'Retirer' }).click();
    await toast('Utilisateur supprimé').first().waitFor(); // the spec's toast (§8)
    await members.getByRole('cell', { name: 'eleve7@demo.crescendo.ca' }).waitFor({ state: 'detached' });
    await page.reload();
    await members.getByRole('cell', { name: 'prof@demo.crescendo.ca' }).waitFor();
    await expect(members.getByRole('cell', { name: 'eleve7@demo.crescendo.ca' }).count()).resolves.toBe(0);
  });
});

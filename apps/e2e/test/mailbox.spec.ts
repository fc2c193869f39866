import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { CookieJar, linkIn, signInWithPassword } from '@crescendo/testing';
import {
  demo,
  demoPassword,
  fillSignIn,
  openJourney,
  portal,
  Sessions,
  type E2ePlatform,
} from '../src/index.js';

// Issue 7, point 1, as a person lives it: the mails are the platform's real ones, read from its catcher,
// and their links opened in the browser.
let platform: E2ePlatform;
let sessions: Sessions;
let closeJourney: (() => Promise<void>) | undefined;
const password = 'solfege-et-gammes-9';

beforeAll(async () => {
  ({ platform, sessions, close: closeJourney } = await openJourney());
});

afterAll(() => closeJourney?.());

const mailedLink = async (to: string, subject: string, part: string) =>
  linkIn(await platform.mail.waitFor(to, (mail) => mail.subject === subject), part);

/** The provider's sign-up page, filled; it answers 'Vérifiez vos courriels', whose link leads to sign-in. */
async function signUpThenSignIn(page: Page, email: string): Promise<void> {
  await page.getByRole('heading', { name: 'Créer un compte' }).waitFor();
  await page.getByLabel('Prénom').fill('Hélène');
  await page.getByLabel('Nom', { exact: true }).fill('Grimaud');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByRole('heading', { name: 'Vérifiez vos courriels' }).waitFor();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await fillSignIn(page, email, password);
}

describe('proven mailboxes', () => {
  it('asks a new account to confirm its address, and the mailed link confirms it', async () => {
    const email = `verif-${randomUUID()}@ecole.test`;
    const page = await sessions.newPage();
    await page.goto(`${platform.origin}/signup`);
    await page.waitForURL(/\/login-actions\//);
    await signUpThenSignIn(page, email);
    await page.waitForURL(`${platform.origin}/role-selection`);
    const notice = page.getByTestId('email-verification-notice');
    await notice.getByText(`Confirmez votre adresse e-mail ${email}`).waitFor();

    await page.goto(await mailedLink(email, 'Confirmez votre adresse e-mail', '/verify-email'));
    await page.getByText(`Votre adresse e-mail ${email} est confirmée.`).waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL(`${platform.origin}/role-selection`);
    await page.getByRole('heading', { name: 'Choisissez votre rôle' }).waitFor();
    await notice.waitFor({ state: 'detached' });
  });

  it('takes an invited newcomer into the school through the mailed link, after they sign up', async () => {
    const email = `invitee-${randomUUID()}@ecole.test`;
    const { tokens } = await signInWithPassword({
      base: `${platform.origin}/realms/crescendo`,
      jar: new CookieJar(),
      clientId: 'crescendo-web',
      redirectUri: `${platform.origin}/dashboard`,
      email: demo.admin,
      password: demoPassword,
    });
    const invited = await fetch(`${platform.origin}/api/v1/team/invitations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, role: 'teacher' }),
    });
    expect(invited.status).toBe(201);
    const link = linkIn(await platform.mail.waitFor(email), '/invitation');

    const page = await sessions.newPage();
    await page.goto(link);
    await page.waitForURL(/\/login-actions\//);
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await signUpThenSignIn(page, email);
    await page.waitForURL((url) => url.pathname === '/invitation');
    await page.getByText('Invitation acceptée : bienvenue dans l’équipe !').waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/teacher/'));
    await portal(page, 'teacher').waitFor();
    // The link proved the mailbox: no notice asks to confirm the address.
    await expect(page.getByTestId('email-verification-notice').count()).resolves.toBe(0);

    // The same link a second time: no longer valid.
    await page.goto(link);
    await page.getByText(/Cette invitation n’est plus valable/).waitFor();
  });

  it('says why a link failed in the reader’s language (issue 8, point 8)', async () => {
    // Not eleve5: its mails must stay French for the password reset below.
    const page = await sessions.signedIn('eleve6@demo.crescendo.ca', '/student/dashboard?tab=profil');
    const deadLink = `${platform.origin}/verify-email?token=${randomBytes(32).toString('base64url')}`;
    await page.goto(deadLink);
    await page.getByText(/^Ce lien n’est plus valable/).waitFor();

    await page.goto(`${platform.origin}/student/dashboard?tab=profil`);
    const student = portal(page, 'student');
    await student.getByRole('tab', { name: "Paramètres de l'Application" }).click();
    await student.getByLabel('Langue').selectOption('en');
    await student.getByText('Settings saved.').waitFor();
    await page.goto(deadLink);
    // The server's key and parameters, said by the front end in English (decision 0018).
    await page.getByText(/^This link is no longer valid/).waitFor();
    await expect(page.getByText(/Ce lien n’est plus valable/).count()).resolves.toBe(0);
  });

  it('resets a forgotten password by the mailed link, then signs in with the new one', async () => {
    const email = 'eleve5@demo.crescendo.ca';
    const fresh = 'nouvelle-gamme-majeure-4';
    const page = await sessions.newPage();
    await page.goto(`${platform.origin}/login`);
    await page.waitForURL(/\/login-actions\//);
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText(`Si un compte existe pour ${email}`).waitFor();

    await page.goto(await mailedLink(email, 'Réinitialisation de votre mot de passe', '/password-reset'));
    await page.getByLabel('Nouveau mot de passe').fill(fresh);
    await page.getByLabel('Confirmer le mot de passe').fill(fresh);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page
      .getByText('Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.')
      .waitFor();
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await fillSignIn(page, email, fresh);
    await page.waitForURL((url) => url.pathname.startsWith('/student/'));
    await portal(page, 'student').waitFor();
  });
});

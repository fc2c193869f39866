import type { Page } from 'playwright-core';
import type { RunningPlatform } from '@crescendo/testing';
import { demo, fillSignIn, openJourney, portal, Sessions, totpFor } from '../src/index.js';

/**
 * The account screens against the real platform: profile edit, language switch, two-factor then a
 * sign-in with a code, the first-login instrument question, account deletion. Each journey uses its own
 * demo account so that the others keep theirs as they were.
 */
let platform: RunningPlatform;
let sessions: Sessions;
let closeJourney: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ platform, sessions, close: closeJourney } = await openJourney());
});

afterAll(() => closeJourney?.());

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text);

describe('Mon Profil', () => {
  it('is read-only until edit, refuses a blank required field, saves, and cancels', async () => {
    const page = await sessions.signedIn(demo.teacher, '/teacher/profil');
    const teacher = portal(page, 'teacher');
    await teacher.getByRole('heading', { name: 'Mon Profil', level: 1 }).waitFor();
    await teacher.getByText('prof@demo.crescendo.ca').waitFor();
    await expect(teacher.getByLabel('Prénom').count()).resolves.toBe(0);

    await teacher.getByRole('button', { name: 'Modifier' }).click();
    await teacher.getByLabel('Prénom').fill('  ');
    await teacher.getByRole('button', { name: 'Enregistrer' }).click();
    await teacher.getByText('Ce champ est obligatoire.').waitFor();
    await teacher.getByLabel('Prénom').fill('Marc');
    const phone = `514-555-${String(Date.now() % 10_000).padStart(4, '0')}`;
    await teacher.getByLabel('Téléphone').fill(phone);
    await teacher.getByLabel('Biographie').fill('Trompettiste et chef d’harmonie.');
    await teacher.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, 'Profil mis à jour avec succès !').waitFor();
    await teacher.getByText(phone).waitFor();

    await teacher.getByRole('button', { name: 'Modifier' }).click();
    await teacher.getByLabel('Téléphone').fill('000');
    await teacher.getByRole('button', { name: 'Annuler' }).click();
    await teacher.getByText(phone).waitFor();

    await page.reload();
    await teacher.getByText('Trompettiste et chef d’harmonie.').waitFor();
  });
});

describe('Paramètres de l’Application', () => {
  it('switches every screen to English, shows the saved banner, and keeps it after a reload', async () => {
    const page = await sessions.signedIn('eleve2@demo.crescendo.ca', '/student/dashboard?tab=profil');
    const student = portal(page, 'student');
    await student.getByRole('tab', { name: "Paramètres de l'Application" }).click();
    await student.getByLabel('Devise').selectOption('EUR');
    await student.getByText('Paramètres enregistrés.').waitFor();
    await student.getByText('Paramètres enregistrés.').waitFor({ state: 'detached', timeout: 4000 });

    await student.getByLabel('Langue').selectOption('en');
    await student.getByText('Settings saved.').waitFor();
    await student.getByRole('tab', { name: 'Application Settings' }).waitFor();
    await student.getByRole('tab', { name: 'Practice' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');

    await page.reload();
    await portal(page, 'student').getByRole('button', { name: 'Sign out' }).waitFor();
    await portal(page, 'student').getByRole('tab', { name: 'Application Settings' }).click();
    await portal(page, 'student').getByLabel('Language').selectOption('fr');
    await portal(page, 'student').getByText('Paramètres enregistrés.').waitFor();
  });
});

describe("a teacher's Paramètres de l’Application", () => {
  it('switches the teacher portal to English, kept after a reload', async () => {
    const page = await sessions.signedIn(demo.colleague, '/teacher/profil');
    const teacher = portal(page, 'teacher');
    await teacher.getByRole('heading', { name: "Paramètres de l'Application" }).waitFor();
    await teacher.getByLabel('Langue').selectOption('en');
    await teacher.getByText('Settings saved.').waitFor();
    await teacher.getByRole('heading', { name: 'Application Settings' }).waitFor();
    await teacher.getByRole('button', { name: 'Sign out' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');

    await page.reload();
    const again = portal(page, 'teacher');
    await again.getByRole('heading', { name: 'Application Settings' }).waitFor();
    await again.getByLabel('Language').selectOption('fr');
    await again.getByText('Paramètres enregistrés.').waitFor();
  });
});

describe('two-factor authentication', () => {
  it('refuses a wrong code, turns on with the code of the secret shown, then asks for a code at sign-in', async () => {
    const email = 'eleve3@demo.crescendo.ca';
    const page = await sessions.signedIn(email, '/student/dashboard?tab=profil');
    const student = portal(page, 'student');
    await student.getByRole('button', { name: 'Activer la double authentification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activer la double authentification' });
    await dialog.getByRole('img', { name: 'Code QR de la double authentification' }).waitFor();
    const secret = (await dialog.getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    const wrong = String((Number(totpFor(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    await dialog.getByLabel('Code de vérification').fill(wrong);
    await dialog.getByRole('button', { name: 'Vérifier' }).click();
    await dialog.getByText('Le code de vérification est invalide.').waitFor();

    // A time step signs in once: turned on with the previous step's code (accepted for clock drift), the
    // current one signs in below, the next one turns it off.
    await dialog.getByLabel('Code de vérification').fill(totpFor(secret, Date.now() - 30_000));
    await dialog.getByRole('button', { name: 'Vérifier' }).click();
    await toast(page, 'Double authentification activée !').waitFor();
    const codes = page.getByRole('dialog', { name: 'Codes de récupération' });
    await expect(codes.getByTestId('recovery-codes').getByRole('listitem').count()).resolves.toBe(8);
    await codes.getByRole('button', { name: "J'ai conservé mes codes" }).click();
    await student.getByText('La double authentification est activée', { exact: false }).waitFor();

    await student.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/student'));

    const next = await sessions.newPage();
    await next.goto(`${platform.origin}/student/dashboard`);
    await fillSignIn(next, email);
    await next.getByLabel('Code de vérification').fill(totpFor(secret));
    await next.getByRole('button', { name: 'Vérifier' }).click();
    await next.waitForURL(`${platform.origin}/student/dashboard`);

    // Turned off again with a code, so that the account signs in with its password only.
    await next.goto(`${platform.origin}/student/dashboard?tab=profil`);
    await portal(next, 'student')
      .getByRole('button', { name: 'Désactiver la double authentification' })
      .click();
    const off = next.getByRole('dialog', { name: 'Désactiver la double authentification' });
    await off.getByLabel('Code').fill(totpFor(secret, Date.now() + 30_000));
    await off.getByRole('button', { name: 'Confirmer' }).click();
    await toast(next, 'Double authentification désactivée.').waitFor();
  });
});

describe('the first-login instrument question', () => {
  it('is asked to a student until answered: family required, percussions joined by commas', async () => {
    const page = await sessions.signedIn('eleve7@demo.crescendo.ca', '/student/dashboard');
    const student = portal(page, 'student');
    const question = student.getByRole('region', { name: 'Quel instrument joues-tu ?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Enregistrer ma réponse' }).click();
    await question.getByText("Choisis une famille d'instruments.").waitFor();

    await question.getByLabel('Percussions', { exact: true }).check();
    await question.getByRole('button', { name: 'Enregistrer ma réponse' }).click();
    await question.getByText('Ta réponse doit contenir au moins 3 caractères.').waitFor();
    await question.getByLabel('Batterie').check();
    await question.getByLabel('Timbales').check();
    await question.getByRole('button', { name: 'Enregistrer ma réponse' }).click();
    await question.waitFor({ state: 'detached' });
    await student.getByText('Batterie, Timbales').first().waitFor();

    await page.reload();
    await portal(page, 'student').getByRole('tab', { name: 'Pratique' }).waitFor();
    await expect(portal(page, 'student').getByText('Quel instrument joues-tu ?').count()).resolves.toBe(0);
  });
});

describe('the danger zone', () => {
  it('deletes the signed-in student’s account after confirmation, then signs out; the password no longer works', async () => {
    const email = 'eleve6@demo.crescendo.ca';
    const page = await sessions.signedIn(email, '/student/dashboard?tab=profil');
    const student = portal(page, 'student');
    await student.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });

    await student.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer votre compte ?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await toast(page, 'Votre compte a été supprimé.').waitFor();
    await page.waitForURL(`${platform.origin}/home`);

    const next = await sessions.newPage();
    await next.goto(`${platform.origin}/dashboard`);
    await fillSignIn(next, email);
    await next.getByText('Email ou mot de passe incorrect.').waitFor();
  });

  it('shows the admin “Supprimer l’organisation” with its warning, and cancels', async () => {
    const page = await sessions.signedIn(demo.admin, '/admin/profil');
    const admin = portal(page, 'admin');
    await admin.getByRole('button', { name: "Supprimer l'organisation" }).click();
    const dialog = page.getByRole('dialog', { name: "Supprimer l'organisation ?" });
    await dialog
      .getByText("Tous les utilisateurs, groupes et données de l'organisation seront supprimés.", {
        exact: false,
      })
      .waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

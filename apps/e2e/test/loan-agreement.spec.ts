import type { Page } from 'playwright-core';
import { linkIn } from '@crescendo/testing';
import {
  axeViolations,
  demo,
  layoutProblems,
  openJourney,
  phone,
  portal,
  type Journey,
} from '../src/index.js';

/**
 * 'Entente de prêt' (issue 27 §4) as a school and a family live it: the administrator enters Léa's age band and
 * her mother's address in 'Confidentialité', adds a violin and lends it to Léa with 'Entente requise'; the loans
 * show 'Entente en attente'; the mother opens the mailed link on her phone, reads what is lent and until when,
 * signs with her name and accepts; the loans show 'Entente signée', by her, that day.
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});
afterAll(() => journey?.close());

const parentEmail = 'maman.roy.pret@famille.test';
const code = `ENT-${Date.now().toString(36).toUpperCase()}`;
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

describe('a loan that requires the family’s agreement', () => {
  it('is lent with ‘Entente requise’, signed by the parent through the mailed link, and shown signed', async () => {
    const page = await journey.sessions.signedIn(demo.admin, '/admin/confidentialite');
    const section = portal(page, 'admin').getByRole('region', {
      name: 'Parents et élèves de moins de 14 ans',
    });
    await section.getByLabel('Élève').selectOption({ label: 'Léa Roy' });
    await section.getByLabel('Tranche d’âge').selectOption({ label: 'Moins de 14 ans' });
    await section.getByLabel('Courriel d’un parent').fill(parentEmail);
    await section.getByRole('button', { name: 'Enregistrer l’élève' }).click();
    await toast(page, 'Renseignements de l’élève enregistrés.').waitFor();

    await page.goto(new URL('/admin/inventaire', page.url()).toString());
    const admin = portal(page, 'admin');
    await admin.getByRole('tab', { name: 'Instruments' }).waitFor();
    await admin.getByRole('button', { name: 'Ajouter un instrument' }).click();
    const add = page.getByRole('dialog', { name: 'Ajouter un instrument' });
    await add.getByLabel('Famille').selectOption({ label: 'Cordes' });
    await add.getByLabel('Instrument', { exact: true }).selectOption({ label: 'Violon' });
    await add.getByLabel('Numéro d’inventaire').fill(code);
    await add.getByLabel('Marque').fill('Yamaha');
    await add.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, 'Instrument ajouté').waitFor();
    await admin.getByRole('searchbox', { name: 'Rechercher' }).fill(code);
    await admin.getByRole('button', { name: `Prêter — ${code}` }).click();

    const lend = page.getByRole('dialog', { name: `Prêter l’instrument ${code}` });
    await lend.getByLabel('Élève').selectOption({ label: 'Léa Roy' });
    await lend.getByRole('checkbox', { name: 'Entente requise' }).check();
    await expect(axeViolations(page, '[role="dialog"]')).resolves.toEqual([]);
    await lend.getByRole('button', { name: 'Prêter' }).click();
    await toast(page, 'Prêt enregistré : l’entente a été envoyée par courriel.').waitFor();

    await admin.getByRole('tab', { name: 'Prêts' }).click();
    const row = admin.getByRole('row').filter({ hasText: code });
    await row.getByText('Entente en attente').waitFor();
    await row.getByRole('button', { name: `Renvoyer l'entente — ${code}` }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    const mail = await journey.platform.mail.waitFor(parentEmail);
    const link = linkIn(mail, '/consentement?token=');
    // The mother has no account: the link alone, on her phone.
    const parent = await journey.sessions.newPage(phone);
    await parent.goto(link);
    await parent.getByRole('heading', { name: 'Entente de prêt d’instrument' }).waitFor();
    await parent.getByText(new RegExp(`Violon Yamaha \\(${code}\\), à rendre le 30 juin \\d{4}`)).waitFor();
    await expect(axeViolations(parent)).resolves.toEqual([]);
    await expect(layoutProblems(parent, 'main')).resolves.toEqual({ small: [], sideways: false });
    await parent.getByLabel(/Votre nom complet/).fill('Nathalie Roy');
    await parent.getByRole('button', { name: 'J’accepte' }).click();
    await parent.getByText('Merci : votre réponse est enregistrée.').waitFor();

    await page.reload();
    await admin.getByRole('tab', { name: 'Prêts' }).click();
    await row.getByText('Entente signée').waitFor();
    await row.getByText(/Nathalie Roy, le \d{4}-\d{2}-\d{2}/).waitFor();
    await expect(row.getByRole('button', { name: `Renvoyer l'entente — ${code}` }).count()).resolves.toBe(0);
  });
});

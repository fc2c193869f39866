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
 * A 'Sortie''s consents (issue 28 §6) as a school and a family live them, on phones at 390 px: the administrator
 * enters Jacob's parent's address in 'Confidentialité', plans an outing for the Cuivres and asks the consents;
 * the father opens the mailed link, signs with his name and accepts; the outing's 'Consentements' show
 * 'Accordé'. The outing carries a deposit due today: 'Facturer la sortie' records it on each student's ledger
 * and Jacob's line says 'Acompte : À régler'.
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});
afterAll(() => journey?.close());

const parentEmail = 'papa.lavoie@famille.test';
const title = `Sortie E2E ${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

/** Today in the school's time zone, as a date field takes it (the admin's month shows it). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

describe('Consentements d’une sortie', () => {
  it('asks each family of the outing by mail; the parent accepts by the link; the event shows it', async () => {
    const page = await journey.sessions.signedIn(demo.admin, '/admin/confidentialite', phone);
    const section = portal(page, 'admin').getByRole('region', {
      name: 'Parents et élèves de moins de 14 ans',
    });
    await section.getByLabel('Élève').selectOption({ label: 'Jacob Lavoie' });
    await section.getByLabel('Tranche d’âge').selectOption({ label: 'Moins de 14 ans' });
    await section.getByLabel('Courriel d’un parent').fill(parentEmail);
    await section.getByRole('button', { name: 'Enregistrer l’élève' }).click();
    await toast(page, 'Renseignements de l’élève enregistrés.').waitFor();

    await page.goto(new URL('/admin/planification', page.url()).href);
    const admin = portal(page, 'admin');
    await admin.getByRole('button', { name: 'Nouvel événement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel événement' });
    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByLabel('Type').selectOption({ label: 'Sortie' });
    await dialog.getByLabel('Date', { exact: true }).fill(today());
    await dialog.getByLabel('Début').fill('08:00');
    await dialog.getByLabel('Fin', { exact: true }).fill('15:00');
    await dialog.getByLabel('Groupe concerné').selectOption({ label: 'MUS312 — Cuivres' });
    await dialog.getByLabel('Acompte ($ CAD)', { exact: true }).fill('45,50');
    await dialog.getByLabel('Acompte dû le', { exact: true }).fill(today());
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Événement ajouté', { exact: true }).waitFor();

    const outing = admin.getByRole('listitem').filter({ hasText: title }).last();
    await outing.getByRole('button', { name: new RegExp(`^Consentements — ${title}`) }).click();
    const consents = outing.getByRole('region', { name: `Consentements — ${title}` });
    await consents
      .getByRole('listitem')
      .filter({ hasText: 'Jacob Lavoie' })
      .getByText('Non demandé')
      .waitFor();
    await consents.getByRole('button', { name: 'Demander les consentements' }).click();
    await consents.getByText('1 courriel envoyé.').waitFor();
    await consents
      .getByRole('listitem')
      .filter({ hasText: 'Jacob Lavoie' })
      .getByText('En attente')
      .waitFor();
    // The deposit on each student's ledger (finance, as the administrator); a second click charges nothing.
    await consents.getByRole('button', { name: 'Facturer la sortie' }).click();
    await consents.getByText(/^\d+ achats? enregistrés?\.$/).waitFor();
    await consents
      .getByRole('listitem')
      .filter({ hasText: 'Jacob Lavoie' })
      .getByText('Acompte : À régler (45,50 $ CAD)')
      .waitFor();
    await consents.getByRole('button', { name: 'Facturer la sortie' }).click();
    await consents.getByText(/^0 achat enregistré\. \d+ déjà facturés?\.$/).waitFor();
    await expect(axeViolations(page, 'section.cr-consents')).resolves.toEqual([]);
    await expect(layoutProblems(page, 'section.cr-consents')).resolves.toEqual({
      small: [],
      sideways: false,
    });

    const mail = await journey.platform.mail.waitFor(parentEmail, (each) => each.text.includes(title));
    expect(mail.text).toContain(`Sortie : ${title}`);
    const parent = await journey.sessions.newPage(phone);
    await parent.goto(linkIn(mail, '/consentement?token='));
    await parent.getByLabel('Votre nom complet (signature)').fill('Olivier Lavoie');
    await parent.getByRole('button', { name: 'J’accepte' }).click();
    await parent.getByText('Merci : votre réponse est enregistrée.').waitFor();

    await page.reload();
    const again = portal(page, 'admin').getByRole('listitem').filter({ hasText: title }).last();
    await again.getByRole('button', { name: new RegExp(`^Consentements — ${title}`) }).click();
    const jacob = again
      .getByRole('region', { name: `Consentements — ${title}` })
      .getByRole('listitem')
      .filter({ hasText: 'Jacob Lavoie' });
    await jacob.getByText('Accordé').waitFor();
    await jacob.getByText(/Signé par Olivier Lavoie \(parent\)/).waitFor();
  });
});

import type { Page } from 'playwright-core';
import { setPolicyRoute } from '@crescendo/contracts';
import { linkIn } from '@crescendo/testing';
import {
  axeViolations,
  demo,
  JourneyApi,
  layoutProblems,
  openJourney,
  phone,
  portal,
  type Journey,
} from '../src/index.js';

/**
 * Parents and under-14s (issue 31 §7) as a school and a family live them: the administrator enters Léa's age band
 * and her mother's address in 'Confidentialité' and asks consent for Maestro IA's practice plan; the mother opens
 * the mailed link on her phone, reads the text, signs with her name and accepts; the school sees the feature open,
 * and Léa gets her plan. Later her mother withdraws it by the same link: the school sees it closed, and Léa is
 * refused with the reason.
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
  await new JourneyApi(journey.platform.origin).call(demo.admin, setPolicyRoute, {
    params: { key: 'maestro.enabled' },
    body: { value: true },
  });
});
afterAll(() => journey?.close());

const parentEmail = 'maman.roy@famille.test';
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

describe('Parents et élèves de moins de 14 ans', () => {
  it('asks a parent by mail, who accepts then withdraws by the link', async () => {
    const admin = await journey.sessions.signedIn(demo.admin, '/admin/confidentialite');
    const section = portal(admin, 'admin').getByRole('region', {
      name: 'Parents et élèves de moins de 14 ans',
    });
    await section.getByLabel('Élève').selectOption({ label: 'Léa Roy' });
    await section.getByLabel('Tranche d’âge').selectOption({ label: 'Moins de 14 ans' });
    await section.getByLabel('Courriel d’un parent').fill(parentEmail);
    await section.getByRole('button', { name: 'Enregistrer l’élève' }).click();
    await toast(admin, 'Renseignements de l’élève enregistrés.').waitFor();
    const plan = section.getByRole('listitem', { name: 'Plan de pratique (Maestro IA)' });
    await plan.getByText('Fonction fermée', { exact: false }).waitFor();
    await plan.getByRole('button', { name: 'Demander le consentement' }).click();
    await plan.getByText('En attente de réponse').waitFor();
    await expect(axeViolations(admin, 'section.privacy-guardians')).resolves.toEqual([]);

    const mail = await journey.platform.mail.waitFor(parentEmail, (each) =>
      each.subject.startsWith('Consentement demandé pour Léa Roy'),
    );
    expect(mail.text).toContain('le plan de pratique préparé par Maestro IA');
    const link = linkIn(mail, '/consentement?token=');

    // The mother has no account: the link alone, on her phone.
    const parent = await journey.sessions.newPage(phone);
    await parent.goto(link);
    await parent.getByRole('heading', { name: 'Plan de pratique (Maestro IA)' }).waitFor();
    await parent.getByText(/demande votre consentement, comme parent de Léa/).waitFor();
    await expect(axeViolations(parent)).resolves.toEqual([]);
    await expect(layoutProblems(parent, 'main')).resolves.toEqual({ small: [], sideways: false });
    await parent.getByRole('button', { name: 'J’accepte' }).click();
    await parent.getByText('Écrivez votre nom complet pour signer (2 à 120 caractères).').waitFor();
    await parent.getByLabel(/Votre nom complet/).fill('Nathalie Roy');
    await parent.getByRole('button', { name: 'J’accepte' }).click();
    await parent.getByText('Merci : votre réponse est enregistrée.').waitFor();
    await parent.getByText(/Consentement donné par Nathalie Roy/).waitFor();

    await admin.reload();
    await section.getByLabel('Élève').selectOption({ label: 'Léa Roy' });
    await plan.getByText('Accordé').waitFor();
    await plan.getByText('Fonction ouverte', { exact: false }).waitFor();
    await plan.getByText(/Signé par Nathalie Roy/).waitFor();

    // The feature opens: Léa asks Maestro IA for her week of practice, on her phone.
    const leaPage = await journey.sessions.signedIn(demo.student, '/student/dashboard?tab=pratique', phone);
    const planSection = portal(leaPage, 'student').getByRole('region', { name: 'Plan de pratique' });
    await planSection
      .getByLabel('Ce qui vous donne de la difficulté')
      .fill('Les doubles croches des mesures 5 à 8.');
    await planSection.getByRole('button', { name: 'Demander un plan' }).click();
    await planSection
      .getByRole('list', { name: 'Mes plans de pratique' })
      .getByText('Brouillon de Maestro IA')
      .first()
      .waitFor();

    await parent.getByRole('button', { name: 'Retirer mon consentement' }).click();
    await parent.getByText(/Consentement retiré par Nathalie Roy/).waitFor();
    await admin.reload();
    await section.getByLabel('Élève').selectOption({ label: 'Léa Roy' });
    await plan.getByText('Retiré').waitFor();
    await plan.getByRole('button', { name: 'Demander de nouveau' }).waitFor();
    // …and closes again for Léa, who is told why.
    await planSection.getByLabel('Ce qui vous donne de la difficulté').fill('Toujours les mesures 5 à 8.');
    await planSection.getByRole('button', { name: 'Demander un plan' }).click();
    await planSection.getByText(/Votre parent l’a refusé ou retiré/).waitFor();
  });
});

import { axeViolations, demo, openJourney, overflowPast, phone, portal, type Journey } from '../src/index.js';

/**
 * The request desk (issue 31 §6, decision 0063) on a phone at 390 px: the school's administrator records a
 * parent's access request, sees the legal deadline counted down (20 days: the demo school is a public body's,
 * its board's), and answers it before the deadline; the request then says when it was answered.
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney({}, { shared: true });
});
afterAll(() => journey?.close());

describe('Demandes d’accès', () => {
  it('records an access request, counts its 20 days down, and closes it answered before the deadline', async () => {
    const page = await journey.sessions.signedIn(demo.admin, '/admin/confidentialite', phone);
    const desk = portal(page, 'admin').getByRole('region', { name: 'Demandes d’accès' });
    const requester = `Nadia Roy ${Date.now().toString(36)}`;

    await desk.getByRole('button', { name: 'Nouvelle demande' }).click();
    await desk.getByLabel('Type de demande').selectOption({ label: 'Accès' });
    await desk.getByLabel('Nom de la personne').fill(requester);
    await desk.getByLabel('Courriel de la personne').fill('nadia.roy@parents.test');
    await desk.getByLabel('Élève concerné').selectOption({ label: 'Léa Roy' });
    await desk.getByRole('button', { name: 'Enregistrer la demande' }).click();

    const card = desk.getByRole('listitem', { name: `Accès — ${requester}` });
    await card.getByText('Échéance dans 20 jours').waitFor();
    await card.getByText('Léa Roy', { exact: false }).first().waitFor();

    await card.getByRole('button', { name: 'Répondre' }).click();
    await card.getByLabel('Réponse donnée').fill('Copie du dossier de Léa envoyée par courriel.');
    await card.getByRole('button', { name: 'Fermer la demande' }).click();
    await card.getByText(/^Répondue le \d{4}-\d{2}-\d{2}$/).waitFor();
    expect(await card.getByRole('button', { name: 'Répondre' }).count()).toBe(0);

    await desk.scrollIntoViewIfNeeded();
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(await overflowPast(page)).toBeLessThanOrEqual(0);
  });
});

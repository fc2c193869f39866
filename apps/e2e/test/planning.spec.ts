import type { Page } from 'playwright-core';
import { axeViolations, demo, openJourney, phone, portal, type Journey } from '../src/index.js';

/**
 * Issue 28 (first slice) against the whole platform, on a phone at 390 px: the admin adds a concert for the
 * Harmonie ('Événement ajouté'); Léa, of the Harmonie, sees it under 'À venir' with its call time and what to
 * bring; her private calendar address answers text/calendar with the concert in it.
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});
afterAll(() => journey?.close());

const title = `Concert E2E ${Date.now().toString(36)}`;

/** Tomorrow in the school's time zone, as a date field takes it. */
function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

async function expectAxeClean(page: Page, selector?: string) {
  await expect(axeViolations(page, selector)).resolves.toEqual([]);
}

describe('an event, from the admin’s planning to the student’s dashboard and calendar feed', () => {
  it('is added by the admin for a group, shown to its student under ‘À venir’, and in her ICS feed', async () => {
    const page = await journey.sessions.signedIn(demo.admin, '/admin/planification', phone);
    const admin = portal(page, 'admin');
    await admin.getByRole('button', { name: 'Nouvel événement' }).waitFor();
    await expectAxeClean(page);

    await admin.getByRole('button', { name: 'Nouvel événement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel événement' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Le titre est requis.').waitFor();
    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByLabel('Type').selectOption({ label: 'Concert' });
    await dialog.getByLabel('Date', { exact: true }).fill(tomorrow());
    await dialog.getByLabel("Heure d'arrivée").fill('07:30');
    await dialog.getByLabel('Début').fill('08:00');
    await dialog.getByLabel('Fin', { exact: true }).fill('09:00');
    await dialog.getByLabel('Lieu').fill('Auditorium');
    await dialog.getByLabel('Groupe concerné').selectOption({ label: 'MUS212 — Harmonie' });
    await dialog.getByLabel('À apporter').fill('Instrument et lutrin');
    await expectAxeClean(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Événement ajouté', { exact: true }).waitFor();

    const studentPage = await journey.sessions.signedIn(demo.student, '/student/dashboard', phone);
    const student = portal(studentPage, 'student');
    const upcoming = student.getByRole('region', { name: 'À venir' });
    const concert = upcoming.getByRole('listitem').filter({ hasText: title });
    await concert.getByText("Heure d'arrivée : 07:30").waitFor();
    await concert.getByText('À apporter : Instrument et lutrin').waitFor();
    await expectAxeClean(studentPage);

    await upcoming.getByRole('button', { name: "S'abonner au calendrier" }).click();
    const address = await upcoming.getByLabel('Adresse de votre calendrier').inputValue();
    const feed = await fetch(address);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect((await feed.text()).replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:${title}`);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { axeViolations, demo, openJourney, phone, portal, type Journey } from '../src/index.js';

/**
 * Issue 28 (first slice) against the whole platform, on a phone at 390 px: the admin adds a concert for the
 * Harmonie ('Événement ajouté'); Léa, of the Harmonie, sees it under 'À venir' with its call time and what to
 * bring; her private calendar address answers text/calendar with the concert in it. The concert holds the
 * school's tuba ('Matériel réservé', issue 28 §7).
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney({}, { shared: true });
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

describe('a calendar imported by its address', () => {
  let board: Server;
  afterAll(async () => {
    board?.closeAllConnections();
    await new Promise((resolve) => board?.close(resolve));
  });

  it('is read by the planning from the board’s address, its days shown in the month, and read again on ‘Actualiser’', async () => {
    // Today: a day of the month the page opens on.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' })
      .format(new Date())
      .replaceAll('-', '');
    let summary = 'Journée pédagogique (CSS)';
    board = createServer((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' })
        .end(
          `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//CSS//FR\r\nBEGIN:VEVENT\r\nUID:ped@css\r\nDTSTAMP:20260801T120000Z\r\nDTSTART;VALUE=DATE:${day}\r\nSUMMARY:${summary}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
        ),
    );
    await new Promise<void>((resolve) => board.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(board.address() as AddressInfo).port}/journees.ics`;

    const page = await journey.sessions.signedIn(demo.admin, '/admin/planification', phone);
    const admin = portal(page, 'admin');
    await admin.getByRole('button', { name: 'Importer un calendrier' }).click();
    let dialog = page.getByRole('dialog', { name: 'Importer un calendrier' });
    await dialog.getByRole('radio', { name: 'Depuis son adresse (URL)' }).check();
    dialog = page.getByRole('dialog', { name: 'Importer un calendrier' });
    await dialog.getByLabel('Adresse du calendrier', { exact: true }).fill(url);
    await dialog.getByLabel('Nom du calendrier').fill('Journées du CSS (adresse)');
    await expectAxeClean(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Importer' }).click();
    await page.getByText('Calendrier importé : 1 journée ou événement', { exact: true }).waitFor();
    await admin.getByText('Journée pédagogique (CSS)').first().waitFor();
    const listed = admin.getByRole('listitem').filter({ hasText: 'Journées du CSS (adresse)' });
    await listed.getByText(/^Importé de http:\/\/127\.0\.0\.1:/).waitFor();
    await expectAxeClean(page);

    summary = 'Journée pédagogique déplacée';
    await listed
      .getByRole('button', { name: 'Actualiser le calendrier « Journées du CSS (adresse) »' })
      .click();
    await page.getByText('Calendrier actualisé', { exact: true }).waitFor();
    await admin.getByText(summary).first().waitFor();
  });
});

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
    // 'Matériel réservé' (issue 28 §7): the school's tuba, searched in the inventory and reserved once saved.
    await dialog.getByLabel('Rechercher un instrument').fill('Tuba');
    await dialog.getByRole('button', { name: 'Réserver CR-0007 (Tuba)' }).click();
    await dialog.getByRole('button', { name: 'Retirer CR-0007 (Tuba)' }).waitFor();
    await expectAxeClean(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Événement ajouté', { exact: true }).waitFor();
    await page.getByText('Matériel réservé enregistré', { exact: true }).waitFor();

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

  it('is planned by a teacher for a group they teach (never the whole school) in ‘Calendrier’, then cancelled', async () => {
    const teacherTitle = `Répétition E2E ${Date.now().toString(36)}`;
    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/calendrier', phone);
    const teacher = portal(page, 'teacher');
    await teacher.getByRole('heading', { name: 'Calendrier', level: 1 }).waitFor();
    await teacher.getByRole('button', { name: 'Nouvel événement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel événement' });
    const group = dialog.getByLabel('Groupe concerné');
    await group.locator('option', { hasText: 'MUS212 — Harmonie' }).waitFor({ state: 'attached' });
    const choices = await group.locator('option').allTextContents();
    expect(choices).toContain('MUS212 — Harmonie');
    expect(choices).not.toContain('Toute l’école');
    await dialog.getByLabel('Titre').fill(teacherTitle);
    await dialog.getByLabel('Type').selectOption({ label: 'Répétition' });
    await dialog.getByLabel('Date', { exact: true }).fill(tomorrow());
    await dialog.getByLabel("Heure d'arrivée").fill('06:45');
    await dialog.getByLabel('Début').fill('07:00');
    await dialog.getByLabel('Fin', { exact: true }).fill('07:45');
    await dialog.getByLabel('Lieu').fill('Salle E2E');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog
      .getByText('Choisissez un de vos groupes : seul un administrateur planifie pour toute l’école.')
      .waitFor();
    await group.selectOption({ label: 'MUS212 — Harmonie' });
    await expectAxeClean(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Événement ajouté', { exact: true }).waitFor();

    // Tomorrow may be next month's first day.
    const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    if (thisMonth.slice(0, 7) !== tomorrow().slice(0, 7))
      await teacher.getByRole('button', { name: 'Mois suivant' }).click();
    const item = teacher.getByRole('listitem').filter({ hasText: teacherTitle });
    await item.getByText("Heure d'arrivée : 06:45").waitFor();
    await item.getByText('Répétition · MUS212 — Harmonie · Salle E2E').waitFor();
    await expectAxeClean(page);

    await item.getByRole('button', { name: new RegExp(`^Annuler l'événement — ${teacherTitle}`) }).click();
    const confirm = page.getByRole('dialog', { name: "Annuler l'événement" });
    await confirm.getByRole('button', { name: "Annuler l'événement", exact: true }).click();
    await page.getByText('Événement annulé', { exact: true }).waitFor();
    await item.getByText('Annulé', { exact: true }).waitFor();
  });
});

import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { axeViolations, demo, openJourney, overflowPast, phone, portal, type Journey } from '../src/index.js';
import { pdfText } from '@crescendo/testing/pdf';

/**
 * Issue 29 §3 (first slice) against the whole platform, on a phone at 390 px: the admin's 'Étapes' hold the
 * demo school's terms; the teacher writes Léa's report card for the term from the comment bank and publishes
 * it ('Publier'); Léa finds it under 'Mes bulletins' and downloads the PDF, whose text is checked; the admin
 * renders the whole school's cards in English into one zip ('Tous les bulletins de l’école').
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney({}, { shared: true });
});
afterAll(() => journey?.close());

const bankComment = 'Interprète ses pièces avec justesse et un tempo stable.';

async function expectPhoneClean(page: Page, selector?: string) {
  await expect(axeViolations(page, selector)).resolves.toEqual([]);
  expect(await overflowPast(page)).toBeLessThanOrEqual(0);
}

describe('a term’s report card, from the teacher’s comment bank to the student’s PDF', () => {
  it('shows the school’s terms to its admin', async () => {
    const page = await journey.sessions.signedIn(demo.admin, '/admin/etapes', phone);
    const admin = portal(page, 'admin');
    await admin.getByRole('group', { name: 'Étape 1' }).waitFor();
    await expect(
      admin.getByRole('group', { name: 'Étape 1' }).getByLabel('Pondération (%)').inputValue(),
    ).resolves.toBe('40');
    await admin.getByText('Total des pondérations : 100 %').waitFor();
    await expectPhoneClean(page);
  });

  it('is written by the teacher from the comment bank, published, and downloaded by the student as a PDF', async () => {
    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/bulletins', phone);
    const teacher = portal(page, 'teacher');
    await teacher.getByLabel('Groupe des bulletins').selectOption({ label: 'MUS212 — Harmonie' });
    const write = teacher.getByRole('button', { name: 'Rédiger le bulletin de Léa Roy' });
    await write.waitFor();
    await expectPhoneClean(page);

    await write.click();
    const dialog = page.getByRole('dialog', { name: /^Bulletin de Léa Roy — Étape/ });
    await dialog.getByLabel('Créer des œuvres musicales (%)').fill('120');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('La note est un nombre entier de 0 à 100.').waitFor();
    await dialog.getByLabel('Créer des œuvres musicales (%)').fill('');
    await dialog.getByLabel('Interpréter des œuvres musicales (%)').fill('85');
    await dialog.getByLabel('Apprécier des œuvres musicales (%)').fill('78');
    await dialog
      .getByLabel('Banque de commentaires')
      .selectOption({ label: `Interpréter des œuvres musicales — ${bankComment}` });
    await expect(dialog.getByLabel('Commentaire', { exact: true }).inputValue()).resolves.toBe(bankComment);
    await expectPhoneClean(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Bulletin enregistré', { exact: true }).waitFor();

    await teacher.getByRole('button', { name: 'Publier le bulletin de Léa Roy' }).click();
    await page.getByText('Bulletin publié', { exact: true }).waitFor();
    await teacher
      .getByRole('row', { name: /Léa Roy/ })
      .getByText('Publié', { exact: true })
      .waitFor();

    // 'Générer tous les bulletins' (issue 29 §3, decision 0075): a job renders the group's cards into one zip,
    // its progress shown, then downloaded; and the group's CSV for the school's student information system.
    await teacher.getByRole('button', { name: 'Générer tous les bulletins (PDF)' }).click();
    await teacher.getByText(/^Les bulletins sont prêts \(\d+\), à télécharger jusqu’au /).waitFor();
    await expectPhoneClean(page);
    const [zipDownload] = await Promise.all([
      page.waitForEvent('download'),
      teacher.getByRole('button', { name: 'Télécharger les bulletins (ZIP)' }).click(),
    ]);
    expect(zipDownload.suggestedFilename()).toMatch(/^bulletins-mus212-harmonie-etape-\d\.zip$/);
    const entries = unzipSync(new Uint8Array(await readFile((await zipDownload.path())!)));
    const lea = Object.keys(entries).find((name) => name.endsWith('/bulletin-lea-roy.pdf'))!;
    expect(lea).toBeDefined();
    expect(pdfText(Buffer.from(entries[lea]!)).join('\n')).toContain(
      'Interpréter des œuvres musicales : 85 %',
    );
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      teacher.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^bulletins-mus212-harmonie-etape-\d\.csv$/);
    const csv = (await readFile((await csvDownload.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toMatch(/^Élève;Identifiant de l’élève;Groupe;Étape;Créer des œuvres musicales \(%\);/);
    expect(csv.find((line) => line.startsWith('Léa Roy;'))).toMatch(
      /;MUS212 — Harmonie;Étape \d;;85;78;.*;Publié$/,
    );

    const studentPage = await journey.sessions.signedIn(demo.student, '/student/dashboard', phone);
    const student = portal(studentPage, 'student');
    const mine = student.getByRole('region', { name: 'Mes bulletins' });
    await mine.getByText('Interpréter des œuvres musicales : 85 %').waitFor();
    await mine.getByText('Créer des œuvres musicales : Non évaluée').waitFor();
    await expectPhoneClean(studentPage);
    const [download] = await Promise.all([
      studentPage.waitForEvent('download'),
      mine
        .getByRole('button', { name: /^Télécharger \(PDF\) le bulletin Étape .* — MUS212 — Harmonie$/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bulletin-lea-roy-etape-\d\.pdf$/);
    const text = (await pdfText(await readFile((await download.path())!))).join('\n');
    for (const line of [
      'Bulletin — Musique',
      'Élève : Léa Roy',
      'Groupe : MUS212 — Harmonie',
      'Créer des œuvres musicales : Non évaluée à cette étape',
      'Interpréter des œuvres musicales : 85 %',
      'Apprécier des œuvres musicales : 78 %',
      bankComment,
    ])
      expect(text).toContain(line);
  });

  it('renders every report card of the school for the admin, in English, into one zip', async () => {
    const page = await journey.sessions.signedIn(demo.admin, '/admin/etapes', phone);
    const admin = portal(page, 'admin');
    const school = admin.getByRole('region', { name: 'Tous les bulletins de l’école' });
    await admin.getByLabel('Langue des bulletins').selectOption({ label: 'Anglais' });
    await school.getByRole('button', { name: 'Générer les bulletins de l’école (PDF)' }).click();
    await school.getByText(/^Les bulletins sont prêts \(\d+\), à télécharger jusqu’au /).waitFor();
    await expectPhoneClean(page);
    const [zipDownload] = await Promise.all([
      page.waitForEvent('download'),
      school.getByRole('button', { name: 'Télécharger les bulletins (ZIP)' }).click(),
    ]);
    expect(zipDownload.suggestedFilename()).toMatch(/^report-cards-.+-etape-\d\.zip$/);
    const entries = unzipSync(new Uint8Array(await readFile((await zipDownload.path())!)));
    // Each group's cards in a folder of its own, named in the language chosen.
    const lea = Object.keys(entries).find((name) => name === 'mus212-harmonie/report-card-lea-roy.pdf')!;
    expect(lea).toBeDefined();
    expect(pdfText(Buffer.from(entries[lea]!)).join('\n')).toContain('Perform musical works: 85%');
  });

  it('sets a section goal, shown side by side to the teacher and to the student’s section, no student named', async () => {
    const page = await journey.sessions.signedIn(demo.teacher, '/teacher/groupes');
    const teacher = portal(page, 'teacher');
    await teacher.getByLabel('Groupe', { exact: true }).selectOption({ label: 'MUS212 — Harmonie' });
    const form = teacher.getByRole('form', { name: 'Ajouter un objectif' });
    const title = 'Les bois et les cuivres : 1 jour sur 7';
    await form.getByLabel('Objectif').fill(title);
    await form.getByLabel('Jours de pratique par semaine').fill('1');
    await form.getByLabel('Bois').check();
    await form.getByLabel('Cuivres').check();
    await form.getByRole('button', { name: 'Enregistrer l’objectif' }).click();
    const sections = teacher.getByRole('list', { name: `Sections de « ${title} », côte à côte` });
    await sections.getByText(/^Bois — /).waitFor();
    await sections.getByText(/^Cuivres — /).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    // Léa plays the alto saxophone (her profile): her section is the woodwinds'.
    const studentPage = await journey.sessions.signedIn(demo.student, '/student/dashboard', phone);
    const student = portal(studentPage, 'student');
    const shares = student.getByRole('list', { name: 'Les sections cette semaine' });
    await shares.getByText(/^Bois \(ma section\) : /).waitFor();
    await shares.getByText(/^Cuivres : /).waitFor();
    await expectPhoneClean(studentPage);
  });
});

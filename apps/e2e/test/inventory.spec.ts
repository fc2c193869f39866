import type { Page } from 'playwright-core';
import { axeViolations, demo, openJourney, phone, portal, type Journey } from '../src/index.js';

/**
 * Issue 27 (first slice) against the whole platform, on a phone at 390 px: the admin adds an instrument
 * ('Instrument ajouté'); the teacher lends it in quick mode by typing its code into the scan field and
 * pressing Enter, as a USB scanner does; the student sees it under 'Mes prêts' with its due date; its 'Retour'
 * takes it off. Its scores ('Partitions', issue 27 §1) and uniforms ('Uniformes'): the admin adds one and deletes
 * it, confirmed first.
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney();
});
afterAll(() => journey?.close());

const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

async function expectAxeClean(page: Page, selector?: string) {
  await expect(axeViolations(page, selector)).resolves.toEqual([]);
}

describe('an instrument, from the inventory to the student’s loans', () => {
  it('is added by the admin, lent by scan by the teacher, listed in the student’s loans, and returned', async () => {
    const page = await journey.sessions.signedIn(demo.admin, '/admin/inventaire', phone);
    const admin = portal(page, 'admin');
    await admin.getByRole('tab', { name: 'Instruments' }).waitFor();
    await admin.getByRole('cell', { name: 'Clarinette' }).first().waitFor();
    await expectAxeClean(page);

    await admin.getByRole('button', { name: 'Ajouter un instrument' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un instrument' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Le numéro d’inventaire est requis.').waitFor();
    await dialog.getByLabel('Famille').selectOption({ label: 'Bois' });
    await dialog.getByLabel('Instrument', { exact: true }).selectOption({ label: 'Clarinette' });
    await dialog.getByLabel('Numéro d’inventaire').fill(code);
    await dialog.getByLabel('Marque').fill('Buffet Crampon');
    await dialog.getByLabel('Prix d’achat').fill('douze');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Le prix est un montant positif, par exemple 899,00.').waitFor();
    await dialog.getByLabel('Prix d’achat').fill('1099,00');
    await expectAxeClean(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Instrument ajouté', { exact: true }).waitFor();
    await admin.getByRole('searchbox', { name: 'Rechercher' }).fill(code);
    await admin.getByRole('rowheader', { name: code }).waitFor();
    await admin.getByRole('button', { name: `Modifier — ${code}` }).click();
    const edit = page.getByRole('dialog', { name: `Modifier l’instrument ${code}` });
    await edit.getByLabel('Emplacement').fill('Local 112');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Instrument modifié', { exact: true }).waitFor();
    await admin.getByRole('row').filter({ hasText: code }).getByText('Local 112').waitFor();

    const teacherPage = await journey.sessions.signedIn(demo.teacher, '/teacher/inventaire', phone);
    const teacher = portal(teacherPage, 'teacher');
    await teacher.getByRole('heading', { name: 'Mode prêt rapide' }).waitFor();
    await teacher.getByLabel('Élève', { exact: true }).selectOption({ label: 'Léa Roy' });
    const scanField = teacher.getByLabel('Code de l’instrument');
    await scanField.pressSequentially(code.toLowerCase());
    await scanField.press('Enter');
    await teacherPage.getByText('Prêt enregistré', { exact: true }).waitFor();
    // The confirmation beside the field, and the loan in the school's open loans.
    await teacher.getByText(`${code} — Clarinette`, { exact: false }).waitFor();
    await teacher.getByRole('rowheader', { name: code }).waitFor();
    await teacher.getByRole('row').filter({ hasText: code }).getByText('Léa Roy').waitFor();
    await expect(scanField.inputValue()).resolves.toBe('');
    await expectAxeClean(teacherPage);

    const studentPage = await journey.sessions.signedIn(demo.student, '/student/dashboard', phone);
    const student = portal(studentPage, 'student');
    const loans = student.getByRole('region', { name: 'Mes prêts' });
    const loan = loans.getByRole('listitem').filter({ hasText: code });
    await loan.getByText(/À rendre le \d{4}-06-30/).waitFor();
    await expectAxeClean(studentPage);

    // Back at the end of the year: 'Retour' with its condition and damage; it leaves the student's loans.
    await teacher.getByRole('button', { name: `Retour — ${code}` }).click();
    const giveBack = teacherPage.getByRole('dialog', { name: `Retour de l’instrument ${code}` });
    await giveBack.getByLabel('Dommage').selectOption({ label: 'Usure normale' });
    await giveBack.getByLabel('État').selectOption({ label: 'Usé' });
    await expectAxeClean(teacherPage, '[role="dialog"]');
    await giveBack.getByRole('button', { name: 'Retour' }).click();
    await teacherPage.getByText('Retour enregistré', { exact: true }).waitFor();
    await teacher.getByRole('rowheader', { name: code }).waitFor({ state: 'detached' });
    await studentPage.reload();
    await loans
      .getByText(/À rendre le/)
      .first()
      .waitFor();
    await expect(loan.count()).resolves.toBe(0);

    // The quick mode at return: lent again by scan, then the item scanned alone comes back.
    await scanField.pressSequentially(code);
    await scanField.press('Enter');
    await teacher.getByRole('rowheader', { name: code }).waitFor();
    await teacher.getByLabel('Mode', { exact: true }).selectOption({ label: 'Retour' });
    await teacher.getByLabel('État', { exact: true }).selectOption({ label: 'Bon' });
    await scanField.pressSequentially(code);
    await scanField.press('Enter');
    await teacher.getByRole('rowheader', { name: code }).waitFor({ state: 'detached' });
    await expect(scanField.inputValue()).resolves.toBe('');
  });
});

describe('a score, added to the inventory and deleted', () => {
  it('is added by the admin under ‘Partitions’ and deleted after the confirmation', async () => {
    const title = `Partition ${code}`;
    const page = await journey.sessions.signedIn(demo.admin, '/admin/inventaire', phone);
    const admin = portal(page, 'admin');
    await admin.getByRole('tab', { name: 'Partitions' }).click();
    await admin.getByRole('button', { name: 'Ajouter une partition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une partition' });
    await dialog.getByLabel('Titre').fill(title);
    await dialog.getByLabel('Ensemble').selectOption({ label: 'Harmonie' });
    await dialog.getByLabel('Partie 1', { exact: true }).fill('Flûte 1');
    await dialog.getByLabel('Exemplaires de la partie 1').fill('3');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Partition ajoutée', { exact: true }).waitFor();
    await admin.getByRole('searchbox', { name: 'Rechercher' }).fill(title);
    await admin.getByRole('rowheader', { name: title }).waitFor();
    await expectAxeClean(page);

    await admin.getByRole('button', { name: `Supprimer — ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: `Supprimer la partition « ${title} » ?` });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Partition supprimée', { exact: true }).waitFor();
    await admin.getByRole('rowheader', { name: title }).waitFor({ state: 'detached' });
  });
});

describe('a uniform, added to the inventory and deleted', () => {
  it('is listed among the demo school’s 150 under ‘Uniformes’, added by the admin and deleted after the confirmation', async () => {
    const number = `U-${code}`;
    const page = await journey.sessions.signedIn(demo.admin, '/admin/inventaire', phone);
    const admin = portal(page, 'admin');
    await admin.getByRole('tab', { name: 'Uniformes' }).click();
    await admin.getByRole('rowheader', { name: 'U-001', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Ajouter un uniforme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un uniforme' });
    await dialog.getByLabel('Numéro', { exact: true }).fill('u-001');
    await dialog.getByLabel('Type', { exact: true }).selectOption({ label: 'Veston' });
    await dialog.getByLabel('Taille', { exact: true }).fill('XL');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Le numéro d’uniforme u-001 est déjà utilisé dans cette école.').waitFor();
    await dialog.getByLabel('Numéro', { exact: true }).fill(number);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Uniforme ajouté', { exact: true }).waitFor();
    await admin.getByRole('searchbox', { name: 'Rechercher' }).fill(number);
    await admin.getByRole('rowheader', { name: number }).waitFor();
    await expectAxeClean(page);

    await admin.getByRole('button', { name: `Supprimer — ${number}` }).click();
    const confirm = page.getByRole('dialog', { name: `Supprimer l’uniforme ${number} ?` });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Uniforme supprimé', { exact: true }).waitFor();
    await admin.getByRole('rowheader', { name: number }).waitFor({ state: 'detached' });
  });
});

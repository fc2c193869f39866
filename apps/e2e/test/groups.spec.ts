import { demo, openJourney, portal, Sessions } from '../src/index.js';

let sessions: Sessions;
let closeJourney: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ sessions, close: closeJourney } = await openJourney(
    { permissions: ['clipboard-read', 'clipboard-write'] },
    { shared: true },
  ));
});

afterAll(() => closeJourney?.());

const groupName = `MUS215 — Flûtes ${Date.now().toString(36)}`;
let code = '';

describe('groups, from the teacher’s tab to the student’s panel and the admin’s list', () => {
  it('lets the teacher create a group (a blank name creates nothing), see it in grid and list, and copy its code', async () => {
    const page = await sessions.signedIn(demo.teacher, '/teacher/groupes');
    const teacher = portal(page, 'teacher');
    await teacher.getByRole('heading', { name: 'Mes Groupes', level: 1 }).waitFor();
    // The demo data: groups named with Quebec course codes.
    await teacher.getByRole('heading', { name: 'MUS212 — Harmonie' }).waitFor();

    const creations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/groups'))
        creations.push(request.url());
    });
    await teacher.getByRole('button', { name: 'Nouveau Groupe' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nom du groupe').fill('   ');
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await page.waitForTimeout(300);
    expect(creations).toEqual([]);
    await expect(dialog.isVisible()).resolves.toBe(true);

    await dialog.getByLabel('Nom du groupe').fill(groupName);
    await dialog.getByLabel('Description (facultative)').fill('Atelier de flûtes');
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await page.getByText('Groupe ajouté', { exact: true }).waitFor();
    expect(creations).toHaveLength(1);

    const grid = teacher.getByRole('list', { name: 'Grille' });
    await grid.getByRole('heading', { name: groupName }).waitFor();
    await teacher.getByRole('button', { name: 'Liste', exact: true }).click();
    const table = teacher.getByRole('table', { name: 'Liste' });
    await table.getByRole('rowheader', { name: groupName }).waitFor();

    await table.getByRole('button', { name: `Détails — ${groupName}` }).click();
    const details = page.getByRole('dialog', { name: groupName });
    await details.getByText('Flûte', { exact: true }).waitFor(); // instrument derived from the name
    await details.getByText('Manuel').waitFor();
    code = (await details.getByTestId('connection-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await details.getByRole('button', { name: 'Copier le code' }).click();
    await page.getByText('Code copié', { exact: true }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(code);
    await details.getByRole('button', { name: 'Fermer' }).click();
  });

  it('lets a student without a group refuse a wrong code, then join with the right one and see the group', async () => {
    const page = await sessions.signedIn('eleve7@demo.crescendo.ca', '/student/dashboard');
    const student = portal(page, 'student');
    const info = student.getByRole('complementary', { name: 'Mes Informations' });
    await info.getByText("Vous n'êtes assigné à aucun groupe pour le moment").waitFor();

    await student.getByLabel('Code de connexion').fill('ZZZZZ9');
    await student.getByRole('button', { name: 'Rejoindre' }).click();
    await student
      .getByText('Ce code de connexion ne correspond à aucun groupe. Vérifiez-le auprès de votre enseignant.')
      .waitFor();
    await expect(
      info.getByText("Vous n'êtes assigné à aucun groupe pour le moment").isVisible(),
    ).resolves.toBe(true);

    await student.getByLabel('Code de connexion').fill(code.toLowerCase());
    await student.getByRole('button', { name: 'Rejoindre' }).click();
    await info.getByRole('listitem').filter({ hasText: groupName }).waitFor();
  });

  it('filters the teacher’s screens by the group chosen in the sidebar, across navigation', async () => {
    const page = await sessions.signedIn(demo.teacher, '/teacher/etudiants');
    const teacher = portal(page, 'teacher');
    await teacher.getByRole('rowheader', { name: 'Léa Roy' }).waitFor();
    await teacher.getByRole('rowheader', { name: 'Florence Fortin' }).waitFor();

    await teacher.getByLabel('Groupe', { exact: true }).selectOption({ label: groupName });
    await teacher.getByRole('rowheader', { name: 'Léa Roy' }).waitFor({ state: 'detached' });
    const row = teacher.getByRole('row').filter({ hasText: 'Florence Fortin' });
    await expect(row.innerText()).resolves.toContain('eleve7@demo.crescendo.ca');

    await teacher.getByRole('link', { name: 'Groupes' }).click();
    await teacher.getByRole('heading', { name: 'Groupe Sélectionné', level: 1 }).waitFor();
    await teacher.getByRole('heading', { name: groupName }).waitFor();
    await expect(teacher.getByRole('heading', { name: 'MUS212 — Harmonie' }).count()).resolves.toBe(0);

    await teacher.getByRole('button', { name: 'Retour à la liste des groupes' }).click();
    await teacher.getByRole('heading', { name: 'Mes Groupes', level: 1 }).waitFor();
    await teacher.getByRole('heading', { name: 'MUS212 — Harmonie' }).waitFor();
  });

  it('shows the admin every group of the organisation with its teacher', async () => {
    const page = await sessions.signedIn(demo.admin, '/admin/groupes');
    const admin = portal(page, 'admin');
    const row = admin.getByRole('row').filter({ hasText: groupName });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('Marc Gagnon');
    await admin.getByRole('row').filter({ hasText: 'MUS416 — Jazz' }).waitFor();
  });
});

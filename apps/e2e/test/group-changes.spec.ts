import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { listGroupsRoute, type Group } from '@crescendo/contracts';
import { CookieJar, linkIn, signInWithPassword, signUpWithPassword, tokenOf } from '@crescendo/testing';
import { demo, demoPassword, openJourney, portal, Sessions, type E2ePlatform } from '../src/index.js';

/**
 * The rest of a group's life through the real UI, after its creation (groups.spec.ts): the teacher edits,
 * regenerates the code, archives and deletes; moves and removes a student in 'Élèves'; the admin creates
 * a group for a teacher, reassigns one and archives one. Every group changed here is made here (through
 * the API), and the student is eleve5, whom no other journey file uses, so the demo data stays as it is.
 */
let platform: E2ePlatform;
let sessions: Sessions;
let closeJourney: (() => Promise<void>) | undefined;

const student = { email: 'eleve5@demo.crescendo.ca', name: 'Chloé Morin', demoGroup: 'MUS416 — Jazz' };
const tag = Date.now().toString(36);
const wrongCode =
  'Ce code de connexion ne correspond à aucun groupe. Vérifiez-le auprès de votre enseignant.';

beforeAll(async () => {
  ({
    platform,
    sessions,
    close: closeJourney,
  } = await openJourney({
    permissions: ['clipboard-read', 'clipboard-write'],
  }));
});

afterAll(() => closeJourney?.());

// ——— The API, with real tokens, to prepare what the journeys change ———

const accounts = new Map<string, { password: string; token?: string }>();

async function tokenFor(email: string): Promise<string> {
  const account = accounts.get(email) ?? { password: demoPassword };
  accounts.set(email, account);
  const expiresAt = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000;
  if (!account.token || expiresAt(account.token) - Date.now() < 15_000) {
    const { tokens } = await signInWithPassword({
      base: `${platform.origin}/realms/crescendo`,
      jar: new CookieJar(),
      clientId: 'crescendo-web',
      redirectUri: `${platform.origin}/dashboard`,
      email,
      password: account.password,
    });
    account.token = tokens.access_token;
  }
  return account.token;
}

async function api<T>(email: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${platform.origin}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await tokenFor(email)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const createGroup = (name: string, description?: string) =>
  api<Group>(demo.teacher, 'POST', '/groups', { name, description });

async function groupsOf(email: string): Promise<Group[]> {
  const reply = await api<unknown>(email, 'GET', '/groups?includeArchived=true');
  return listGroupsRoute.reply.parse(reply).groups;
}

/**
 * A second teacher of the demo organisation: invited by the admin, signed up with that e-mail, the address
 * confirmed and the invitation accepted through their mailed links.
 */
async function newTeacher(firstName: string, lastName: string): Promise<{ email: string; label: string }> {
  const email = `prof-${randomUUID()}@ecole.test`;
  const password = 'contrepoint-et-fugue-7';
  await api(demo.admin, 'POST', '/team/invitations', { email, role: 'teacher' });
  const { tokens } = await signUpWithPassword({
    base: `${platform.origin}/realms/crescendo`,
    jar: new CookieJar(),
    clientId: 'crescendo-web',
    redirectUri: `${platform.origin}/dashboard`,
    email,
    password,
    firstName,
    lastName,
  });
  accounts.set(email, { password, token: tokens.access_token });
  const linkTo = async (part: string) =>
    tokenOf(linkIn(await platform.mail.waitFor(email, (mail) => mail.text.includes(part)), part));
  await api(email, 'POST', '/email/confirm', { token: await linkTo('/verify-email') });
  await api(email, 'POST', '/invitations/accept', { token: await linkTo('/invitation') });
  await expect(api(email, 'GET', '/me')).resolves.toMatchObject({
    role: 'teacher',
    organizationId: expect.any(String),
  });
  return { email, label: `${firstName} ${lastName} (${email})` };
}

// ——— The browser ———

const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text }).first();

/** The teacher's groups in the list view, every one of them (past the overview's first nine). */
async function teacherGroupList(page: Page): Promise<Locator> {
  const teacher = portal(page, 'teacher');
  await teacher.getByRole('heading', { name: 'Mes Groupes', level: 1 }).waitFor();
  await teacher.getByRole('button', { name: 'Liste', exact: true }).click();
  const table = teacher.getByRole('table', { name: 'Liste' });
  await table.waitFor();
  const viewAll = teacher.getByRole('button', { name: 'Voir tous les groupes' });
  if ((await viewAll.count()) > 0) await viewAll.click();
  await table.getByRole('rowheader', { name: student.demoGroup }).waitFor();
  return table;
}

async function openDetails(page: Page, list: Locator, name: string): Promise<Locator> {
  await list.getByRole('button', { name: `Détails — ${name}`, exact: true }).click();
  const details = page.getByRole('dialog', { name });
  await details.waitFor();
  return details;
}

describe('a group’s life in the teacher’s tab', () => {
  it('renames and describes a group: “Groupe mis à jour”, the new name shown, kept after a reload', async () => {
    const before = `MUS512 — Chorale ${tag}`;
    const after = `MUS512 — Chœur mixte ${tag}`;
    await createGroup(before, 'Chorale du midi');

    const page = await sessions.signedInAgain(demo.teacher, '/teacher/groupes');
    let list = await teacherGroupList(page);
    const details = await openDetails(page, list, before);
    await details.getByText('Chorale du midi').waitFor();
    await details.getByRole('button', { name: 'Modifier' }).click();

    const form = page.getByRole('dialog', { name: 'Modifier le groupe' });
    await expect(form.getByLabel('Nom du groupe').inputValue()).resolves.toBe(before);
    await form.getByLabel('Nom du groupe').fill(after);
    await form.getByLabel('Description (facultative)').fill('Chœur mixte, répétitions le jeudi');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, 'Groupe mis à jour').waitFor();
    await list.getByRole('rowheader', { name: after }).waitFor();
    await list.getByRole('rowheader', { name: before }).waitFor({ state: 'detached' });

    await page.reload();
    list = await teacherGroupList(page);
    await expect(list.getByRole('rowheader', { name: before }).count()).resolves.toBe(0);
    const reread = await openDetails(page, list, after);
    await reread.getByText('Chœur mixte, répétitions le jeudi').waitFor();
  });

  it('regenerates the code: a toast and the details give the new one; the old one no longer lets a student in, the new one does', async () => {
    const name = `MUS513 — Percussions ${tag}`;
    const oldCode = (await createGroup(name)).connectionCode!;

    const page = await sessions.signedInAgain(demo.teacher, '/teacher/groupes');
    const list = await teacherGroupList(page);
    const details = await openDetails(page, list, name);
    const shownCode = details.getByTestId('connection-code');
    await expect(shownCode.innerText()).resolves.toBe(oldCode);
    await details.getByRole('button', { name: 'Régénérer le code' }).click();

    const regenerated = toast(page, /^Nouveau code de connexion : [A-Z0-9]{6}/);
    await regenerated.waitFor();
    const newCode = /: ([A-Z0-9]{6})/.exec(await regenerated.innerText())![1]!;
    expect(newCode).not.toBe(oldCode);
    await shownCode.filter({ hasText: newCode }).waitFor();
    await details.getByRole('button', { name: 'Fermer' }).click();
    await list.getByRole('row').filter({ hasText: name }).filter({ hasText: newCode }).waitFor();

    const studentPage = await sessions.signedInAgain(student.email, '/student/dashboard');
    const dashboard = portal(studentPage, 'student');
    const info = dashboard.getByRole('complementary', { name: 'Mes Informations' });
    await info.getByRole('listitem').filter({ hasText: student.demoGroup }).waitFor();

    await dashboard.getByLabel('Code de connexion').fill(oldCode);
    await dashboard.getByRole('button', { name: 'Rejoindre' }).click();
    await dashboard.getByText(wrongCode).waitFor();
    await expect(info.getByRole('listitem').filter({ hasText: name }).count()).resolves.toBe(0);

    await dashboard.getByLabel('Code de connexion').fill(newCode);
    await dashboard.getByRole('button', { name: 'Rejoindre' }).click();
    await toast(studentPage, `Vous avez rejoint le groupe ${name}.`).waitFor();
    await info.getByRole('listitem').filter({ hasText: name }).waitFor();
    await dashboard.getByText(wrongCode).waitFor({ state: 'detached' });
  });

  it('archives a group after confirmation: it leaves the list, archived rather than erased', async () => {
    const name = `MUS514 — Archives ${tag}`;
    const { id } = await createGroup(name);

    const page = await sessions.signedInAgain(demo.teacher, '/teacher/groupes');
    let list = await teacherGroupList(page);
    const details = await openDetails(page, list, name);
    await details.getByRole('button', { name: 'Archiver' }).click();
    const confirm = page.getByRole('dialog', { name: 'Archiver le groupe ?' });
    await confirm
      .getByText('Le groupe disparaît de la liste et son code de connexion cesse de fonctionner.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Archiver' }).click();
    await toast(page, 'Groupe mis à jour').waitFor();
    await list.getByRole('rowheader', { name }).waitFor({ state: 'detached' });

    await page.reload();
    list = await teacherGroupList(page);
    await expect(list.getByRole('rowheader', { name }).count()).resolves.toBe(0);
    expect((await groupsOf(demo.teacher)).find((group) => group.id === id)).toMatchObject({
      archived: true,
    });
  });

  it('deletes a group only once the confirmation is confirmed: “Groupe supprimé”, gone after a reload', async () => {
    const name = `MUS515 — Suppression ${tag}`;
    const { id } = await createGroup(name);

    const page = await sessions.signedInAgain(demo.teacher, '/teacher/groupes');
    const deletions: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().includes('/api/v1/groups/'))
        deletions.push(request.url());
    });
    let list = await teacherGroupList(page);
    const confirm = page.getByRole('dialog', { name: 'Supprimer le groupe ?' });

    await (await openDetails(page, list, name)).getByRole('button', { name: 'Supprimer' }).click();
    await confirm
      .getByText('Le groupe et la liste de ses élèves seront supprimés. Cette action est irréversible.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await confirm.waitFor({ state: 'detached' });
    await list.getByRole('rowheader', { name }).waitFor();
    expect(deletions).toEqual([]);

    await (await openDetails(page, list, name)).getByRole('button', { name: 'Supprimer' }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await toast(page, 'Groupe supprimé').waitFor();
    await list.getByRole('rowheader', { name }).waitFor({ state: 'detached' });
    expect(deletions).toHaveLength(1);

    await page.reload();
    list = await teacherGroupList(page);
    await expect(list.getByRole('rowheader', { name }).count()).resolves.toBe(0);
    expect((await groupsOf(demo.teacher)).some((group) => group.id === id)).toBe(false);
  });
});

describe('the teacher’s “Élèves”', () => {
  it('moves a student to another of the teacher’s groups, then removes them from it; the table says so after a reload', async () => {
    const from = `MUS516 — Départ ${tag}`;
    const to = `MUS517 — Arrivée ${tag}`;
    const { connectionCode } = await createGroup(from);
    await createGroup(to);
    await api(student.email, 'POST', '/groups/join', { code: connectionCode });

    const page = await sessions.signedInAgain(demo.teacher, '/teacher/etudiants');
    const teacher = portal(page, 'teacher');
    await teacher.getByRole('heading', { name: 'Élèves', level: 1 }).waitFor();
    const row = teacher.getByRole('row').filter({ has: page.getByRole('rowheader', { name: student.name }) });
    await row.filter({ hasText: from }).waitFor();
    await expect(row.innerText()).resolves.not.toContain(to);

    await row.getByRole('button', { name: `Déplacer — ${student.name}` }).click();
    const move = page.getByRole('dialog', { name: `Déplacer ${student.name}` });
    await move.getByLabel('Groupe', { exact: true }).selectOption({ label: from });
    await move.getByLabel('Vers le groupe').selectOption({ label: to });
    await move.getByRole('button', { name: 'Déplacer' }).click();
    await toast(page, 'Élève déplacé').waitFor();
    await row.filter({ hasText: to }).waitFor();
    await row.filter({ hasText: from }).waitFor({ state: 'detached' });

    await page.reload();
    await row.filter({ hasText: to }).waitFor();
    await expect(row.innerText()).resolves.not.toContain(from);
    await expect(row.innerText()).resolves.toContain(student.demoGroup);

    await row.getByRole('button', { name: `Retirer — ${student.name}` }).click();
    const remove = page.getByRole('dialog', { name: `Retirer ${student.name} du groupe ?` });
    await remove.getByLabel('Groupe', { exact: true }).selectOption({ label: to });
    await remove.getByRole('button', { name: 'Retirer' }).click();
    await toast(page, 'Élève retiré du groupe').waitFor();
    await row.filter({ hasText: to }).waitFor({ state: 'detached' });

    await page.reload();
    await row.filter({ hasText: student.demoGroup }).waitFor();
    await expect(row.innerText()).resolves.not.toContain(to);
    await expect(row.innerText()).resolves.not.toContain(from);
  });
});

describe('the admin’s “Groupes”', () => {
  it('offers the special administrator, who has no group of their own, “Créer Groupes Admin”: the three sample groups', async () => {
    const page = await sessions.signedInAgain(demo.admin, '/admin/groupes');
    const admin = portal(page, 'admin');
    const table = admin.getByRole('table', { name: 'Groupes de votre organisation' });
    await table.waitFor();
    await admin.getByRole('button', { name: 'Créer Groupes Admin' }).click();
    await toast(page, "Groupes d'exemple créés").waitFor();
    for (const [name, code] of [
      ['Musique générale', 'ADMIN01'],
      ['Orchestre', 'ADMIN02'],
      ['Chorale', 'ADMIN03'],
    ]) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      await row.filter({ hasText: code }).waitFor();
    }
    // They are the administrator's own now: the button is gone, after a reload too.
    await admin.getByRole('button', { name: 'Créer Groupes Admin' }).waitFor({ state: 'detached' });
    await page.reload();
    await table.waitFor();
    await expect(admin.getByRole('button', { name: 'Créer Groupes Admin' }).count()).resolves.toBe(0);
  });

  it('manages any group as its teacher would: details with the teacher and the code, copy, edit, regenerate, delete; grid and list', async () => {
    const name = `MUS520 — Cuivres ${tag}`;
    const renamed = `MUS520 — Cuivres et vents ${tag}`;
    const { id, connectionCode: oldCode } = await createGroup(name);

    const page = await sessions.signedInAgain(demo.admin, '/admin/groupes');
    const admin = portal(page, 'admin');
    const table = admin.getByRole('table', { name: 'Groupes de votre organisation' });
    await table.getByRole('rowheader', { name, exact: true }).waitFor();

    await table.getByRole('button', { name: `Détails — ${name}`, exact: true }).click();
    let details = page.getByRole('dialog', { name });
    await details.getByText('Marc Gagnon').waitFor();
    await expect(details.getByTestId('connection-code').innerText()).resolves.toBe(oldCode);
    await details.getByRole('button', { name: 'Copier le code' }).click();
    await toast(page, 'Code copié').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(oldCode);

    await details.getByRole('button', { name: 'Régénérer le code' }).click();
    const regenerated = toast(page, /^Nouveau code de connexion : [A-Z0-9]{6}/);
    await regenerated.waitFor();
    const newCode = /: ([A-Z0-9]{6})/.exec(await regenerated.innerText())![1]!;
    expect(newCode).not.toBe(oldCode);
    await details.getByTestId('connection-code').filter({ hasText: newCode }).waitFor();

    await details.getByRole('button', { name: 'Modifier' }).click();
    const form = page.getByRole('dialog', { name: 'Modifier le groupe' });
    await form.getByLabel('Nom du groupe').fill(renamed);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, 'Groupe mis à jour').waitFor();
    await table.getByRole('rowheader', { name: renamed, exact: true }).waitFor();
    expect((await groupsOf(demo.teacher)).find((group) => group.id === id)).toMatchObject({
      name: renamed,
      connectionCode: newCode,
    });

    // The same groups as cards.
    await admin.getByRole('button', { name: 'Grille', exact: true }).click();
    const grid = admin.getByRole('list', { name: 'Groupes de votre organisation' });
    await grid
      .getByRole('listitem')
      .filter({ hasText: renamed })
      .filter({ hasText: 'Marc Gagnon' })
      .waitFor();
    await grid.getByRole('button', { name: `Détails — ${renamed}`, exact: true }).click();
    details = page.getByRole('dialog', { name: renamed });
    await details.getByRole('button', { name: 'Supprimer' }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer le groupe ?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await toast(page, 'Groupe supprimé').waitFor();
    await grid.getByRole('listitem').filter({ hasText: renamed }).waitFor({ state: 'detached' });
    expect((await groupsOf(demo.teacher)).some((group) => group.id === id)).toBe(false);
  });

  it('creates a group for a teacher, reassigns a group’s teacher and archives a group; each holds after a reload', async () => {
    const second = await newTeacher('Hélène', 'Dufour');
    const created = `MUS518 — Ensemble ${tag}`;
    const reassigned = `MUS519 — Relève ${tag}`;
    const { id: reassignedId } = await createGroup(reassigned);

    const page = await sessions.signedInAgain(demo.admin, '/admin/groupes');
    const admin = portal(page, 'admin');
    const table = admin.getByRole('table', { name: 'Groupes de votre organisation' });
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await row(reassigned).waitFor();

    // A group for the second teacher.
    await admin.getByRole('button', { name: 'Nouveau Groupe' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau Groupe' });
    await form.getByLabel('Nom du groupe').fill(created);
    await form.getByLabel('Description (facultative)').fill('Ensemble de la relève');
    await form.getByLabel('Enseignant du groupe').selectOption({ label: second.label });
    await form.getByRole('button', { name: 'Créer' }).click();
    await toast(page, 'Groupe ajouté').waitFor();
    await row(created).filter({ hasText: 'Hélène Dufour' }).waitFor();
    await page.reload();
    await row(created).filter({ hasText: 'Hélène Dufour' }).waitFor();

    // The demo teacher's group goes to the second teacher.
    await expect(row(reassigned).innerText()).resolves.toContain('Marc Gagnon');
    await row(reassigned)
      .getByRole('button', { name: `Changer d'enseignant — ${reassigned}` })
      .click();
    const reassign = page.getByRole('dialog', { name: `Changer d'enseignant — ${reassigned}` });
    await reassign.getByLabel('Enseignant du groupe').selectOption({ label: second.label });
    await reassign.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, 'Groupe mis à jour').waitFor();
    await row(reassigned).filter({ hasText: 'Hélène Dufour' }).waitFor();
    await page.reload();
    await row(reassigned).filter({ hasText: 'Hélène Dufour' }).waitFor();
    await expect(row(reassigned).innerText()).resolves.not.toContain('Marc Gagnon');
    expect((await groupsOf(second.email)).map((group) => group.id)).toContain(reassignedId);
    expect((await groupsOf(demo.teacher)).map((group) => group.id)).not.toContain(reassignedId);

    // The new group is archived: it leaves the organisation's list.
    await row(created)
      .getByRole('button', { name: `Archiver — ${created}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Archiver le groupe ?' });
    await confirm.getByRole('button', { name: 'Archiver' }).click();
    await toast(page, 'Groupe mis à jour').waitFor();
    await row(created).waitFor({ state: 'detached' });
    await page.reload();
    await row(reassigned).waitFor();
    await expect(row(created).count()).resolves.toBe(0);
    expect((await groupsOf(second.email)).find((group) => group.name === created)).toMatchObject({
      archived: true,
    });
  });
});

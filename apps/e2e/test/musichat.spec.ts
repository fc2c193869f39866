import type { Locator, Page } from 'playwright-core';
import {
  createAnnouncementRoute,
  listGroupsRoute,
  removeGroupMemberRoute,
  sendMessageRoute,
  type Group,
} from '@crescendo/contracts';
import { demoAccountId } from '@crescendo/domain/demo';
import { eventually } from '@crescendo/testing';
import {
  axeViolations,
  demo,
  fillSignIn,
  JourneyApi,
  openJourney,
  overflowPast,
  portal,
  type Journey,
} from '../src/index.js';

// Musichat against the whole platform and its demo chats: the teacher and a student in two browsers, the
// live channel between them (the gateway's /api/v1/live), the badge, announcements, notes, deletions, a
// student removed while their chat is open, and a dropped network.
let journey: Journey;
let api: JourneyApi;
let harmonie: Group;

beforeAll(async () => {
  journey = await openJourney();
  api = new JourneyApi(journey.platform.origin);
  const { groups } = await api.call(demo.teacher, listGroupsRoute);
  harmonie = groups.find((group) => group.name === 'MUS212 — Harmonie')!;
});
afterAll(() => journey?.close());

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const chatLog = (root: Locator) => root.getByRole('log', { name: 'Messages du chat' });
const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** The teacher's Musichat with a group chosen in the page's picker (the sidebar's follows). */
async function teacherChat(page: Page, groupId = harmonie.id) {
  const teacher = portal(page, 'teacher');
  const picker = teacher.locator('.ch-pickers').getByLabel('Groupe', { exact: true });
  await picker.waitFor();
  await picker.selectOption(groupId);
  await chatLog(teacher).waitFor();
  return teacher;
}

async function studentChat(page: Page) {
  const student = portal(page, 'student');
  await chatLog(student).waitFor();
  return student;
}

async function send(root: Locator, text: string) {
  await root.getByLabel('Votre message').fill(text);
  await root.getByRole('button', { name: 'Envoyer' }).click();
  await root.page().getByText('Message envoyé', { exact: true }).first().waitFor();
}

async function badge(page: Page): Promise<number> {
  const found = page.locator('[data-testid="unread-badge"]');
  return (await found.count()) === 0 ? 0 : Number(await found.textContent());
}

describe('Musichat', () => {
  it('lets the teacher and a student chat live, text as text, and the badge counts and clears', async () => {
    const teacherPage = await journey.sessions.signedInAgain(demo.teacher, '/teacher/etudiants');
    // The demo's students wrote after the teacher last read: the sidebar counts them.
    await teacherPage.locator('[data-testid="unread-badge"]').waitFor();
    const before = await badge(teacherPage);
    expect(before).toBeGreaterThan(0);

    const studentPage = await journey.sessions.signedInAgain(demo.student, '/student/dashboard?tab=chat');
    const student = await studentChat(studentPage);
    await chatLog(student).getByText('Est-ce qu’on apporte nos pupitres ?').waitFor();
    // An empty message is not sent.
    await student.getByLabel('Votre message').fill('   ');
    await expect(student.getByRole('button', { name: 'Envoyer' }).isDisabled()).resolves.toBe(true);

    const first = unique('<b>Bonjour</b> la classe');
    await send(student, first);
    // The teacher, on another page, sees the badge move without a reload.
    await eventually(
      () => badge(teacherPage),
      (n) => n === before + 1,
    );

    await teacherPage.getByRole('link', { name: /Musichat/ }).click();
    const teacher = await teacherChat(teacherPage);
    // Shown as text, not as HTML.
    await chatLog(teacher).getByText(first, { exact: true }).waitFor();
    await expect(chatLog(teacher).locator('b').count()).resolves.toBe(0);
    // Opening the chat marks it read: the group's unread messages leave the badge.
    await eventually(
      () => badge(teacherPage),
      (n) => n < before + 1,
    );

    const reply = unique('Oui, apportez vos pupitres');
    await send(teacher, reply);
    await chatLog(student).getByText(reply, { exact: true }).waitFor();
    const fromStudent = unique('Merci !');
    await send(student, fromStudent);
    await chatLog(teacher).getByText(fromStudent, { exact: true }).waitFor();
    // The chat is open on the teacher's side: what arrives is read at once, the badge does not grow.
    const open = await badge(teacherPage);
    await eventually(
      () => badge(teacherPage),
      (n) => n <= open,
    );
    await expect(axeViolations(teacherPage)).resolves.toEqual([]);
    await expect(axeViolations(studentPage)).resolves.toEqual([]);
  });

  it('shows the student an announcement and a course note as soon as the teacher adds them', async () => {
    const teacherPage = await journey.sessions.signedInAgain(demo.teacher, '/teacher/messages');
    const teacher = await teacherChat(teacherPage);
    const studentPage = await journey.sessions.signedInAgain(demo.student, '/student/dashboard?tab=chat');
    const student = await studentChat(studentPage);

    const title = unique('Répétition déplacée');
    await teacher.getByLabel('Titre de l’annonce').fill(title);
    await teacher
      .getByLabel('Texte de l’annonce')
      .fill('La répétition de jeudi passe à vendredi, même heure.');
    await teacher.getByRole('button', { name: 'Publier' }).click();
    await teacherPage.getByText('Annonce ajoutée', { exact: true }).waitFor();
    await student.getByRole('region', { name: 'Annonces' }).getByText(title).waitFor();

    const note = unique('Gamme de fa');
    await teacher.getByLabel('Titre de la note').fill(note);
    await teacher.getByLabel('Contenu de la note').fill('Deux octaves, legato.');
    await teacher.getByRole('button', { name: 'Enregistrer' }).click();
    await teacherPage.getByText('Note de cours ajoutée', { exact: true }).waitFor();
    await student.getByRole('region', { name: 'Notes de cours' }).getByText(note).waitFor();

    // And on the student's dashboard.
    await studentPage.goto(`${journey.platform.origin}/student/dashboard`);
    await portal(studentPage, 'student').getByText(title).waitFor();
  });

  it('shows a group’s announcements a page at a time, the older ones with « Charger plus » (issue 34)', async () => {
    // 21 more than the page's 20: the first of them is on the second page.
    const first = unique('Annonce la plus ancienne');
    for (const [index, title] of [
      first,
      ...Array.from({ length: 20 }, (_, i) => unique(`Annonce ${i}`)),
    ].entries())
      await api.call(demo.teacher, createAnnouncementRoute, {
        body: { groupId: harmonie.id, title, content: `Annonce numéro ${index + 1}` },
      });
    const teacherPage = await journey.sessions.signedInAgain(demo.teacher, '/teacher/messages');
    const announcements = (await teacherChat(teacherPage)).getByRole('region', { name: 'Annonces' });
    const more = announcements.getByRole('button', { name: 'Charger plus' });
    await more.waitFor();
    expect(await announcements.getByText(first, { exact: true }).count()).toBe(0);
    await more.click();
    await announcements.getByText(first, { exact: true }).waitFor();
  });

  it('removes a deleted message for both, as "Message supprimé par un enseignant"', async () => {
    const studentPage = await journey.sessions.signedInAgain(demo.student, '/student/dashboard?tab=chat');
    const student = await studentChat(studentPage);
    const teacherPage = await journey.sessions.signedInAgain(demo.teacher, '/teacher/messages');
    const teacher = await teacherChat(teacherPage);
    const text = unique('Message hors sujet');
    await send(student, text);
    await chatLog(teacher).getByText(text, { exact: true }).waitFor();

    await teacher
      .getByRole('button', { name: new RegExp(`^Supprimer le message de Léa Roy`) })
      .last()
      .click();
    const dialog = teacherPage.getByRole('dialog', { name: 'Supprimer ce message ?' });
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    for (const side of [teacher, student]) {
      await chatLog(side).getByText(text, { exact: true }).waitFor({ state: 'detached' });
      await chatLog(side).getByText('Message supprimé par un enseignant').first().waitFor();
    }
  });

  it('shows what was missed while the network was down, once, after it comes back', async () => {
    const studentPage = await journey.sessions.newPage();
    let offline = false;
    const live: Array<{ close: () => Promise<void> }> = [];
    await studentPage.routeWebSocket(/\/api\/v1\/live$/, (socket) => {
      if (offline) return void socket.close({ code: 4000, reason: 'offline' });
      const server = socket.connectToServer();
      live.push({
        close: async () => {
          await server.close();
          await socket.close({ code: 4000, reason: 'offline' });
        },
      });
    });
    await studentPage.goto(`${journey.platform.origin}/student/dashboard?tab=chat`);
    await fillSignIn(studentPage, demo.student);
    const student = await studentChat(studentPage);
    const seen = unique('Avant la coupure');
    await api.call(demo.teacher, sendMessageRoute, { body: { groupId: harmonie.id, content: seen } });
    await chatLog(student).getByText(seen, { exact: true }).waitFor();

    // The socket drops and cannot come back (the page's HTTP stays up, so nothing but the live channel's
    // resumption can bring the missed messages: no query is read again on reconnection).
    offline = true;
    for (const socket of live.splice(0)) await socket.close();
    const missed = [unique('Pendant la coupure 1'), unique('Pendant la coupure 2')];
    for (const content of missed) {
      await api.call(demo.teacher, sendMessageRoute, { body: { groupId: harmonie.id, content } });
    }
    offline = false;
    for (const content of missed) await chatLog(student).getByText(content, { exact: true }).waitFor();
    for (const content of [seen, ...missed]) {
      await expect(chatLog(student).getByText(content, { exact: true }).count()).resolves.toBe(1);
    }
  });

  it('stops a removed student’s open chat at once', async () => {
    const email = 'eleve3@demo.crescendo.ca';
    const studentPage = await journey.sessions.signedInAgain(email, '/student/dashboard?tab=chat');
    const student = await studentChat(studentPage);
    await api.call(demo.teacher, removeGroupMemberRoute, {
      params: { groupId: harmonie.id, studentId: demoAccountId(email) },
    });
    await student.getByText('Vous n’avez plus accès à ce groupe.').waitFor();
    const after = unique('Après le retrait');
    await api.call(demo.teacher, sendMessageRoute, { body: { groupId: harmonie.id, content: after } });
    // The teacher's own page shows it; the removed student's never does.
    const teacherPage = await journey.sessions.signedInAgain(demo.teacher, '/teacher/messages');
    await chatLog(await teacherChat(teacherPage))
      .getByText(after, { exact: true })
      .waitFor();
    await expect(student.getByText(after).count()).resolves.toBe(0);
  });

  // One screen per test: each signs in on its own, and a slow machine's time goes to one screen at a time.
  const fitsThePhone = async (page: Page) => {
    await expect(overflowPast(page)).resolves.toBeLessThanOrEqual(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
  };

  it('fits the teacher’s Musichat in 390 px, axe clean', async () => {
    const teacherPage = await journey.sessions.signedInAgain(demo.teacher, '/teacher/messages', phone);
    await teacherChat(teacherPage);
    await fitsThePhone(teacherPage);
  });

  it('fits the student’s chat tab in 390 px, axe clean', async () => {
    const studentPage = await journey.sessions.signedInAgain(
      demo.student,
      '/student/dashboard?tab=chat',
      phone,
    );
    await studentChat(studentPage);
    await fitsThePhone(studentPage);
  });

  it('fits the admin’s Messages with its deletion log in 390 px, axe clean', async () => {
    const adminPage = await journey.sessions.signedInAgain(demo.admin, '/admin/messages', phone);
    const admin = portal(adminPage, 'admin');
    await admin.locator('.ch-pickers').getByLabel('Groupe', { exact: true }).selectOption({ index: 1 });
    await chatLog(admin).waitFor();
    await admin.getByRole('heading', { name: 'Journal des suppressions' }).waitFor();
    await fitsThePhone(adminPage);
  });
});

import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import {
  archivePartBytes,
  downloadReportCardBatch,
  downloadReportCardBatchPart,
  exportReportCardsCsv,
  getReportCardBatch,
  publishReportCard,
  saveReportCard,
  setTerms,
  startReportCardBatch,
  type Actor,
  type ReportCardBatch,
  type RequestContract,
} from '@crescendo/contracts';
import type { z } from 'zod';
import { eventually, newTenant } from '@crescendo/testing';
import { pdfText } from '@crescendo/testing/pdf';
import { seedIdentityPeople } from './identity-people.js';
import { startReports, type ReportsHarness } from './reports-harness.js';
import { termAroundToday } from './school-year-term.js';

// Issue 29 §3 and §5 over NATS, on PostgreSQL and Redis (BullMQ), with the real identity (the names), groups
// (who teaches) and homework (the drafts' work): 'Générer tous les bulletins' renders every card of a group or of
// the school into one zip on the service's volume, its progress read while it runs, the zip downloaded in parts
// by whoever asked for it, then removed when its time is over; the group's CSV for the student information
// system.
const keptMs = 12_000;
const dir = mkdtempSync(join(tmpdir(), 'crescendo-report-card-batches-'));
let h: ReportsHarness;
beforeAll(async () => {
  h = await startReports({ batchKeptMs: keptMs, env: { REPORTS_BATCHES_DIR: dir } });
}, 180_000);
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

const marks = { create: 70, perform: 85, appreciate: null };

/** The refusal's error (the call must fail). */
async function fails<C extends RequestContract<z.ZodType, z.ZodType>>(
  contract: C,
  payload: z.input<C['payload']>,
  actor: Actor | null,
) {
  const reply = await h.send(contract, payload, actor);
  if (reply.ok) throw new Error(`${contract.subject} answered ${JSON.stringify(reply.data)}`);
  return reply.error;
}

async function school() {
  const t = newTenant();
  const { schoolYear, term } = termAroundToday();
  const [set] = (await h.ok(setTerms, { schoolYear, terms: [term] }, t.admin)).terms;
  await seedIdentityPeople(h.db, t.organizationId, [
    { actor: t.admin, firstName: 'Amélie', lastName: 'Directrice' },
    { actor: t.teacher, firstName: 'Paul', lastName: 'Prof' },
    { actor: t.otherTeacher, firstName: 'Rose', lastName: 'Collègue' },
    { actor: t.student, firstName: 'Léa', lastName: 'Roy', instrument: 'Flûte' },
    { actor: t.otherStudent, firstName: 'Zoé', lastName: 'Côté', instrument: 'Trompette' },
  ]);
  const group = await h.groupWith(t.teacher, [t.student, t.otherStudent]);
  return { t, term: set!, group };
}

/** Polls the job's progress until it is over, keeping every figure seen on the way. */
async function finished(batchId: string, actor: Actor) {
  const seen: ReportCardBatch[] = [];
  const batch = await eventually(
    async () => {
      const now = await h.ok(getReportCardBatch, { batchId }, actor);
      seen.push(now);
      return now;
    },
    (now) => now.status === 'ready' || now.status === 'failed',
    60_000,
  );
  return { batch, seen };
}

/** The whole zip as the gateway streams it: the first part, then each next one by the download's key. */
async function downloadAll(batchId: string, actor: Actor) {
  const first = await h.ok(downloadReportCardBatch, { batchId }, actor);
  const parts = [Buffer.from(first.body, 'base64')];
  let next = first.more?.next ?? null;
  while (next !== null) {
    const part = await h.ok(downloadReportCardBatchPart, { key: first.more!.key, offset: next }, null);
    parts.push(Buffer.from(part.body, 'base64'));
    next = part.next;
  }
  const zip = Buffer.concat(parts);
  expect(zip.length).toBe(first.size);
  return { first, zip, parts: parts.length };
}

/** Cards written straight into the table (as many as a school's), to render more than one part's worth. */
async function manyCards(organizationId: string, termId: string, groupId: string, count: number) {
  for (let n = 0; n < count; n += 1)
    await h.db.query(
      `INSERT INTO report_cards (id, organization_id, term_id, group_id, student_id, group_name, mark_create,
         mark_perform, mark_appreciate, comment, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'MUS416 — Orchestre', 60, 75, 90, $6, now(), now())`,
      [randomUUID(), organizationId, termId, groupId, randomUUID(), `Commentaire ${n}`],
    );
}

describe('report cards of a group in one job (Générer tous les bulletins)', () => {
  it('renders every card of the group, drafts and published, into a zip read with its progress, one PDF a student', async () => {
    const { t, term, group } = await school();
    const lea = await h.ok(
      saveReportCard,
      {
        termId: term.id,
        groupId: group.id,
        studentId: t.student.userId,
        marks,
        comment: 'Belle progression.',
      },
      t.teacher,
    );
    await h.ok(publishReportCard, { reportCardId: lea.id }, t.teacher);
    await h.ok(
      saveReportCard,
      {
        termId: term.id,
        groupId: group.id,
        studentId: t.otherStudent.userId,
        marks,
        comment: 'À poursuivre.',
      },
      t.teacher,
    );

    const started = await h.ok(
      startReportCardBatch,
      { termId: term.id, groupId: group.id, language: 'fr' },
      t.teacher,
    );
    expect(started).toMatchObject({ status: 'queued', done: 0, total: 2, groupId: group.id, size: null });
    expect(started.fileName).toMatch(/^bulletins-mus212-harmonie-.*-etape-1\.zip$/);
    const { batch, seen } = await finished(started.id, t.teacher);
    expect(batch).toMatchObject({ status: 'ready', done: 2, total: 2 });
    expect(new Date(batch.expiresAt!).getTime()).toBeGreaterThan(Date.now());
    // The progress only goes up.
    const dones = seen.map((one) => one.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));

    const { zip, parts } = await downloadAll(batch.id, t.teacher);
    expect(parts).toBe(1);
    const entries = unzipSync(new Uint8Array(zip));
    const names = Object.keys(entries).sort();
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.startsWith('mus212-harmonie-'))).toBe(true);
    const leaEntry = names.find((name) => name.endsWith('/bulletin-lea-roy.pdf'))!;
    const zoeEntry = names.find((name) => name.endsWith('/bulletin-zoe-cote.pdf'))!;
    const leaText = pdfText(Buffer.from(entries[leaEntry]!)).join('\n');
    expect(leaText).toContain('Élève : Léa Roy');
    expect(leaText).toContain('Belle progression.');
    expect(leaText).toContain('Bulletin publié');
    const zoeText = pdfText(Buffer.from(entries[zoeEntry]!)).join('\n');
    expect(zoeText).toContain('Élève : Zoé Côté');
    expect(zoeText).toContain('Brouillon (non publié)');
    // On the reports' volume, under the school's folder.
    expect(readdirSync(join(dir, t.organizationId))).toEqual([`${batch.id}.zip`]);
  });

  it('renders a whole school’s cards for its admin, streamed in parts larger than one message, then removes the zip when its time is over', async () => {
    const { t, term, group } = await school();
    const other = await h.groupWith(t.otherTeacher, []);
    await manyCards(t.organizationId, term.id, group.id, 45);
    await manyCards(t.organizationId, term.id, other.id, 45);
    const started = await h.ok(startReportCardBatch, { termId: term.id, language: 'en' }, t.admin);
    expect(started).toMatchObject({ total: 90, groupId: null });
    expect(started.fileName).toMatch(/^report-cards-school-.*\.zip$/);
    const { batch } = await finished(started.id, t.admin);
    expect(batch).toMatchObject({ status: 'ready', done: 90 });
    expect(batch.size!).toBeGreaterThan(archivePartBytes);

    const { zip, parts } = await downloadAll(batch.id, t.admin);
    expect(parts).toBeGreaterThan(1);
    const entries = unzipSync(new Uint8Array(zip));
    expect(Object.keys(entries)).toHaveLength(90);
    const [one] = Object.values(entries);
    expect(pdfText(Buffer.from(one!)).join('\n')).toContain('Report card');

    // Its time over, the zip goes from the volume and is no longer given.
    await eventually(
      () => h.ok(getReportCardBatch, { batchId: batch.id }, t.admin),
      (now) => now.status === 'expired',
      keptMs + 20_000,
    );
    expect(existsSync(join(dir, t.organizationId, `${batch.id}.zip`))).toBe(false);
    expect(await fails(downloadReportCardBatch, { batchId: batch.id }, t.admin)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Ce fichier de bulletins n’est plus disponible : générez-le de nouveau.',
    });
  }, 90_000);

  it('refuses a student, a teacher of another group and a teacher asking for the whole school; the zip is its asker’s alone', async () => {
    const { t, term, group } = await school();
    await h.ok(
      saveReportCard,
      { termId: term.id, groupId: group.id, studentId: t.student.userId, marks, comment: '' },
      t.teacher,
    );
    const input = { termId: term.id, groupId: group.id, language: 'fr' as const };
    expect((await fails(startReportCardBatch, input, t.student)).code).toBe('FORBIDDEN');
    // Groups tells another group's teacher the group does not exist.
    expect((await fails(startReportCardBatch, input, t.otherTeacher)).code).toBe('NOT_FOUND');
    expect(await fails(startReportCardBatch, { termId: term.id, language: 'fr' }, t.teacher)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Seul un administrateur de l’école génère les bulletins de toute l’école.',
    });
    const away = newTenant();
    expect((await fails(startReportCardBatch, input, away.admin)).code).toBe('NOT_FOUND');

    const started = await h.ok(startReportCardBatch, input, t.teacher);
    await finished(started.id, t.teacher);
    for (const stranger of [t.otherTeacher, t.admin, away.admin])
      expect((await fails(downloadReportCardBatch, { batchId: started.id }, stranger)).code).toBe(
        'NOT_FOUND',
      );
    expect((await fails(getReportCardBatch, { batchId: started.id }, t.otherTeacher)).code).toBe('NOT_FOUND');
    // A key nobody was given reads nothing.
    expect((await fails(downloadReportCardBatchPart, { key: 'A'.repeat(43), offset: 1 }, null)).code).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses a term without any card', async () => {
    const { t, term, group } = await school();
    expect(
      await fails(startReportCardBatch, { termId: term.id, groupId: group.id, language: 'fr' }, t.teacher),
    ).toMatchObject({ code: 'CONFLICT', message: 'Aucun bulletin n’est rédigé pour cette étape.' });
  });
});

describe('the group’s CSV for the student information system', () => {
  it('has a line per student of the group with the mark per competency and the practice consistency, in French or English', async () => {
    const { t, term, group } = await school();
    await h.ok(
      saveReportCard,
      { termId: term.id, groupId: group.id, studentId: t.student.userId, marks, comment: '' },
      t.teacher,
    );
    const csv = await h.ok(
      exportReportCardsCsv,
      { groupId: group.id, termId: term.id, language: 'fr' },
      t.teacher,
    );
    expect(csv.contentType).toBe('text/csv; charset=utf-8');
    expect(csv.fileName).toMatch(/^bulletins-mus212-harmonie-.*-etape-1\.csv$/);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]!.split(';')).toEqual([
      'Élève',
      'Identifiant de l’élève',
      'Groupe',
      'Étape',
      'Créer des œuvres musicales (%)',
      'Interpréter des œuvres musicales (%)',
      'Apprécier des œuvres musicales (%)',
      'Jours de pratique par semaine',
      'Jours de pratique',
      'Travaux donnés',
      'Travaux remis',
      'Travaux remis (%)',
      'Moyenne des travaux notés (%)',
      'Bulletin',
    ]);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`Léa Roy;${t.student.userId};${group.name};Étape 1;70;85;;0;0;0;0;;;Brouillon`);
    expect(lines[2]).toBe(`Zoé Côté;${t.otherStudent.userId};${group.name};Étape 1;;;;0;0;0;0;;;Non rédigé`);

    const english = await h.ok(
      exportReportCardsCsv,
      { groupId: group.id, termId: term.id, language: 'en' },
      t.admin,
    );
    const [header, first] = english.body.slice(1).split('\r\n');
    expect(header).toBe(
      'Student,Student ID,Group,Term,Create musical works (%),Perform musical works (%),Appreciate musical works (%),Practice days per week,Practice days,Assignments given,Assignments handed in,Assignments handed in (%),Graded work average (%),Report card',
    );
    expect(first).toBe(`Léa Roy,${t.student.userId},${group.name},Étape 1,70,85,,0,0,0,0,,,Draft`);
  });

  it('is refused to a student and to a teacher of another group', async () => {
    const { t, term, group } = await school();
    const input = { groupId: group.id, termId: term.id, language: 'fr' as const };
    expect((await fails(exportReportCardsCsv, input, t.student)).code).toBe('FORBIDDEN');
    expect((await fails(exportReportCardsCsv, input, t.otherTeacher)).code).toBe('NOT_FOUND');
  });
});

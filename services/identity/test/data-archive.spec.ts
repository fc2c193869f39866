import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import {
  downloadDataArchive,
  downloadDataArchivePart,
  requestDataArchive,
  servicesHoldingPersonalData,
  type Actor,
} from '@crescendo/contracts';
import { demoAccountId, demoBoardAccounts, demoOrganization } from '@crescendo/domain/demo';
import { startMailCatcher, type MailCatcher } from '@crescendo/mail-catcher';
import { startService, type RunningService } from '@crescendo/service-kit';
import {
  linkIn,
  serviceEnv,
  startBuiltService,
  testRunEnv,
  testServiceClient,
  type RunningBuiltService,
} from '@crescendo/testing';
import { identityService } from '../src/identity.service-definition.js';

/**
 * Issue 31 §2: 'Télécharger mes données' gathers every service's export (each from its dist/, with the demo
 * school) into one zip, mails a single-use link, and the link's download answers the zip once; a used or
 * expired link is refused in French. An administrator asks for a student of their school, never of another.
 * The gateway's side (the document route, the file's name) is the journey's (apps/e2e data-export.spec.ts).
 */
const run = testRunEnv();
const schema = (service: string) => `${service.replace(/-/g, '_')}${run.schemaSuffix}`;
const student = 'eleve@demo.crescendo.ca';
const admin = 'admin@demo.crescendo.ca';
const linkUsed =
  'Ce lien de téléchargement a déjà servi ou a expiré. Demandez une nouvelle archive depuis Mon Profil.';
/** The services where the demo, and this file's arrangement, give her data. */
const holdingHers = [
  'identity',
  'groups',
  'homework',
  'messaging',
  'finance',
  'classroom-sync',
  'inventory',
  'planning',
];
const demoEnv = { DEMO_MODE: 'true', SPECIAL_ADMIN_EMAIL: admin };
/** The reports' recordings volume of this file (a recording is a file of her archive). */
const recordingsDir = mkdtempSync(join(tmpdir(), 'crescendo-archive-recordings-'));

let identity: RunningService;
let mail: MailCatcher;
const running: RunningBuiltService[] = [];
const client = testServiceClient({ natsUrl: run.natsUrl, prefix: run.natsPrefix });
const sql = (text: string, parameters: unknown[] = []) => identity.infra.dataSource!.query(text, parameters);
const actor = (email: string, role: 'student' | 'admin'): Actor => ({
  userId: demoAccountId(email),
  organizationId: demoOrganization.id,
  roles: [role],
});

beforeAll(async () => {
  mail = await startMailCatcher();
  identity = (await startService(
    identityService,
    serviceEnv({ ...demoEnv, SMTP_URL: mail.smtpUrl, PUBLIC_URL: 'http://crescendo.test' }),
  )) as unknown as RunningService;
  for (const service of servicesHoldingPersonalData.filter((name) => name !== 'identity'))
    running.push(
      await startBuiltService(
        service,
        serviceEnv(service === 'reports' ? { ...demoEnv, REPORTS_RECORDINGS_DIR: recordingsDir } : demoEnv),
      ),
    );
}, 300_000);

afterAll(async () => {
  await client.close();
  for (const service of running.reverse()) await service.stop();
  await identity?.close();
  await mail?.close();
  rmSync(recordingsDir, { recursive: true, force: true });
});

/** The whole archive behind a link, its parts put end to end as the gateway streams them. */
async function downloaded(token: string) {
  const document = await client.request(downloadDataArchive, { token }, null);
  const parts = [Buffer.from(document.body, 'base64')];
  let next = document.more?.next ?? null;
  while (next !== null) {
    const part = await client.request(
      downloadDataArchivePart,
      { key: document.more!.key, offset: next },
      null,
    );
    parts.push(Buffer.from(part.body, 'base64'));
    next = part.next;
  }
  return { document, bytes: new Uint8Array(Buffer.concat(parts)), parts: parts.length };
}

/** The token of the next archive mail to `email` not seen before. */
const seen = new Set<number>();
async function mailedToken(email: string): Promise<{ token: string; text: string }> {
  const caught = await mail.waitFor(
    email,
    (each) => each.subject === 'Vos données Crescendo sont prêtes' && !seen.has(each.id),
  );
  seen.add(caught.id);
  const link = linkIn(caught, '/api/v1/privacy/archives/');
  expect(link.startsWith('http://crescendo.test/api/v1/privacy/archives/')).toBe(true);
  return { token: link.split('/').pop()!, text: caught.text };
}

const recordingId = randomUUID();
const recordingAudio = randomBytes(700_000);
const recordingName = `enregistrement-2026-10-02-${recordingId.slice(0, 8)}.webm`;

describe("a student's archive (issue 31 §2)", () => {
  beforeAll(async () => {
    const studentId = demoAccountId(student);
    // A recording of hers, larger than a part of the archive: its file on the reports' volume.
    await sql(
      `INSERT INTO ${schema('reports')}.recordings (id, organization_id, student_id, practice_report_id, mime_type,
         bytes, duration_seconds, storage_key, created_at)
       VALUES ($1, $2, $3, $4, 'audio/webm', $5, 42, $6, TIMESTAMPTZ '2026-10-02 15:00:00-04')`,
      [
        recordingId,
        demoOrganization.id,
        studentId,
        randomUUID(),
        recordingAudio.length,
        `${demoOrganization.id}/${recordingId}`,
      ],
    );
    mkdirSync(join(recordingsDir, demoOrganization.id), { recursive: true });
    writeFileSync(join(recordingsDir, demoOrganization.id, recordingId), recordingAudio);
    // What the demo does not give her: a calendar address, a Google connection, and a practice report whose
    // text a spreadsheet would run as a formula.
    await sql(
      `INSERT INTO ${schema('planning')}.feed_links (user_id, organization_id, token_hash, every_event, created_at)
       VALUES ($1, $2, $3, true, now())`,
      [studentId, demoOrganization.id, randomBytes(16).toString('hex')],
    );
    await sql(
      `INSERT INTO ${schema('classroom-sync')}.google_connections
         (user_id, organization_id, google_subject, google_email, scopes, refresh_token_sealed)
       VALUES ($1, $2, 'g-eleve', 'eleve@gmail.example', 'classroom', 'sealed-refresh-token')`,
      [studentId, demoOrganization.id],
    );
    await sql(
      `INSERT INTO ${schema('homework')}.practice_reports
         (id, organization_id, student_id, practice_date, duration, location, content, next_goals, type)
       VALUES (gen_random_uuid(), $1, $2, DATE '2026-10-01', 30, 'home', '=HYPERLINK("http://x.test")', 'Tempo', 'general')`,
      [demoOrganization.id, studentId],
    );
  });

  it('holds her data from every service, once, and refuses the used link in French', async () => {
    const asked = await client.request(requestDataArchive, {}, actor(student, 'student'));
    expect(asked).toEqual({ mailedTo: student });
    const { token } = await mailedToken(student);

    const { document, bytes, parts } = await downloaded(token);
    expect(document).toMatchObject({ contentType: 'application/zip', encoding: 'base64' });
    expect(document.fileName).toMatch(/^crescendo-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
    // Her recording made it larger than one NATS message: it came in parts, then the key opens nothing more.
    expect(parts).toBeGreaterThan(1);
    expect(document.size).toBe(bytes.length);
    await expect(
      client.request(downloadDataArchivePart, { key: document.more!.key, offset: 1 }, null),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: linkUsed });
    const files = unzipSync(bytes);
    expect(files[`fichiers/reports/${recordingName}`]).toEqual(new Uint8Array(recordingAudio));
    const data = JSON.parse(strFromU8(files['donnees.json']!)) as {
      person: { id: string; email: string };
      services: Record<string, Array<{ table: string; rows: Array<Record<string, unknown>> }>>;
    };
    expect(data.person).toMatchObject({ id: demoAccountId(student), email: student });
    // Every service answered; each that holds something of hers (the demo's and this file's rows) gave it.
    expect(Object.keys(data.services).sort()).toEqual([...servicesHoldingPersonalData].sort());
    const withRows = Object.entries(data.services)
      .filter(([, tables]) => tables.some((table) => table.rows.length > 0))
      .map(([service]) => service);
    expect(withRows).toEqual(expect.arrayContaining(holdingHers));
    const connection = data.services['classroom-sync']!.find((t) => t.table === 'google_connections')!;
    expect(connection.rows[0]!.refresh_token_sealed).toBe('[conservé, non exporté]');

    // UTF-8's byte-order mark first (a decoder drops it from the text).
    expect([...files['csv/homework/practice_reports.csv']!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const practice = strFromU8(files['csv/homework/practice_reports.csv']!);
    expect(practice.split('\r\n')[0]).toContain(';content;');
    expect(practice).toContain(`"'=HYPERLINK(""http://x.test"")"`);
    const readme = strFromU8(files['LISEZMOI-README.txt']!);
    expect(readme).toContain('csv/homework/practice_reports.csv');
    expect(readme).toContain(`fichiers/reports/${recordingName}`);
    expect(readme).toContain('CRESCENDO — YOUR PERSONAL DATA');

    await expect(client.request(downloadDataArchive, { token }, null)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: linkUsed,
    });
  }, 120_000);

  it('is asked by her school’s administrator, mailed to them; an expired link is refused', async () => {
    const asked = await client.request(
      requestDataArchive,
      { studentId: demoAccountId(student) },
      actor(admin, 'admin'),
    );
    expect(asked).toEqual({ mailedTo: admin });
    const { token, text } = await mailedToken(admin);
    expect(text).toContain('L’archive des données de');
    await sql(
      `UPDATE data_archives SET expires_at = now() - interval '1 second' WHERE requested_by = $1 AND status = 'ready'`,
      [demoAccountId(admin)],
    );
    await expect(client.request(downloadDataArchive, { token }, null)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: linkUsed,
    });
    const [{ kept }] = await sql(
      `SELECT count(*)::int AS kept FROM data_archives WHERE archive IS NOT NULL AND requested_by = $1`,
      [demoAccountId(admin)],
    );
    expect(kept).toBe(0);
  }, 120_000);

  it('refuses a student of another school, and a student asking for someone else', async () => {
    const zoe = demoBoardAccounts.find((account) => account.email === 'eleve@harmonie.demo.crescendo.ca')!;
    await expect(
      client.request(requestDataArchive, { studentId: zoe.id }, actor(admin, 'admin')),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Cet élève ne fait pas partie de votre école.' });
    await expect(
      client.request(
        requestDataArchive,
        { studentId: demoAccountId('eleve2@demo.crescendo.ca') },
        actor(student, 'student'),
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

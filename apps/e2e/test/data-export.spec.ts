import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { strFromU8, unzipSync } from 'fflate';
import { servicesHoldingPersonalData } from '@crescendo/contracts';
import { randomBytes } from 'node:crypto';
import { demoAccountId, demoOrganization } from '@crescendo/domain/demo';
import { linkIn, plantRecording } from '@crescendo/testing';
import {
  axeViolations,
  demo,
  layoutProblems,
  openJourney,
  phone,
  portal,
  type Journey,
} from '../src/index.js';

/**
 * Issue 31 §2 as a student lives it, on a phone at 390 px: in Mon Profil she asks 'Télécharger mes données',
 * the platform mails her a link once the archive is gathered, the link downloads a zip holding her data from
 * every service (JSON, a CSV per table, the README), and the same link refuses a second download.
 */
let journey: Journey;

beforeAll(async () => {
  journey = await openJourney({}, { shared: true });
});
afterAll(() => journey?.close());

async function expectAxeClean(page: Page, selector?: string) {
  await expect(axeViolations(page, selector)).resolves.toEqual([]);
}

describe('Télécharger mes données', () => {
  it('mails a link that downloads her archive once, her recording in it', async () => {
    // A recording of hers larger than one NATS message: the gateway streams the archive in parts.
    const audio = randomBytes(900_000);
    const recordingId = await plantRecording(journey.platform, {
      organizationId: demoOrganization.id,
      studentId: demoAccountId(demo.student),
      audio,
      madeAt: '2026-10-02T19:00:00Z',
    });
    const page = await journey.sessions.signedIn(demo.student, '/student/dashboard?tab=profil', phone);
    const student = portal(page, 'student');
    const block = student.getByRole('region', { name: 'Télécharger mes données' });
    // The platform is shared with other journeys: only a mail caught after this request is hers from this one.
    const caughtBefore = Math.max(0, ...journey.platform.mail.mails().map((mail) => mail.id));
    await block.getByRole('button', { name: 'Télécharger mes données' }).click();
    await block
      .getByText(`Votre archive est en préparation : le lien sera envoyé à ${demo.student}.`)
      .waitFor();
    await expectAxeClean(page);
    await expect(layoutProblems(page, 'section[aria-labelledby="data-download-title"]')).resolves.toEqual({
      small: [],
      sideways: false,
    });

    const mail = await journey.platform.mail.waitFor(
      demo.student,
      (each) => each.subject === 'Vos données Crescendo sont prêtes' && each.id > caughtBefore,
    );
    const link = linkIn(mail, '/api/v1/privacy/archives/');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      // A navigation that ends in a download is reported as aborted: the download is what counts.
      page.goto(link).catch(() => undefined),
    ]);
    expect(download.suggestedFilename()).toMatch(/^crescendo-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(await readFile((await download.path())!));
    expect(files[`fichiers/reports/enregistrement-2026-10-02-${recordingId.slice(0, 8)}.webm`]).toEqual(
      new Uint8Array(audio),
    );
    const data = JSON.parse(strFromU8(files['donnees.json']!)) as {
      person: { email: string };
      services: Record<string, Array<{ table: string; rows: unknown[] }>>;
    };
    expect(data.person.email).toBe(demo.student);
    expect(Object.keys(data.services).sort()).toEqual([...servicesHoldingPersonalData].sort());
    const users = data.services.identity!.find((table) => table.table === 'users')!;
    expect(users.rows).toEqual([expect.objectContaining({ email: demo.student })]);
    expect(data.services.homework!.some((table) => table.rows.length > 0)).toBe(true);
    // A UTF-8 byte-order mark first (a decoder drops it from the text), then ';' between cells.
    expect([...files['csv/identity/users.csv']!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(strFromU8(files['csv/identity/users.csv']!).split('\r\n')[0]).toContain(';email;');
    const readme = strFromU8(files['LISEZMOI-README.txt']!);
    expect(readme).toContain('CRESCENDO — VOS DONNÉES PERSONNELLES');
    expect(readme).toContain('CRESCENDO — YOUR PERSONAL DATA');

    const again = await fetch(link);
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe(
      'Ce lien de téléchargement a déjà servi ou a expiré. Demandez une nouvelle archive depuis Mon Profil.',
    );
  });
});

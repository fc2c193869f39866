import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  addInstrument,
  lendInstrument,
  listPhotos,
  organizationDeleted,
  privacyRequestsOf,
  removePhoto,
  returnLoan,
  userDeleted,
} from '@crescendo/contracts';
import {
  photoMaxBytes,
  photosPerInstrumentMax,
  policyDefinitions,
  retentionCutoffs,
} from '@crescendo/domain';
import { eventually, newTenant, testServiceClient } from '@crescendo/testing';
import { jpegBytes, startPhotos, webpBytes, type PhotosHarness } from './photos-harness.js';

// Photos of the inventory (issue 27 §1, §3, §5; decision 0072) on the real PostgreSQL, NATS, identity and groups,
// and a folder of the test's own: an admin adds and removes an instrument's photos, the staff see them; a loan's
// condition photos are kept as evidence, seen by the staff and by the loan's student only; another school reaches
// nothing; not an image or too large is refused in French and nothing is kept; the student's archive lists
// their photos, their erasure and the school's deletion remove the files; the nightly retention purge anonymises
// a closed loan past its time and removes its photos (decision 0079).
let h: PhotosHarness;
beforeAll(async () => {
  h = await startPhotos();
}, 180_000);
afterAll(() => h?.close());

let serial = 0;
async function school() {
  const t = newTenant();
  await h.groupWith(t.teacher, [t.student, t.otherStudent]);
  serial += 1;
  const instrument = await h.ok(
    addInstrument,
    { family: 'cordes', type: 'Violon', assetNumber: `VIO-${serial}` },
    t.admin,
  );
  return { t, instrument };
}

async function lent() {
  const { t, instrument } = await school();
  const loan = await h.ok(
    lendInstrument,
    { instrumentId: instrument.id, studentId: t.student.userId },
    t.teacher,
  );
  return { t, instrument, loan };
}

describe('an instrument’s photos', () => {
  it('are added by an admin, listed and seen by the staff with their alt text, and removed with their file', async () => {
    const { t, instrument } = await school();
    const added = await h.upload(
      t.admin,
      { instrumentId: instrument.id, alt: 'Violon, face avant' },
      jpegBytes(),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      instrumentId: instrument.id,
      loanId: null,
      stage: 'item',
      altText: 'Violon, face avant',
      mimeType: 'image/jpeg',
      bytes: 2048,
    });
    // The type is the bytes', not the header's; without alt text, what it shows.
    const second = await h.upload(t.admin, { instrumentId: instrument.id }, webpBytes(), 'image/jpeg');
    expect(second.body).toMatchObject({
      mimeType: 'image/webp',
      altText: `Photo de l’instrument Violon ${instrument.assetNumber}`,
    });

    const { photos, nextCursor } = await h.ok(listPhotos, { instrumentId: instrument.id }, t.teacher);
    expect(photos.map((photo) => photo.id)).toEqual([added.body.id, second.body.id]);
    expect(nextCursor).toBeNull();
    const page = await h.ok(listPhotos, { instrumentId: instrument.id, limit: 1 }, t.teacher);
    expect(page.photos).toHaveLength(1);
    const rest = await h.ok(listPhotos, { instrumentId: instrument.id, cursor: page.nextCursor! }, t.teacher);
    expect(rest.photos.map((photo) => photo.id)).toEqual([second.body.id]);

    const seen = await h.view(t.teacher, added.body.id);
    expect(seen.status).toBe(200);
    expect(seen.type).toBe('image/jpeg');
    expect(Buffer.from(seen.bytes).equals(Buffer.from(jpegBytes()))).toBe(true);
    expect(h.filesOf(t.organizationId).sort()).toEqual([added.body.id, second.body.id].sort());

    await h.ok(removePhoto, { photoId: added.body.id }, t.admin);
    expect(h.filesOf(t.organizationId)).toEqual([second.body.id]);
    expect((await h.view(t.admin, added.body.id)).status).toBe(404);
  });

  it('refuses what is not an image, and what is too large, in French, keeping nothing', async () => {
    const { t, instrument } = await school();
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
    const notImage = await h.upload(t.admin, { instrumentId: instrument.id }, pdf, 'image/jpeg');
    expect(notImage.status).toBe(400);
    expect(notImage.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Ce fichier n’est pas une photo acceptée : JPEG, PNG ou WebP seulement.',
    });
    const empty = await h.upload(t.admin, { instrumentId: instrument.id }, new Uint8Array(0));
    expect(empty.body.error.code).toBe('VALIDATION_FAILED');
    const large = await h.upload(t.admin, { instrumentId: instrument.id }, jpegBytes(photoMaxBytes + 1));
    expect(large.status).toBe(413);
    expect(large.body.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Une photo fait au plus 8 Mo.',
    });
    expect(h.filesOf(t.organizationId)).toEqual([]);
    expect(await h.count(`photos WHERE instrument_id = $1`, [instrument.id])).toBe(0);
  });

  it('are added by admins only, up to the limit', async () => {
    const { t, instrument } = await school();
    expect((await h.upload(t.teacher, { instrumentId: instrument.id }, jpegBytes())).body.error.code).toBe(
      'FORBIDDEN',
    );
    expect((await h.upload(t.student, { instrumentId: instrument.id }, jpegBytes())).body.error.code).toBe(
      'FORBIDDEN',
    );
    for (let i = 0; i < photosPerInstrumentMax; i += 1)
      expect((await h.upload(t.admin, { instrumentId: instrument.id }, jpegBytes(64))).status).toBe(201);
    const over = await h.upload(t.admin, { instrumentId: instrument.id }, jpegBytes(64));
    expect(over.body.error).toMatchObject({
      code: 'CONFLICT',
      message: `Au plus ${photosPerInstrumentMax} photos ici : retirez-en une d’abord.`,
    });
    expect(h.filesOf(t.organizationId)).toHaveLength(photosPerInstrumentMax);
  });

  it('are another school’s business only: its admin reaches nothing, a student reads none', async () => {
    const { t, instrument } = await school();
    const other = newTenant();
    const { body: photo } = await h.upload(t.admin, { instrumentId: instrument.id }, jpegBytes());
    expect((await h.upload(other.admin, { instrumentId: instrument.id }, jpegBytes())).body.error.code).toBe(
      'NOT_FOUND',
    );
    expect((await h.view(other.admin, photo.id)).status).toBe(404);
    expect((await h.send(listPhotos, { instrumentId: instrument.id }, other.admin)).ok).toBe(false);
    const removed = await h.send(removePhoto, { photoId: photo.id }, other.admin);
    expect(!removed.ok && removed.error.code).toBe('NOT_FOUND');
    expect((await h.view(t.student, photo.id)).status).toBe(403);
    const listed = await h.send(listPhotos, { instrumentId: instrument.id }, t.student);
    expect(!listed.ok && listed.error.code).toBe('FORBIDDEN');
    expect(h.filesOf(t.organizationId)).toEqual([photo.id]);
  });
});

describe('a loan’s condition photos', () => {
  it('are taken by the staff at check-out and at return, kept as evidence, and seen by the loan’s student only', async () => {
    const { t, loan } = await lent();
    const out = await h.upload(t.teacher, { loanId: loan.id, stage: 'check-out' }, jpegBytes());
    expect(out.body).toMatchObject({
      loanId: loan.id,
      stage: 'check-out',
      altText: expect.stringMatching(/^État au prêt : Violon VIO-/),
    });
    const back = await h.upload(
      t.admin,
      { loanId: loan.id, stage: 'return', alt: 'Éclisse fendue' },
      jpegBytes(),
    );
    expect(back.body).toMatchObject({ stage: 'return', altText: 'Éclisse fendue' });
    expect((await h.upload(t.teacher, { loanId: loan.id }, jpegBytes())).body.error.code).toBe(
      'VALIDATION_FAILED',
    );

    const mine = await h.ok(listPhotos, { loanId: loan.id }, t.student);
    expect(mine.photos.map((photo) => photo.stage)).toEqual(['check-out', 'return']);
    expect((await h.view(t.student, out.body.id)).status).toBe(200);
    // Another student of the school: not theirs, as unknown as another school's.
    expect((await h.view(t.otherStudent, out.body.id)).status).toBe(404);
    const theirs = await h.send(listPhotos, { loanId: loan.id }, t.otherStudent);
    expect(!theirs.ok && theirs.error.code).toBe('NOT_FOUND');
    expect(
      (await h.upload(t.student, { loanId: loan.id, stage: 'return' }, jpegBytes())).body.error.code,
    ).toBe('FORBIDDEN');
    const other = newTenant();
    expect(
      (await h.upload(other.teacher, { loanId: loan.id, stage: 'return' }, jpegBytes())).body.error.code,
    ).toBe('NOT_FOUND');
    // Evidence: not removed.
    const removed = await h.send(removePhoto, { photoId: back.body.id }, t.admin);
    expect(!removed.ok && removed.error.code).toBe('CONFLICT');
  });

  it('are the student’s files in their archive, and go with their account', async () => {
    const { t, loan } = await lent();
    const { body: photo } = await h.upload(t.teacher, { loanId: loan.id, stage: 'check-out' }, jpegBytes());
    const { body: kept } = await h.upload(t.admin, { instrumentId: loan.instrumentId }, jpegBytes());
    const identity = testServiceClient({
      natsUrl: h.nats.url,
      prefix: h.prefix,
      access: h.nats.accessFor('identity'),
    });
    try {
      const { files } = await identity.request(
        privacyRequestsOf.inventory.files,
        { userId: t.student.userId },
        null,
      );
      expect(files).toEqual([
        expect.objectContaining({ id: photo.id, table: 'photos', contentType: 'image/jpeg', bytes: 2048 }),
      ]);
      expect(files[0]!.name).toMatch(/^photo-pret-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.jpg$/);
      const part = await identity.request(
        privacyRequestsOf.inventory.file,
        { userId: t.student.userId, fileId: photo.id, offset: 0 },
        null,
      );
      expect(Buffer.from(part.data, 'base64').equals(Buffer.from(jpegBytes()))).toBe(true);
      // An instrument's photo is nobody's: not in the teacher's archive (they took the loan's photo).
      const teacher = await identity.request(
        privacyRequestsOf.inventory.files,
        { userId: t.teacher.userId },
        null,
      );
      expect(teacher.files).toEqual([]);
    } finally {
      await identity.close();
    }

    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: t.student.userId, organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () => h.count(`photos WHERE student_id = $1`, [t.student.userId]),
      (n) => n === 0,
    );
    expect(h.filesOf(t.organizationId)).toEqual([kept.id]);
    expect(await h.count(`loans WHERE id = $1`, [loan.id])).toBe(1);
  });

  it('go with the school: an organisation deleted takes its photos, rows and files, and another’s stay', async () => {
    const gone = await lent();
    const stays = await lent();
    await h.upload(gone.t.teacher, { loanId: gone.loan.id, stage: 'check-out' }, jpegBytes());
    await h.upload(gone.t.admin, { instrumentId: gone.instrument.id }, jpegBytes());
    const { body: kept } = await h.upload(stays.t.admin, { instrumentId: stays.instrument.id }, jpegBytes());
    await h.publishAsIdentity(
      organizationDeleted.subject,
      { organizationId: gone.t.organizationId },
      gone.t.organizationId,
    );
    await eventually(
      () => h.count(`instruments WHERE organization_id = $1`, [gone.t.organizationId]),
      (n) => n === 0,
    );
    expect(await h.count(`photos WHERE organization_id = $1`, [gone.t.organizationId])).toBe(0);
    expect(h.filesOf(gone.t.organizationId)).toEqual([]);
    expect(h.filesOf(stays.t.organizationId)).toEqual([kept.id]);
    expect(readFileSync(join(h.dir, stays.t.organizationId, kept.id)).length).toBe(2048);
  });
});

describe('the nightly retention of loans (issue 31 §5, decision 0079)', () => {
  const day = 86_400_000;
  const ago = (days: number) => new Date(Date.now() - days * day);

  it('anonymises a loan returned two school years ago and removes its photos, keeps a recent one and an open one, and says what it did', async () => {
    const { t, instrument } = await school();
    const [second, third] = [
      await h.ok(addInstrument, { family: 'cordes', type: 'Alto', assetNumber: `ALT-${serial}` }, t.admin),
      await h.ok(
        addInstrument,
        { family: 'cordes', type: 'Violoncelle', assetNumber: `VLC-${serial}` },
        t.admin,
      ),
    ];
    const lend = (instrumentId: string) =>
      h.ok(lendInstrument, { instrumentId, studentId: t.student.userId }, t.teacher);
    const [old, recent, open] = [await lend(instrument.id), await lend(second.id), await lend(third.id)];
    const photo = async (loanId: string, stage: 'check-out' | 'return') =>
      (await h.upload(t.teacher, { loanId, stage }, jpegBytes())).body.id;
    const oldPhotos = [await photo(old.id, 'check-out'), await photo(old.id, 'return')];
    const recentPhoto = await photo(recent.id, 'check-out');
    const openPhoto = await photo(open.id, 'check-out');
    for (const loan of [old, recent])
      await h.ok(returnLoan, { loanId: loan.id, condition: 'good', notes: 'Étui abîmé par Léa' }, t.teacher);
    // Dated as if: returned two years ago (its agreement asked), last month, and still out after three years.
    await h.db.query(
      `UPDATE loans SET lent_at = $2, returned_at = $3, agreement_required = true WHERE id = $1`,
      [old.id, ago(800), ago(730)],
    );
    await h.db.query(`UPDATE loans SET lent_at = $2, returned_at = $3 WHERE id = $1`, [
      recent.id,
      ago(60),
      ago(30),
    ]);
    await h.db.query(`UPDATE loans SET lent_at = $2 WHERE id = $1`, [open.id, ago(3 * 365)]);
    // A uniform lent alike, returned two years ago.
    const uniform = randomUUID();
    const uniformLoan = randomUUID();
    await h.db.query(
      `INSERT INTO uniforms (id, organization_id, number, size, type, condition, created_at, updated_at)
       VALUES ($1, $2, $3, 'M', 'jacket', 'good', now(), now())`,
      [uniform, t.organizationId, `U-${serial}`],
    );
    await h.db.query(
      `INSERT INTO uniform_loans (id, organization_id, uniform_id, student_id, lent_by, lent_at, due_on, returned_at,
         returned_by, return_condition)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $5, 'good')`,
      [
        uniformLoan,
        t.organizationId,
        uniform,
        t.student.userId,
        t.teacher.userId,
        ago(800),
        ago(800).toISOString().slice(0, 10),
        ago(730),
      ],
    );
    expect(h.filesOf(t.organizationId)).toHaveLength(4);

    // The platform's defaults (identity sends each school's own): a year after the school year of the return.
    const durations = {
      formerStudentMonths: policyDefinitions['retention.formerStudentMonths'].default,
      chatSchoolYears: policyDefinitions['retention.chatSchoolYears'].default,
      recordingsMonths: policyDefinitions['retention.recordingsMonths'].default,
      aiLogMonths: policyDefinitions['retention.aiLogMonths'].default,
      signInTraceDays: policyDefinitions['retention.signInTraceDays'].default,
      loansSchoolYears: policyDefinitions['retention.loansSchoolYears'].default,
    };
    const before = { loans: retentionCutoffs(new Date(), durations).loans.toISOString() };
    const identity = testServiceClient({
      natsUrl: h.nats.url,
      prefix: h.prefix,
      access: h.nats.accessFor('identity'),
    });
    const purge = () =>
      identity.request(
        privacyRequestsOf.inventory.purge,
        { everywhere: {}, organizations: [{ organizationId: t.organizationId, before, keep: [] }] },
        null,
      );
    try {
      const answer = await purge();
      expect(answer.removed).toEqual(
        expect.arrayContaining([
          { table: 'photos', organizationId: t.organizationId, rows: 2 },
          { table: 'loans', organizationId: t.organizationId, rows: 1 },
          { table: 'uniform_loans', organizationId: t.organizationId, rows: 1 },
        ]),
      );
      expect(answer.removed).toHaveLength(3);
      expect(answer.endedAgreements).toEqual([
        { organizationId: t.organizationId, kind: 'loanAgreement', reference: old.id },
      ]);
      // Done: the next night finds nothing more.
      expect(await purge()).toMatchObject({ removed: [], endedAgreements: [] });
    } finally {
      await identity.close();
    }

    // The old loan stays in the instrument's history, naming nobody; its photos are gone, rows and files.
    const rows = (await h.db.query(
      `SELECT id, student_id, lent_by, returned_by, notes, return_condition FROM loans WHERE id = ANY($1::uuid[])`,
      [[old.id, recent.id, open.id]],
    )) as Array<Record<string, unknown>>;
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(old.id)).toMatchObject({
      student_id: null,
      lent_by: null,
      returned_by: null,
      notes: null,
      return_condition: 'good',
    });
    expect(byId.get(recent.id)).toMatchObject({ student_id: t.student.userId, notes: 'Étui abîmé par Léa' });
    expect(byId.get(open.id)).toMatchObject({ student_id: t.student.userId, lent_by: t.teacher.userId });
    expect(await h.count(`photos WHERE id = ANY($1::uuid[])`, [oldPhotos])).toBe(0);
    expect(h.filesOf(t.organizationId).sort()).toEqual([recentPhoto, openPhoto].sort());
    const [uniformRow] = (await h.db.query(`SELECT student_id, lent_by FROM uniform_loans WHERE id = $1`, [
      uniformLoan,
    ])) as Array<Record<string, unknown>>;
    expect(uniformRow).toEqual({ student_id: null, lent_by: null });
  });
});

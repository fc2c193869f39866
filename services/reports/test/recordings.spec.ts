import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  commentRecording,
  createAssignment,
  createPracticeReport,
  keepRecording,
  listRecordings,
  privacyRequestsOf,
  removeRecording,
  submitAssignment,
  userDeleted,
  type Recording,
} from '@crescendo/contracts';
import { dayOf, recordingMaxBytes, shiftDay } from '@crescendo/domain';
import { eventually, newTenant, testServiceClient } from '@crescendo/testing';
import { oggBytes, startRecordings, type RecordingsHarness } from './recordings-harness.js';

// Issue 29 §2 on the real PostgreSQL, NATS, identity, groups and homework, and a folder of the test's own:
// a student attaches a recording to their practice report or submission; they and the teachers of their group
// listen to it with Range; the teacher comments a moment and keeps it as evidence; nobody else reaches it;
// too large or not audio is refused in French; the student's erasure removes the rows and the files.
let h: RecordingsHarness;
beforeAll(async () => {
  h = await startRecordings();
}, 180_000);
afterAll(() => h?.close());

const today = dayOf(new Date());
const entry = {
  practiceDate: today,
  duration: 20,
  location: 'home' as const,
  content: 'Gammes de si bémol',
  nextGoals: 'Arpèges',
};

async function classroom() {
  const t = newTenant();
  const group = await h.groupWith(t.teacher, [t.student, t.otherStudent]);
  const report = await h.ok(createPracticeReport, entry, t.student);
  return { t, group, report };
}

const filesOf = (organizationId: string) =>
  existsSync(join(h.dir, organizationId)) ? readdirSync(join(h.dir, organizationId)) : [];

describe('recordings (issue 29 §2)', () => {
  it('takes a student’s recording of their practice report, and streams it back with Range', async () => {
    const { t, report } = await classroom();
    const audio = oggBytes(10_000);
    const uploaded = await h.upload(t.student, { practiceReportId: report.id, durationSeconds: 42 }, audio);
    expect(uploaded.status).toBe(201);
    const recording = uploaded.body as Recording;
    expect(recording).toMatchObject({
      studentId: t.student.userId,
      practiceReportId: report.id,
      submissionId: null,
      mimeType: 'audio/ogg',
      bytes: 10_000,
      durationSeconds: 42,
      keptAsEvidence: false,
      comments: [],
    });
    expect(filesOf(t.organizationId)).toEqual([recording.id]);

    const part = await h.listen(t.student, recording.id, 'bytes=0-3');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-3/10000');
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.headers.get('content-type')).toBe('audio/ogg');
    expect(Buffer.from(part.bytes).toString('ascii')).toBe('OggS');

    const tail = await h.listen(t.teacher, recording.id, 'bytes=9990-');
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe('bytes 9990-9999/10000');
    expect([...tail.bytes]).toEqual([...audio.subarray(9990)]);

    const whole = await h.listen(t.teacher, recording.id);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe('10000');
    expect(Buffer.compare(Buffer.from(whole.bytes), Buffer.from(audio))).toBe(0);

    const past = await h.listen(t.student, recording.id, 'bytes=20000-');
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */10000');
  });

  it('lets nobody else attach to it nor listen: another student, a teacher of another group, another school', async () => {
    const { t, report } = await classroom();
    const { body: recording } = await h.upload(
      t.student,
      { practiceReportId: report.id, durationSeconds: 5 },
      oggBytes(),
    );
    const other = newTenant();
    await h.groupWith(other.teacher, [other.student]);

    const refused = await h.upload(
      t.otherStudent,
      { practiceReportId: report.id, durationSeconds: 5 },
      oggBytes(),
    );
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Rapport de pratique ou remise introuvable.');
    expect(
      (await h.upload(t.teacher, { practiceReportId: report.id, durationSeconds: 5 }, oggBytes())).status,
    ).toBe(403);

    for (const stranger of [t.otherStudent, t.otherTeacher, other.teacher, other.student, other.admin])
      expect((await h.listen(stranger, recording.id, 'bytes=0-3')).status).toBe(404);
    const list = await h.send(listRecordings, { practiceReportId: report.id }, t.otherStudent);
    expect(list).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect((await h.send(listRecordings, { practiceReportId: report.id }, t.otherTeacher)).ok).toBe(false);
    expect((await h.send(listRecordings, { practiceReportId: report.id }, t.admin)).ok).toBe(true);

    const unsigned = await fetch(`${h.service.url}/reports/recordings/${recording.id}/audio`);
    expect(unsigned.status).toBe(401);
  });

  it('refuses too large and not audio in French, and keeps nothing of them', async () => {
    const { t, report } = await classroom();
    const big = new Uint8Array(recordingMaxBytes + 1);
    big.set(oggBytes(64));
    const tooLarge = await h.upload(t.student, { practiceReportId: report.id, durationSeconds: 60 }, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe('Un enregistrement fait au plus 20 Mo.');

    // Without an announced size (chunked), the gate stops it at the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(oggBytes(64));
        for (let i = 0; i < 21; i += 1) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    const streamed = await h.upload(t.student, { practiceReportId: report.id, durationSeconds: 60 }, chunks);
    expect(streamed.status).toBe(413);
    expect(streamed.body.error.message).toBe('Un enregistrement fait au plus 20 Mo.');

    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>'.padEnd(200, ' '));
    const notAudio = await h.upload(t.student, { practiceReportId: report.id, durationSeconds: 6 }, html);
    expect(notAudio.status).toBe(400);
    expect(notAudio.body.error.message).toBe(
      'Ce fichier n’est pas un enregistrement accepté : audio WebM ou Ogg (Opus), MP3 ou MP4 seulement.',
    );
    // An Ogg file said to be MP3: the bytes decide.
    expect(
      (
        await h.upload(
          t.student,
          { practiceReportId: report.id, durationSeconds: 6 },
          oggBytes(),
          'audio/mpeg',
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await h.upload(
          t.student,
          { practiceReportId: report.id, durationSeconds: 6 },
          oggBytes(),
          'video/webm',
        )
      ).status,
    ).toBe(400);

    const tooLong = await h.upload(
      t.student,
      { practiceReportId: report.id, durationSeconds: 601 },
      oggBytes(),
    );
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('Un enregistrement dure de 1 seconde à 10 minutes.');

    expect(await h.count(`recordings WHERE student_id = $1`, [t.student.userId])).toBe(0);
    expect(filesOf(t.organizationId).filter((name) => !name.endsWith('.part'))).toEqual([]);
    expect(filesOf(t.organizationId)).toEqual([]);
  });

  it('lets the teacher of the group comment a moment of a submission’s recording and keep it as evidence', async () => {
    const { t, group } = await classroom();
    const assignment = await h.ok(
      createAssignment,
      {
        groupId: group.id,
        title: 'Étude no 3',
        description: 'Mesures 1 à 16',
        dueDate: shiftDay(today, 3),
        dueTime: '17:00',
        sendToClassroom: false,
      },
      t.teacher,
    );
    const submission = await h.ok(submitAssignment, { assignmentId: assignment.id, ...entry }, t.student);
    const { status, body } = await h.upload(
      t.student,
      { submissionId: submission.id, durationSeconds: 90 },
      oggBytes(),
    );
    expect(status).toBe(201);
    const recording = body as Recording;

    const comment = await h.ok(
      commentRecording,
      { recordingId: recording.id, atSecond: 42, text: '  Attention au souffle ici.  ' },
      t.teacher,
    );
    expect(comment).toMatchObject({
      atSecond: 42,
      text: 'Attention au souffle ici.',
      authorId: t.teacher.userId,
    });
    const pastEnd = await h.send(
      commentRecording,
      { recordingId: recording.id, atSecond: 95, text: 'Après' },
      t.teacher,
    );
    expect(pastEnd).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(
      (
        await h.send(
          commentRecording,
          { recordingId: recording.id, atSecond: 1, text: 'Moi' },
          t.otherTeacher,
        )
      ).ok,
    ).toBe(false);
    expect(
      (await h.send(commentRecording, { recordingId: recording.id, atSecond: 1, text: 'Moi' }, t.student)).ok,
    ).toBe(false);

    const kept = await h.ok(keepRecording, { recordingId: recording.id, kept: true }, t.teacher);
    expect(kept.keptAsEvidence).toBe(true);
    expect((await h.send(keepRecording, { recordingId: recording.id, kept: false }, t.otherStudent)).ok).toBe(
      false,
    );

    const mine = await h.ok(listRecordings, { submissionId: submission.id }, t.student);
    expect(mine.recordings).toEqual([
      expect.objectContaining({
        id: recording.id,
        keptAsEvidence: true,
        comments: [expect.objectContaining({ atSecond: 42 })],
      }),
    ]);
    expect((await h.listen(t.teacher, recording.id, 'bytes=0-0')).status).toBe(206);
    expect((await h.listen(t.otherTeacher, recording.id, 'bytes=0-0')).status).toBe(404);

    expect((await h.send(removeRecording, { recordingId: recording.id }, t.otherStudent)).ok).toBe(false);
    await h.ok(removeRecording, { recordingId: recording.id }, t.student);
    expect(filesOf(t.organizationId)).toEqual([]);
    expect((await h.listen(t.student, recording.id)).status).toBe(404);
  });

  it('removes a student’s recordings, rows and files, with their account', async () => {
    const { t, report } = await classroom();
    const { body: recording } = await h.upload(
      t.student,
      { practiceReportId: report.id, durationSeconds: 3 },
      oggBytes(),
    );
    await h.ok(commentRecording, { recordingId: recording.id, atSecond: 1, text: 'Bien' }, t.teacher);
    const second = await h.ok(createPracticeReport, { ...entry, content: 'Autre séance' }, t.otherStudent);
    const kept = await h.upload(
      t.otherStudent,
      { practiceReportId: second.id, durationSeconds: 3 },
      oggBytes(),
    );
    expect(filesOf(t.organizationId).sort()).toEqual([recording.id, kept.body.id].sort());

    await h.publishEvent(
      userDeleted.subject,
      { userId: t.student.userId, organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () => h.count(`recordings WHERE student_id = $1`, [t.student.userId]),
      (n) => n === 0,
    );
    expect(await h.count(`recording_comments WHERE recording_id = $1`, [recording.id])).toBe(0);
    expect(filesOf(t.organizationId)).toEqual([kept.body.id]);

    // A teacher erased: their comments stay on the student's recording, their name forgotten.
    await h.ok(commentRecording, { recordingId: kept.body.id, atSecond: 2, text: 'Encore' }, t.teacher);
    await h.publishEvent(
      userDeleted.subject,
      { userId: t.teacher.userId, organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () => h.count(`recording_comments WHERE author_id = $1`, [t.teacher.userId]),
      (n) => n === 0,
    );
    expect(await h.count(`recording_comments WHERE recording_id = $1`, [kept.body.id])).toBe(1);
  });

  it('lets the nightly purge take recordings past their two years, rows and files, and keep the rest', async () => {
    const { t, report } = await classroom();
    const { body: old } = await h.upload(
      t.student,
      { practiceReportId: report.id, durationSeconds: 3 },
      oggBytes(),
    );
    const { body: recent } = await h.upload(
      t.student,
      { practiceReportId: report.id, durationSeconds: 3 },
      oggBytes(),
    );
    await h.ok(commentRecording, { recordingId: old.id, atSecond: 1, text: 'Bien' }, t.teacher);
    await h.db.query(`UPDATE recordings SET created_at = now() - interval '25 months' WHERE id = $1`, [
      old.id,
    ]);
    expect(filesOf(t.organizationId).sort()).toEqual([old.id, recent.id].sort());

    // As identity's nightly job asks it (a system request only identity's NATS user may send).
    const identity = testServiceClient({
      natsUrl: h.nats.url,
      prefix: h.prefix,
      access: h.nats.accessFor('identity'),
    });
    try {
      const twoYearsAgo = new Date(Date.now() - 730 * 86_400_000).toISOString();
      const { removed } = await identity.request(
        privacyRequestsOf.reports.purge,
        {
          everywhere: {},
          organizations: [
            { organizationId: t.organizationId, before: { recordings: twoYearsAgo }, keep: [] },
          ],
        },
        null,
      );
      expect(removed).toEqual(
        expect.arrayContaining([{ table: 'recordings', organizationId: t.organizationId, rows: 1 }]),
      );
    } finally {
      await identity.close();
    }
    expect(await h.count(`recordings WHERE id = $1`, [old.id])).toBe(0);
    expect(await h.count(`recording_comments WHERE recording_id = $1`, [old.id])).toBe(0);
    expect(filesOf(t.organizationId)).toEqual([recent.id]);
  });
});

import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordingMaxBytes } from '@crescendo/domain';
import {
  callApi,
  classroom,
  eventually,
  signUp,
  startOwnPlatform,
  type OwnPlatform,
} from './own-platform.js';

// Issue 29 §2 through the edge (decision 0064): the whole stack from dist/ (gateway, identity, groups,
// homework, reports). A student's recording streams through the gateway to the reports service over HTTP,
// comes back with Range, is refused to another student and above 20 Mo (in French, before a byte is read),
// and goes with the student's account, file included.
let platform: OwnPlatform;
const dir = mkdtempSync(join(tmpdir(), 'crescendo-recordings-'));
beforeAll(async () => {
  platform = await startOwnPlatform({ reports: { REPORTS_RECORDINGS_DIR: dir } }, 1, [
    'identity',
    'groups',
    'homework',
    'reports',
  ]);
}, 240_000);
afterAll(async () => {
  await platform?.close();
  rmSync(dir, { recursive: true, force: true });
});

const files = () =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

function ogg(size: number): Uint8Array {
  const bytes = randomBytes(size);
  bytes.write('OggS', 0, 'ascii');
  return new Uint8Array(bytes);
}

async function upload(token: string, reportId: string, body: Uint8Array, contentType = 'audio/ogg') {
  const response = await fetch(
    `${platform.origin}/api/v1/reports/recordings?practiceReportId=${reportId}&durationSeconds=12`,
    { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body },
  );
  return {
    status: response.status,
    body: (await response.json()) as { id: string; error: { message: string } },
  };
}

const listen = (token: string, recordingId: string, range?: string) =>
  fetch(`${platform.origin}/api/v1/reports/recordings/${recordingId}/audio`, {
    headers: { authorization: `Bearer ${token}`, ...(range ? { range } : {}) },
  });

describe('recordings through the gateway (issue 29 §2)', () => {
  it('streams a student’s recording in and back out with Range, to them and their teacher only', async () => {
    const { teacher, student, groupId } = await classroom(platform);
    const report = await callApi(platform, 'POST', '/practice-reports', student, {
      practiceDate: new Date().toISOString().slice(0, 10),
      duration: 15,
      location: 'home',
      content: 'Gammes',
      nextGoals: 'Arpèges',
    });
    expect(report.status).toBe(201);
    const audio = ogg(50_000);
    const uploaded = await upload(student, report.body.id, audio);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ bytes: 50_000, mimeType: 'audio/ogg', durationSeconds: 12 });
    const id = uploaded.body.id as string;
    expect(files()).toContain(id);

    const part = await listen(student, id, 'bytes=100-199');
    expect(part.status).toBe(206);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.headers.get('content-range')).toBe('bytes 100-199/50000');
    expect(Buffer.compare(Buffer.from(await part.arrayBuffer()), Buffer.from(audio.subarray(100, 200)))).toBe(
      0,
    );
    const whole = await listen(teacher, id);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(50_000);

    // Another student of the same group, and someone of no school.
    const other = await signUp(platform);
    const code = await callApi(platform, 'GET', `/groups/${groupId}`, teacher);
    await callApi(platform, 'POST', '/groups/join', other, { code: code.body.connectionCode });
    // Identity makes them a student when groups' event reaches it: until then the gateway refuses a student's
    // route with 403, which is not what this test asks (the reports service's 404 for a student not theirs).
    await eventually(
      () => callApi(platform, 'GET', '/me', other),
      (answer) => answer.body?.role === 'student',
    );
    expect((await listen(other, id, 'bytes=0-1')).status).toBe(404);
    expect((await upload(other, report.body.id, ogg(100))).status).toBe(404);
    expect((await listen(await signUp(platform), id)).status).toBeGreaterThanOrEqual(403);
    expect((await fetch(`${platform.origin}/api/v1/reports/recordings/${id}/audio`)).status).toBe(401);

    // The teacher comments a moment and keeps it, through the ordinary routes.
    const comment = await callApi(platform, 'POST', `/reports/recordings/${id}/comments`, teacher, {
      atSecond: 7,
      text: 'à reprendre ici',
    });
    expect(comment.status).toBe(201);
    const kept = await callApi(platform, 'PUT', `/reports/recordings/${id}/evidence`, teacher, {
      kept: true,
    });
    expect(kept.body).toMatchObject({ keptAsEvidence: true });
    const listed = await callApi(
      platform,
      'GET',
      `/reports/recordings?practiceReportId=${report.body.id}`,
      student,
    );
    expect(listed.body.recordings).toEqual([
      expect.objectContaining({
        id,
        keptAsEvidence: true,
        comments: [expect.objectContaining({ atSecond: 7 })],
      }),
    ]);
  });

  it('refuses more than 20 Mo in French before reading it, and forgets the file with the account', async () => {
    const { student } = await classroom(platform);
    const report = await callApi(platform, 'POST', '/practice-reports', student, {
      practiceDate: new Date().toISOString().slice(0, 10),
      duration: 10,
      location: 'school',
      content: 'Étude',
      nextGoals: 'Tempo',
    });
    const big = new Uint8Array(recordingMaxBytes + 1);
    big.set(ogg(64));
    const tooLarge = await upload(student, report.body.id, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe('Un enregistrement fait au plus 20 Mo.');
    const notAudio = await upload(student, report.body.id, new TextEncoder().encode('%PDF-1.7'.padEnd(100)));
    expect(notAudio.status).toBe(400);

    const { body } = await upload(student, report.body.id, ogg(2_000));
    expect(files()).toContain(body.id);
    expect((await callApi(platform, 'DELETE', '/account', student)).status).toBeLessThan(300);
    await eventually(
      async () => files().includes(body.id),
      (present) => !present,
    );
    expect(existsSync(dir)).toBe(true);
  });
});

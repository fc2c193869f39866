import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { ServiceHoldingPersonalData } from '@crescendo/contracts';
import { accessToken } from '../groups/oidc-client.js';
import { apiClient, inTurns, type ApiClient } from '../api-client.js';

const password = 'crescendo-demo';
export const yearStudentEmail = 'eleve@demo.crescendo.ca';
const teacherEmail = 'prof@demo.crescendo.ca';
const adminEmail = 'admin@demo.crescendo.ca';
/** The group of the demo student's chat (its teacher is the demo teacher). */
const groupName = 'MUS212 — Harmonie';
const marker = 'Banc d’essai archive';

/** What issue 31 §2 calls a year of a student's data; each count can be changed for a trial run. */
export const yearShape = {
  messages: Number(process.env.BENCH_PRIVACY_MESSAGES ?? 500),
  recordings: Number(process.env.BENCH_PRIVACY_RECORDINGS ?? 20),
  loans: Number(process.env.BENCH_PRIVACY_LOANS ?? 3),
  purchases: Number(process.env.BENCH_PRIVACY_PURCHASES ?? 12),
  bilans: Number(process.env.BENCH_PRIVACY_BILANS ?? 10),
  recordingBytes: Number(process.env.BENCH_PRIVACY_RECORDING_KB ?? 256) * 1024,
};

/** Every row seeded, by service and table, by id: what the archive must hold. */
export type SeededRows = Partial<Record<ServiceHoldingPersonalData, Record<string, string[]>>>;

export interface SeededYear {
  studentId: string;
  studentToken: string;
  rows: SeededRows;
  /** How each part was written, for the note. */
  how: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** An Ogg file as far as the reports service reads it ('OggS', a version), then noise. */
function oggBytes(size: number): Uint8Array {
  const bytes = randomBytes(size);
  bytes.write('OggS', 0, 'ascii');
  bytes[4] = 0;
  return new Uint8Array(bytes);
}

/**
 * A year of the demo student's data (issue 31 §2). Practice goes in with homework's table's SQL, 5 days of
 * 7 over the 365 days up to today (about 261 reports): the API dates a report's sending now and allows a few
 * voluntary reports a day (issue 34), so a year cannot be sent in one day. Everything else through the API
 * as the app sends it: the student's messages in their group's chat, recordings attached to their reports
 * (HTTP upload through the gateway, files on the reports service's volume), instruments lent by the admin
 * (one returned), purchases recorded by the admin, and Maestro IA's bilans asked by the teacher about the
 * student (the fake model of `startPlatform`).
 */
export async function seedStudentYear(
  origin: string,
  databaseUrl: string,
  log: (message: string) => void,
): Promise<SeededYear> {
  const [studentToken, teacherToken, adminToken] = await Promise.all(
    [yearStudentEmail, teacherEmail, adminEmail].map((email) => accessToken(origin, email, password)),
  );
  const [student, teacher, admin] = [studentToken, teacherToken, adminToken].map((t) => apiClient(origin, t));
  const me = await student!.get<{ id: string; organizationId: string }>('/me');
  const groups = await student!.get<{ groups: Array<{ id: string; name: string }> }>('/groups');
  const group = groups.groups.find((candidate) => candidate.name === groupName);
  if (!group) throw new Error(`${yearStudentEmail} is not in ${groupName}`);

  log('  practice: a year of reports (homework.practice_reports, SQL)…');
  const practice = await seedPractice(databaseUrl, me.organizationId, me.id);
  log(`  messages: ${yearShape.messages} in ${groupName} (POST /messages, as the student)…`);
  const messages = await inTurns(
    yearShape.messages,
    8,
    async (i) =>
      (
        await student!.post<{ id: string }>('/messages', {
          groupId: group.id,
          content: `${marker} — message ${i + 1} : la mesure 24 est encore difficile au tempo demandé.`,
        })
      ).id,
  );
  log(
    `  recordings: ${yearShape.recordings} of ${yearShape.recordingBytes / 1024} KB (upload as the student)…`,
  );
  const recordings = await inTurns(yearShape.recordings, 2, async (i) => {
    const reportId = practice[Math.floor(((i + 0.5) * practice.length) / yearShape.recordings)]!;
    const query = new URLSearchParams({ practiceReportId: reportId, durationSeconds: '180' });
    return (
      await student!.upload<{ id: string }>(
        `/reports/recordings?${query}`,
        oggBytes(yearShape.recordingBytes),
        'audio/ogg',
      )
    ).id;
  });
  log(`  loans (${yearShape.loans}), purchases (${yearShape.purchases}), bilans (${yearShape.bilans})…`);
  const loans = await lendInstruments(admin!, me.id);
  const purchases = await inTurns(
    yearShape.purchases,
    4,
    async (i) =>
      (
        await admin!.post<{ id: string }>('/purchases', {
          studentId: me.id,
          item: `${marker} — anches, mois ${i + 1}`,
          amount: `${12 + i},50`,
        })
      ).id,
  );
  const bilans = await inTurns(yearShape.bilans, 2, async (i) => {
    const to = new Date(Date.now() - i * 30 * 86_400_000);
    const from = new Date(to.getTime() - 29 * 86_400_000);
    return (
      await teacher!.post<{ id: string }>('/maestro/bilans', {
        groupId: group.id,
        studentId: me.id,
        from: day(from),
        to: day(to),
      })
    ).id;
  });
  return {
    studentId: me.id,
    studentToken,
    rows: {
      homework: { practice_reports: practice },
      messaging: { messages },
      reports: { recordings },
      inventory: { loans },
      finance: { purchases },
      maestro: { drafts: bilans },
    },
    how: 'practice by SQL, the rest through the API',
  };
}

/** `loans` instruments added and lent by the admin; the first returned, as a year's exchange would be. */
async function lendInstruments(admin: ApiClient, studentId: string): Promise<string[]> {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const ids: string[] = [];
  for (let i = 0; i < yearShape.loans; i += 1) {
    const instrument = await admin.post<{ id: string }>('/inventory/instruments', {
      family: 'cordes',
      type: 'Violon',
      assetNumber: `BANC-${tag}-${i + 1}`,
    });
    const loan = await admin.post<{ id: string }>('/inventory/loans', {
      instrumentId: instrument.id,
      studentId,
    });
    if (i === 0) await admin.post(`/inventory/loans/${loan.id}/return`, { condition: 'good' });
    ids.push(loan.id);
  }
  return ids;
}

async function seedPractice(
  databaseUrl: string,
  organizationId: string,
  studentId: string,
): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO homework.practice_reports (id, organization_id, student_id, practice_date, duration,
         location, content, next_goals, submitted_at, type, flags)
       SELECT gen_random_uuid(), $1, $2, current_date - (364 - d), 15 + (d * 13) % 46,
         CASE WHEN d % 3 = 0 THEN 'school' ELSE 'home' END,
         $3 || ' — gammes et étude, jour ' || d, 'Garder le tempo à la mesure 24.',
         (current_date - (364 - d)) + time '17:00', 'general', '{}'
       FROM generate_series(0, 364) AS d
       WHERE d % 7 NOT IN (5, 6)
       ORDER BY d
       RETURNING id`,
      [organizationId, studentId, marker],
    );
    return rows.map((row) => row.id);
  } finally {
    await db.end();
  }
}

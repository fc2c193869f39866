import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { RunningPlatform } from './start-platform.js';

/**
 * A student's recording as the reports service keeps one (its row, its file on the platform's volume), for a
 * test that needs one without recording in a browser (the archive's files, issue 31 §2). Answers its id.
 */
export async function plantRecording(
  platform: Pick<RunningPlatform, 'database' | 'recordingsDir'>,
  recording: { organizationId: string; studentId: string; audio: Uint8Array; madeAt: string },
): Promise<string> {
  const id = randomUUID();
  mkdirSync(join(platform.recordingsDir, recording.organizationId), { recursive: true });
  writeFileSync(join(platform.recordingsDir, recording.organizationId, id), recording.audio);
  const client = new pg.Client({ connectionString: platform.database.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "reports${platform.database.schemaSuffix}".recordings (id, organization_id, student_id,
         practice_report_id, mime_type, bytes, duration_seconds, storage_key, created_at)
       VALUES ($1, $2, $3, $4, 'audio/webm', $5, 30, $6, $7)`,
      [
        id,
        recording.organizationId,
        recording.studentId,
        randomUUID(),
        recording.audio.length,
        `${recording.organizationId}/${id}`,
        recording.madeAt,
      ],
    );
  } finally {
    await client.end();
  }
  return id;
}

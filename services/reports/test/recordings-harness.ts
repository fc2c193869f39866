import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { actorHeader, recordingPaths, type Actor, type Recording } from '@crescendo/contracts';
import { startService, type RunningService } from '@crescendo/service-kit';
import { startServiceUnderTest, testActorSigner } from '@crescendo/testing';
import { createReportsService } from '../src/reports.service-definition.js';

/** What the recordings' HTTP routes answer: the recording stored, or the refusal's error. */
export type RecordingAnswer = Recording & { error: { code: string; message: string } };

/**
 * The reports service with its recordings on a folder of this test's own (REPORTS_RECORDINGS_DIR), the real
 * identity, groups and homework beside it, and its HTTP routes called as the gateway calls them: the actor
 * signed with the run's key in `x-crescendo-actor`.
 */
export async function startRecordings() {
  const dir = mkdtempSync(join(tmpdir(), 'crescendo-recordings-'));
  const schema = `reports_${randomBytes(4).toString('hex')}`;
  const harness = await startServiceUnderTest({
    name: 'reports',
    beside: ['identity', 'groups', 'homework'],
    env: { DEMO_MODE: 'false', REPORTS_RECORDINGS_DIR: dir },
    start: async (env) =>
      (await startService(createReportsService({ schema }), env)) as unknown as RunningService,
    publisher: 'identity',
  });
  const signer = testActorSigner();
  const headersOf = async (actor: Actor, extra: Record<string, string> = {}) => ({
    [actorHeader]: await signer.sign(actor),
    ...extra,
  });
  return {
    ...harness,
    dir,
    /** 'Ajouter un enregistrement' as the gateway forwards it. */
    async upload(
      actor: Actor,
      query: Record<string, string | number>,
      body: Uint8Array | ReadableStream<Uint8Array>,
      contentType = 'audio/ogg',
    ) {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const response = await fetch(`${harness.service.url}${recordingPaths.upload}?${search}`, {
        method: 'POST',
        headers: await headersOf(actor, { 'content-type': contentType }),
        body,
        ...(body instanceof Uint8Array ? {} : { duplex: 'half' }),
      } as RequestInit);
      return { status: response.status, body: (await response.json()) as RecordingAnswer };
    },
    /** The audio, whole or a part (`range`). */
    async listen(actor: Actor, recordingId: string, range?: string) {
      const response = await fetch(`${harness.service.url}${recordingPaths.audio(recordingId)}`, {
        headers: await headersOf(actor, range ? { range } : {}),
      });
      return {
        status: response.status,
        headers: response.headers,
        bytes: new Uint8Array(await response.arrayBuffer()),
      };
    },
    async close() {
      await harness.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type RecordingsHarness = Awaited<ReturnType<typeof startRecordings>>;

/** A small Ogg file as far as the first bytes go: 'OggS', a version, then noise. */
export function oggBytes(size = 4096): Uint8Array {
  const bytes = randomBytes(size);
  bytes.write('OggS', 0, 'ascii');
  bytes[4] = 0;
  return new Uint8Array(bytes);
}

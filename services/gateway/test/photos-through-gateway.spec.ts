import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callApi, eventually, signUp, startOwnPlatform, type OwnPlatform } from './own-platform.js';

// Decision 0072 through the edge: the whole stack from dist/ (gateway, identity, groups, inventory). An admin's
// photo of an instrument and a loan's condition photo stream through the gateway to the inventory service over
// HTTP and back; the loan's student sees theirs; a signed-out caller and a student sending are refused.
let platform: OwnPlatform;
const dir = mkdtempSync(join(tmpdir(), 'crescendo-inventory-photos-'));
beforeAll(async () => {
  platform = await startOwnPlatform({ inventory: { INVENTORY_PHOTOS_DIR: dir } }, 1, [
    'identity',
    'groups',
    'inventory',
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

function jpeg(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

async function upload(
  token: string | null,
  query: string,
  body: Uint8Array,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${platform.origin}/api/v1/inventory/photos?${query}`, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'image/jpeg',
      ...headers,
    },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { id: string; error: { message: string } },
  };
}

describe('photos through the gateway (decision 0072)', () => {
  it('streams an instrument’s photo and a loan’s condition photo in and back out, to whom may see them', async () => {
    const admin = await signUp(platform);
    const school = await callApi(platform, 'POST', '/organizations', admin, { name: 'École', role: 'admin' });
    expect(school.status).toBe(201);
    const group = await callApi(platform, 'POST', '/groups', admin, { name: 'MUS212 — Harmonie' });
    expect(group.status).toBe(201);
    const student = await signUp(platform);
    expect(
      (await callApi(platform, 'POST', '/groups/join', student, { code: group.body.connectionCode })).status,
    ).toBe(201);
    const me = await eventually(
      () => callApi(platform, 'GET', '/me', student),
      (answer) => answer.body?.role === 'student',
    );
    const instrument = await callApi(platform, 'POST', '/inventory/instruments', admin, {
      family: 'cuivres',
      type: 'Trompette',
      assetNumber: 'TR-1',
    });
    expect(instrument.status).toBe(201);

    const photo = await upload(
      admin,
      `instrumentId=${instrument.body.id}&alt=${encodeURIComponent('Trompette, pavillon')}`,
      jpeg(30_000),
    );
    expect(photo.status).toBe(201);
    expect(files()).toContain(photo.body.id);
    const back = await fetch(`${platform.origin}/api/v1/inventory/photos/${photo.body.id}/content`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/jpeg');
    expect((await back.arrayBuffer()).byteLength).toBe(30_000);
    const listed = await callApi(
      platform,
      'GET',
      `/inventory/photos?instrumentId=${instrument.body.id}`,
      admin,
    );
    expect(listed.body.photos).toEqual([
      expect.objectContaining({ id: photo.body.id, altText: 'Trompette, pavillon' }),
    ]);

    const loan = await callApi(platform, 'POST', '/inventory/loans', admin, {
      instrumentId: instrument.body.id,
      studentId: me.body.id,
    });
    expect(loan.status).toBe(201);
    const condition = await upload(admin, `loanId=${loan.body.id}&stage=check-out`, jpeg(10_000));
    expect(condition.status).toBe(201);
    const seen = await fetch(`${platform.origin}/api/v1/inventory/photos/${condition.body.id}/content`, {
      headers: { authorization: `Bearer ${student}` },
    });
    expect(seen.status).toBe(200);
    // A student reads no instrument's photo, and sends none.
    const refused = await fetch(`${platform.origin}/api/v1/inventory/photos/${photo.body.id}/content`, {
      headers: { authorization: `Bearer ${student}` },
    });
    expect(refused.status).toBe(403);
    expect((await upload(student, `loanId=${loan.body.id}&stage=return`, jpeg(100))).status).toBe(403);
    expect((await upload(null, `instrumentId=${instrument.body.id}`, jpeg(100))).status).toBe(401);

    expect(files()).toHaveLength(2);
  });
});

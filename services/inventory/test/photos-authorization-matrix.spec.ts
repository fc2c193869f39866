import {
  addInstrument,
  inventoryPhotoSubjects,
  lendInstrument,
  listPhotos,
  photoPaths,
  removePhoto,
  type Actor,
  type Reply,
} from '@crescendo/contracts';
import {
  allow,
  checkMatrix,
  matrixCases,
  nothingRead,
  twoOrganizationsMatrix,
  type ExpectationRow,
} from '@crescendo/testing';
import { jpegBytes, startPhotos, type PhotosHarness } from './photos-harness.js';

// The inventory's photos (decision 0072): an instrument's are added and removed by the school's admins and seen
// by its staff; a loan's condition photos are taken by the staff and seen by them and by the loan's student;
// nobody crosses schools. Every photo endpoint, over NATS and over HTTP as the gateway forwards it, × every
// kind of actor (the main table is `authorization-matrix.spec.ts`).
const { home, actors, homeAdmin, schoolStaff } = twoOrganizationsMatrix();

const upload = (of: string) => `POST ${photoPaths.upload} (${of})`;
const content = (of: string) => `GET ${photoPaths.contentPattern} (${of})`;

const table: Record<string, ExpectationRow> = {
  [`${inventoryPhotoSubjects.list} (instrument)`]: schoolStaff,
  // A loan's photos: the school's staff, and the loan's student for their own.
  [`${inventoryPhotoSubjects.list} (loan)`]: allow(schoolStaff, 'home student (member)'),
  [inventoryPhotoSubjects.remove]: homeAdmin,
  [upload('instrument')]: homeAdmin,
  [upload('loan')]: schoolStaff,
  [content('instrument')]: schoolStaff,
  [content('loan')]: allow(schoolStaff, 'home student (member)'),
};

let serial = 0;

describe('inventory photos: authorization matrix (two organisations, every endpoint)', () => {
  let h: PhotosHarness;
  beforeAll(async () => {
    h = await startPhotos();
    await h.groupWith(home.teacher, [home.student]);
  }, 180_000);
  afterAll(() => h?.close());

  /** An HTTP answer as a reply: its JSON, or its error. */
  async function http(status: number, body: unknown): Promise<Reply<unknown>> {
    if (status >= 200 && status < 300) return { ok: true, data: body } as Reply<unknown>;
    return {
      ok: false,
      error: (body as { error: { code: string; message: string } }).error,
    } as Reply<unknown>;
  }

  /** A fresh instrument of `home` per cell, its photo, and its loan to the student with a photo taken at check-out. */
  async function call(endpoint: string, name: string): Promise<Reply<unknown>> {
    const actor = actors[name] as Actor | null;
    serial += 1;
    const instrument = await h.ok(
      addInstrument,
      { family: 'bois', type: 'Flûte', assetNumber: `PH-${serial}` },
      home.admin,
    );
    const loan = await h.ok(
      lendInstrument,
      { instrumentId: instrument.id, studentId: home.student.userId },
      home.teacher,
    );
    const itemPhoto = (await h.upload(home.admin, { instrumentId: instrument.id }, jpegBytes(64))).body;
    const loanPhoto = (await h.upload(home.teacher, { loanId: loan.id, stage: 'check-out' }, jpegBytes(64)))
      .body;
    const asSent = async (send: (signedIn: Actor) => Promise<{ status: number; body: unknown }>) => {
      if (!actor) return { ok: false, error: { code: 'UNAUTHENTICATED', message: '' } } as Reply<unknown>;
      const { status, body } = await send(actor);
      return http(status, body);
    };
    switch (endpoint) {
      case `${inventoryPhotoSubjects.list} (instrument)`: {
        const reply = await h.send(listPhotos, { instrumentId: instrument.id }, actor);
        return reply.ok && reply.data.photos.length === 0 ? nothingRead : reply;
      }
      case `${inventoryPhotoSubjects.list} (loan)`: {
        const reply = await h.send(listPhotos, { loanId: loan.id }, actor);
        return reply.ok && reply.data.photos.length === 0 ? nothingRead : reply;
      }
      case inventoryPhotoSubjects.remove:
        return h.send(removePhoto, { photoId: itemPhoto.id }, actor);
      case upload('instrument'):
        return asSent((a) => h.upload(a, { instrumentId: instrument.id }, jpegBytes(64)));
      case upload('loan'):
        return asSent((a) => h.upload(a, { loanId: loan.id, stage: 'return' }, jpegBytes(64)));
      case content('instrument'):
        return asSent(async (a) => {
          const seen = await h.view(a, itemPhoto.id);
          return {
            status: seen.status,
            body: seen.status === 200 ? {} : JSON.parse(Buffer.from(seen.bytes).toString()),
          };
        });
      case content('loan'):
        return asSent(async (a) => {
          const seen = await h.view(a, loanPhoto.id);
          return {
            status: seen.status,
            body: seen.status === 200 ? {} : JSON.parse(Buffer.from(seen.bytes).toString()),
          };
        });
      default:
        throw new Error(`no call for ${endpoint}`);
    }
  }

  it('answers every cell as the table says', async () => {
    expect(await checkMatrix(matrixCases(table), call)).toEqual([]);
  }, 180_000);

  it('refuses a photo route called without the gateway’s signed actor', async () => {
    const response = await fetch(`${h.service.url}${photoPaths.upload}?instrumentId=${crypto.randomUUID()}`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: jpegBytes(64),
    });
    expect(response.status).toBe(401);
  });
});

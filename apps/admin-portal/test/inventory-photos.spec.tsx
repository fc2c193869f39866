/**
 * @jest-environment jsdom
 */
import {
  type AdminApi,
  inventoryInstrument,
  organizationId,
  renderAdmin,
  startAdminApi,
} from './inventory-harness.js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { LendInstrumentModal } from '../src/inventory/lend-instrument-modal.js';
import type { ResizeDeps } from '@crescendo/web-kit/photos';
import { PhotosPanel } from '@crescendo/web-kit/photos';

const instrumentId = '00000000-0000-4000-8000-000000000201';
const photoId = '00000000-0000-4000-8000-000000000701';
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

/**
 * Issue 27 §1, decision 0072: an instrument's photos in its details — the photo chosen is resized on the device
 * (long side 1 600 px; JPEG where the browser cannot write WebP) before its bytes are sent with the alt text
 * typed, the thumbnails say their alt text, and 'Retirer la photo' removes one.
 */
describe("an instrument's photos", () => {
  let api: AdminApi;
  const uploads: Array<{ query: URLSearchParams; body: unknown }> = [];
  const removed: string[] = [];
  let photos: object[] = [];
  const drawn: Array<{ width: number; height: number; types: string[] }> = [];

  // The device's canvas: a 4 000 × 3 000 photo; this browser writes PNG when asked for WebP (as Safari did).
  const deps: ResizeDeps = {
    decode: async () => ({ width: 4000, height: 3000 }) as never,
    canvas: () => {
      const canvas = {
        width: 0,
        height: 0,
        types: [] as string[],
        getContext: () => ({ drawImage: () => undefined }),
        toBlob(done: (blob: Blob | null) => void, type: string) {
          canvas.types.push(type);
          drawn.push({ width: canvas.width, height: canvas.height, types: canvas.types });
          done(type === 'image/jpeg' ? new Blob([jpeg], { type }) : new Blob([jpeg], { type: 'image/png' }));
        },
      };
      return canvas;
    },
  };

  beforeAll(async () => {
    api = await startAdminApi(({ method, path, body }, query) => {
      if (path === '/inventory/photos' && method === 'GET')
        return { status: 200, body: { photos, nextCursor: null } };
      if (path === '/inventory/photos' && method === 'POST') {
        uploads.push({ query, body });
        const photo = {
          id: photoId,
          instrumentId,
          loanId: null,
          stage: 'item',
          altText: query.get('alt') ?? 'Photo de l’instrument Violon VIO-0001',
          mimeType: 'image/jpeg',
          bytes: jpeg.length,
          createdAt: '2026-11-30T12:00:00.000Z',
        };
        photos = [photo];
        return { status: 201, body: photo };
      }
      if (path === `/inventory/photos/${photoId}` && method === 'DELETE') {
        removed.push(photoId);
        photos = [];
        return { status: 200, body: { removed: true } };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Introuvable.' } } };
    });
  });
  afterAll(() => api.close());

  it('resizes the photo on the device, sends it with its alt text, shows it, and removes it', async () => {
    const user = userEvent.setup();
    renderAdmin(api.apiBase, <PhotosPanel owner={{ instrumentId }} canAdd canRemove resizeDeps={deps} />);
    expect(await screen.findByText('Aucune photo.')).toBeTruthy();
    expect(screen.getByText(/au plus 8 Mo/)).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Ajouter la photo' });
    expect((add as HTMLButtonElement).disabled).toBe(true);

    const file = new File([new Uint8Array(4_000_000)], 'IMG_0042.HEIC.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choisir ou prendre une photo'), file);
    await user.type(screen.getByLabelText(/Description de la photo/), 'Violon, éclisse droite');
    await user.click(add);

    expect(await screen.findByText('Photo ajoutée')).toBeTruthy();
    expect(drawn.at(-1)).toMatchObject({ width: 1600, height: 1200, types: ['image/webp', 'image/jpeg'] });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.query.get('instrumentId')).toBe(instrumentId);
    expect(uploads[0]!.query.get('alt')).toBe('Violon, éclisse droite');
    expect(Array.from(uploads[0]!.body as Uint8Array)).toEqual(Array.from(jpeg));
    // The thumbnail says what it shows.
    expect(await screen.findByRole('img', { name: 'Violon, éclisse droite' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retirer la photo : Violon, éclisse droite' }));
    expect(await screen.findByText('Photo retirée')).toBeTruthy();
    expect(removed).toEqual([photoId]);
    await waitFor(() => expect(screen.getByText('Aucune photo.')).toBeTruthy());
  });
});

/**
 * Decision 0078: 'Prêter' takes the condition photos at check-out inside its dialog; they go, with the stage
 * 'check-out', to the loan once it is recorded. A photo that does not go leaves the loan recorded, is said in
 * French with 'Réessayer l’envoi', and is sent again to the same loan without lending twice.
 */
describe('the photos taken in ‘Prêter’', () => {
  const lea = '00000000-0000-4000-8000-000000000301';
  const loanId = '00000000-0000-4000-8000-000000000401';
  let api: AdminApi;
  let refuseUploads = 0;
  const events: string[] = [];
  const sent: URLSearchParams[] = [];

  beforeAll(async () => {
    URL.createObjectURL = () => 'blob:photo';
    URL.revokeObjectURL = () => undefined;
    api = await startAdminApi(({ method, path }, query) => {
      if (path === '/profiles/lookup')
        return {
          status: 200,
          body: {
            profiles: [
              {
                id: lea,
                role: 'student',
                firstName: 'Léa',
                lastName: 'Gagnon',
                email: 'lea@ecole.test',
                instrument: null,
              },
            ],
          },
        };
      if (path === '/inventory/loans' && method === 'POST') {
        events.push('lent');
        return { status: 201, body: lentLoan(loanId, lea) };
      }
      if (path === '/inventory/photos' && method === 'POST') {
        if (refuseUploads > 0) {
          refuseUploads -= 1;
          events.push('photo refused');
          return { status: 504, body: { error: { code: 'TIMEOUT', message: 'Délai dépassé.' } } };
        }
        events.push(`photo ${query.get('stage')} → ${query.get('loanId')}`);
        sent.push(query);
        return {
          status: 201,
          body: {
            id: photoId,
            instrumentId: '00000000-0000-4000-8000-000000000201',
            loanId: query.get('loanId'),
            stage: query.get('stage'),
            altText: 'État au prêt',
            mimeType: 'image/jpeg',
            bytes: jpeg.length,
            createdAt: '2026-11-30T12:00:00.000Z',
          },
        };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Introuvable.' } } };
    });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    events.length = 0;
    sent.length = 0;
  });

  const deps: ResizeDeps = {
    decode: async () => ({ width: 800, height: 600 }) as never,
    canvas: () => ({
      width: 0,
      height: 0,
      getContext: () => ({ drawImage: () => undefined }),
      toBlob: (done: (blob: Blob | null) => void, type: string) => done(new Blob([jpeg], { type })),
    }),
  };
  const photo = () => new File([new Uint8Array(1024)], 'IMG_1.jpg', { type: 'image/jpeg' });

  async function lendWithPhotos(onClose: () => void, photos: number) {
    renderAdmin(
      api.apiBase,
      <LendInstrumentModal
        instrument={inventoryInstrument(1) as never}
        onClose={onClose}
        resizeDeps={deps}
      />,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Prêter l’instrument VIO-0001' });
    await within(dialog).findByRole('option', { name: 'Léa Gagnon' });
    await user.selectOptions(within(dialog).getByLabelText('Élève'), lea);
    const input = within(dialog).getByLabelText('Photos de l’état au prêt') as HTMLInputElement;
    expect(input.getAttribute('capture')).toBe('environment');
    await user.upload(input, Array.from({ length: photos }, photo));
    await user.click(within(dialog).getByRole('button', { name: 'Prêter' }));
    return user;
  }

  it('sends them with the stage ‘check-out’ after the loan is recorded, then closes', async () => {
    const onClose = jest.fn(() => undefined);
    await lendWithPhotos(onClose, 2);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(events).toEqual(['lent', `photo check-out → ${loanId}`, `photo check-out → ${loanId}`]);
    expect(await screen.findByText('Prêt enregistré')).toBeTruthy();
  });

  it('says a photo that did not go, keeps the loan, and sends it again on ‘Réessayer l’envoi’', async () => {
    refuseUploads = 1;
    const onClose = jest.fn(() => undefined);
    const user = await lendWithPhotos(onClose, 1);
    const alert = await screen.findByText(/Prêt enregistré, mais 1 photo n’a pas pu être envoyée\./);
    expect(alert.textContent).toContain('Le service a mis trop de temps à répondre.');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Prêter' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Réessayer l’envoi' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(events).toEqual(['lent', 'photo refused', `photo check-out → ${loanId}`]);
  });
});

/** A loan as the API answers 'Prêter'. */
function lentLoan(id: string, studentId: string) {
  return {
    id,
    organizationId,
    instrumentId: inventoryInstrument(1).id,
    assetNumber: 'VIO-0001',
    family: 'cordes',
    type: 'Violon',
    studentId,
    lentBy: null,
    lentAt: '2026-11-30T12:00:00.000Z',
    dueOn: '2027-06-30',
    overdue: false,
    returnedAt: null,
    returnCondition: null,
    damage: null,
    chargedCents: null,
    notes: null,
    agreementRequired: false,
    agreement: null,
  };
}

/** @jest-environment jsdom */
// `@crescendo/web-kit/testing` first: it lends jsdom what react-router reads at load.
import { notFound, signedInClient, startApi, meAs } from '@crescendo/web-kit/testing';
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jest } from '@jest/globals';
import { initReactI18next } from 'react-i18next';
import type { Loan } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { AuthProvider, useAuth } from '@crescendo/web-auth';
import type { ResizeDeps } from '@crescendo/web-kit/photos';
import { ReturnLoanModal } from '../src/return-loan-modal.js';

const teacherMe = meAs('teacher', { lastName: 'Tremblay' });
const loan = {
  id: '11111111-1111-4111-8111-111111111111',
  assetNumber: 'CR-0004',
  type: 'Trompette',
} as unknown as Loan;

/**
 * 'Retour' (issue 27 §3, §5) on web-kit's form kit: the condition it came back in and the kind of damage; an
 * amount for the family only with negligence, typed in dollars and sent in cents.
 */
describe('the return dialog', () => {
  beforeAll(() => initPreloadedI18n('fr', [initReactI18next]));

  it('asks an amount only for negligence, and sends it in cents', async () => {
    const onSave = jest.fn(async (_body: unknown) => undefined);
    render(<ReturnLoanModal loan={loan} onSave={onSave} onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Dommage'), 'accidental');
    expect(screen.queryByLabelText('Montant facturé à la famille')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Dommage'), 'negligence');
    await user.selectOptions(screen.getByLabelText('État'), 'needs-repair');
    const charge = screen.getByLabelText('Montant facturé à la famille');
    await user.type(charge, 'cent');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await screen.findByText('Le montant est positif, d’au plus 10 000,00, par exemple 150,00.');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(charge);
    await user.type(charge, '150,00');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      { condition: 'needs-repair', damage: 'negligence', chargeCents: 15000, notes: null },
    ]);
  });
});

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
/** The device's canvas: any photo becomes a small JPEG (the real one is resize-photo's spec's). */
const deps: ResizeDeps = {
  decode: async () => ({ width: 4000, height: 3000 }) as never,
  canvas: () => ({
    width: 0,
    height: 0,
    getContext: () => ({ drawImage: () => undefined }),
    toBlob: (done: (blob: Blob | null) => void, type: string) => done(new Blob([jpeg], { type })),
  }),
};
const photoFile = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });

function Signed({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  return status === 'authenticated' ? <>{children}</> : <p>{status}</p>;
}

/**
 * Decision 0078: condition photos taken inside 'Retour' — the return photo and, for negligence, the repair
 * quote — are resized on the device and sent with their stage once the return is recorded; a photo that does
 * not go leaves the return recorded, is said in French, and 'Réessayer l’envoi' sends it to the same loan.
 */
describe('the return dialog’s photos', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let refuseUploads = 0;
  const uploads: URLSearchParams[] = [];

  beforeAll(async () => {
    initPreloadedI18n('fr', [initReactI18next]);
    URL.createObjectURL = () => 'blob:photo';
    URL.revokeObjectURL = () => undefined;
    api = await startApi(({ method, path }, query) => {
      if (path === '/me') return { status: 200, body: teacherMe };
      if (path === '/inventory/photos' && method === 'POST') {
        if (refuseUploads > 0) {
          refuseUploads -= 1;
          return {
            status: 503,
            body: { error: { code: 'UNAVAILABLE', message: 'Service momentanément indisponible.' } },
          };
        }
        uploads.push(query);
        return {
          status: 201,
          body: {
            id: `00000000-0000-4000-8000-00000000070${uploads.length}`,
            instrumentId: '00000000-0000-4000-8000-000000000201',
            loanId: query.get('loanId'),
            stage: query.get('stage'),
            altText: 'État au retour',
            mimeType: 'image/jpeg',
            bytes: jpeg.length,
            createdAt: '2026-11-30T12:00:00.000Z',
          },
        };
      }
      return notFound;
    });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    uploads.length = 0;
  });

  const renderReturn = (onSave: (body: unknown) => Promise<unknown>, onClose: () => void) =>
    render(
      <AuthProvider client={signedInClient()} apiBase={api.apiBase}>
        <Signed>
          <ReturnLoanModal loan={loan} onSave={onSave} onClose={onClose} resizeDeps={deps} />
        </Signed>
      </AuthProvider>,
    );

  it('sends the return photo and the quote, with their stages, once the return is recorded', async () => {
    const order: string[] = [];
    const onSave = jest.fn(async (_body: unknown) => {
      order.push(`recorded, ${uploads.length} photo(s) sent`);
    });
    const onClose = jest.fn(() => undefined);
    renderReturn(onSave, onClose);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Dommage'), 'negligence');
    const back = screen.getByLabelText('Photos de l’état au retour') as HTMLInputElement;
    expect(back.getAttribute('capture')).toBe('environment');
    expect(back.getAttribute('accept')).toBe('image/*');
    expect(back.multiple).toBe(true);
    await user.upload(back, [photoFile('a.jpg'), photoFile('b.jpg')]);
    await user.upload(screen.getByLabelText('Soumission de réparation'), photoFile('devis.jpg'));
    // Thumbnails before saving; one removed.
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1 : Au retour',
      'Photo 2 : Au retour',
      'Photo 1 : Soumission de réparation',
    ]);
    await user.click(screen.getByRole('button', { name: 'Retirer la photo : Photo 2 : Au retour' }));
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(uploads).toHaveLength(0);

    await user.type(screen.getByLabelText('Montant facturé à la famille'), '150,00');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['recorded, 0 photo(s) sent']);
    expect(uploads.map((query) => [query.get('loanId'), query.get('stage')])).toEqual([
      [loan.id, 'return'],
      [loan.id, 'quote'],
    ]);
  });

  it('keeps the return recorded when a photo does not go, says so, and sends it again on request', async () => {
    refuseUploads = 1;
    const onSave = jest.fn(async (_body: unknown) => undefined);
    const onClose = jest.fn(() => undefined);
    renderReturn(onSave, onClose);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Photos de l’état au retour'), photoFile('a.jpg'));
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Retour enregistré, mais 1 photo n’a pas pu être envoyée.');
    expect(alert.textContent).toContain('Le service est momentanément indisponible.');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    // The return is not offered again: only the photo left and its retry.
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Photo 1 : Au retour' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Réessayer l’envoi' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(uploads.map((query) => [query.get('loanId'), query.get('stage')])).toEqual([[loan.id, 'return']]);
  });
});

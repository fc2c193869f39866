/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { CameraScan, loadDetector, zxingWasmUrl } from '../src/inventory/camera-scan.js';

/** A device: its cameras (none, or one) and the picture they give; what stopped is counted. */
function device(cameras: number) {
  const stopped: string[] = [];
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      enumerateDevices: async () => [
        { kind: 'audioinput' },
        ...Array.from({ length: cameras }, () => ({ kind: 'videoinput' })),
      ],
      getUserMedia: async (constraints: MediaStreamConstraints) => {
        expect(constraints).toEqual({ video: { facingMode: 'environment' }, audio: false });
        return { getTracks: () => [{ stop: () => stopped.push('track') }] } as unknown as MediaStream;
      },
    },
  });
  return stopped;
}

/** The browser's own detector, as Chrome on Android has it: reads what the label shows. */
class NativeDetector {
  static shown: string[] = [];
  static async getSupportedFormats() {
    return ['code_128', 'qr_code', 'ean_13'];
  }
  constructor(readonly options: { formats: string[] }) {}
  async detect() {
    const code = NativeDetector.shown.shift();
    return code ? [{ rawValue: code }] : [];
  }
}

/**
 * Issue 27 §2: the quick mode's scan field also takes the camera where the device has one — the browser's
 * BarcodeDetector, else barcode-detector's ponyfill — each code read given as the USB scanner would type it.
 */
describe("the quick mode's camera", () => {
  beforeAll(() => {
    initPreloadedI18n('fr', [initReactI18next]);
    // jsdom plays no video.
    HTMLMediaElement.prototype.play = async () => undefined;
  });
  afterEach(() => {
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  });

  it('is not offered on a device without a camera (the USB scanner types into the field as before)', async () => {
    device(0);
    const onCode = () => undefined;
    render(<CameraScan onCode={onCode} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Scanner avec la caméra' })).toBeNull();
  });

  it('reads each code once while it stays in front, and stops the camera when asked', async () => {
    const stopped = device(1);
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = NativeDetector;
    NativeDetector.shown = ['VIO-0042', 'VIO-0042', 'VIO-0042', '', 'TRP-0007'];
    const read: string[] = [];
    render(<CameraScan onCode={(code) => read.push(code)} />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Scanner avec la caméra' }, { timeout: 5000 }),
    );
    screen.getByLabelText('Image de la caméra : présentez le code de l’étiquette');
    await waitFor(() => expect(read).toEqual(['VIO-0042', 'TRP-0007']), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Arrêter la caméra' }));
    expect(stopped).toEqual(['track']);
    expect(screen.queryByLabelText(/Image de la caméra/)).toBeNull();
  });

  it('says so when the camera is refused, the field still there for typing', async () => {
    device(1);
    Object.assign(navigator.mediaDevices, {
      getUserMedia: async () => {
        throw new DOMException('denied', 'NotAllowedError');
      },
    });
    render(<CameraScan onCode={() => undefined} />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Scanner avec la caméra' }, { timeout: 5000 }),
    );
    await screen.findByText(/La caméra n’est pas disponible/, {}, { timeout: 5000 });
    screen.getByRole('button', { name: 'Scanner avec la caméra' });
  });

  it('uses the browser’s detector when it reads Code 128, else the ponyfill (ZXing in WebAssembly)', async () => {
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = NativeDetector;
    expect(await loadDetector()).toBeInstanceOf(NativeDetector);
    class QrOnly extends NativeDetector {
      static override async getSupportedFormats() {
        return ['qr_code'];
      }
    }
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = QrOnly;
    const { BarcodeDetector } = await import('barcode-detector/ponyfill');
    expect(await loadDetector()).toBeInstanceOf(BarcodeDetector);
    // ZXing's .wasm is asked of this site (the bundler serves it with the portal), never of the package's CDN.
    expect(zxingWasmUrl).toMatch(/zxing-wasm\/reader\/zxing_reader\.wasm$/);
    expect(zxingWasmUrl).not.toMatch(/^https?:/);
  });
});

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@crescendo/ui';

/** What the scan needs of a detector: the browser's own `BarcodeDetector`, or barcode-detector's. */
export interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

type DetectorClass = {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats(): Promise<readonly string[]>;
};

/** ZXing's WebAssembly reader, served with the portal's own files (the CSP allows no other origin). */
export const zxingWasmUrl = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;

/** The label's two codes: Code 128 (what a USB scanner reads) and QR. */
const formats = ['code_128', 'qr_code'];
/** The same code seen again within this delay is the same scan (a label stays in front of the camera). */
const repeatMs = 2500;

/**
 * The browser's `BarcodeDetector` where it reads Code 128 (Chrome on Android, for one); elsewhere the
 * barcode-detector package's ponyfill (ZXing in WebAssembly), loaded only once the camera is opened.
 */
export async function loadDetector(): Promise<CodeDetector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native && (await native.getSupportedFormats().catch((): readonly string[] => [])).includes('code_128'))
    return new native({ formats });
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // ZXing's .wasm from this site (the bundler copies it), never from the package's default CDN.
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: ['code_128', 'qr_code'] });
}

/** Whether the device has a camera at all (the permission is asked only when it is opened). */
export function useHasCamera(): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!devices?.enumerateDevices || !devices.getUserMedia) return;
    let live = true;
    devices.enumerateDevices().then(
      (list) => live && setHas(list.some((device) => device.kind === 'videoinput')),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return has;
}

export interface CameraScanProps {
  /** Each code read, as the scanner's typing would give it. */
  onCode: (code: string) => void;
  disabled?: boolean;
  /** Tests hand their own detector. */
  detector?: () => Promise<CodeDetector>;
}

/**
 * 'Scanner avec la caméra', only where the device has a camera: the back camera's picture, each code read
 * given to the quick mode as if typed by the USB scanner, until 'Arrêter la caméra'.
 */
export function CameraScan({ onCode, disabled = false, detector = loadDetector }: CameraScanProps) {
  const { t } = useTranslation(['translation', 'inventoryLabels']);
  const hasCamera = useHasCamera();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: '', at: 0 };
    const run = async () => {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const reader = await detector();
      const tick = async () => {
        if (stopped || !video.current) return;
        const found = await reader.detect(video.current).catch(() => []);
        const code = found[0]?.rawValue.trim();
        const now = Date.now();
        if (code && (code !== last.code || now - last.at > repeatMs)) {
          last = { code, at: now };
          latest.current(code);
        }
        timer = setTimeout(() => void tick(), 200);
      };
      await tick();
    };
    run().catch(() => {
      setFailed(true);
      setOpen(false);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open, detector]);

  if (!hasCamera) return null;
  return (
    <div className="cr-camera-scan">
      <Button
        variant="secondary"
        disabled={disabled && !open}
        aria-pressed={open}
        onClick={() => {
          setFailed(false);
          setOpen((value) => !value);
        }}
      >
        {open ? t('inventoryLabels:camera.stop') : t('inventoryLabels:camera.start')}
      </Button>
      {open && (
        <video
          ref={video}
          className="cr-camera-scan__video"
          style={{ display: 'block', width: '100%', maxWidth: '24rem', marginTop: '0.5rem' }}
          aria-label={t('inventoryLabels:camera.preview')}
          muted
          playsInline
        />
      )}
      {failed && <Alert tone="error">{t('inventoryLabels:camera.failed')}</Alert>}
    </div>
  );
}

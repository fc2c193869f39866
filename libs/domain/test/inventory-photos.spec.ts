import { fitWithin, photoMaxMegabytes, sniffPhotoType } from '../src/index.js';

describe('an inventory photo (decision 0072)', () => {
  const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);

  it('is known by its first bytes: JPEG, PNG, WebP; anything else is refused', () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('image/jpeg');
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffPhotoType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe(
      'image/webp',
    );
    // A WAV is RIFF too, but not WEBP; a GIF, a PDF, an HEIC, nothing: refused.
    expect(sniffPhotoType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('GIF89a…'))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffPhotoType(bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63))).toBeNull();
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(photoMaxMegabytes).toBe(8);
  });

  it('is drawn with its long side at 1 600 px at most, never enlarged, its proportions kept', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 10)).toEqual({ width: 1600, height: 2 });
  });
});

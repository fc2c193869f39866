import { AppException } from '@crescendo/service-kit';

const signatures: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  webp: (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Spec §5: a picture is an image read as a data URL. Its bytes must be the image type it claims. */
export function checkPicture(dataUrl: string): void {
  const match = /^data:image\/(png|jpeg|webp|gif);base64,(.+)$/.exec(dataUrl);
  const check = match ? signatures[match[1]!] : undefined;
  if (!match || !check || !check(Buffer.from(match[2]!, 'base64'))) {
    throw AppException.invalid({ picture: 'identity.pictureInvalid' });
  }
}

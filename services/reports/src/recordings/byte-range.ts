import type { ByteRange } from './recording-storage.js';

/**
 * HTTP's Range (RFC 9110 §14) for one part of a file of `size` bytes: `bytes=0-99`, `bytes=100-`,
 * `bytes=-500` (the last 500). No header: null (the whole file). Several parts, another unit or a part past
 * the end: 'unsatisfiable' (416). An end past the file is cut to its last byte.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '') || size === 0) return 'unsatisfiable';
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

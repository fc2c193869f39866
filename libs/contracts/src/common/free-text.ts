import { z } from 'zod';

/**
 * Control characters (Unicode Cc: C0, DEL, C1) and UTF-16 halves without their pair. JSON writes most C0
 * characters as `\u00XX` (6 bytes each) and a lone surrogate as `\uDXXX`, so 2 000 of them made a 12 KB
 * report (issue 34); none of them is text anyone typed. Tab and line breaks are handled apart.
 */
const unwanted = /(?![\n\t])[\p{Cc}\p{Cs}]/gu;

/**
 * Free text as it is stored: without control characters. `multiline` keeps line breaks (as `\n`, whatever
 * the device sent: `\r\n` or `\r`) and tabs; a single line turns them into spaces.
 */
export function cleanFreeText(text: string, multiline: boolean): string {
  const lines = text.replace(/\r\n?/g, '\n');
  const kept = multiline ? lines : lines.replace(/[\n\t]/g, ' ');
  return kept.replace(unwanted, '');
}

/**
 * A free-text field of a contract: cleaned first (`cleanFreeText`), then trimmed, then held to its length,
 * so a field full of control characters is as blank and as long as what is left of it. A string schema:
 * chain `.min()` and `.max()` with the contract's messages.
 */
export function freeText(options: { multiline: boolean }) {
  return z
    .string()
    .overwrite((text) => cleanFreeText(text, options.multiline))
    .trim();
}

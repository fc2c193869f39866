import { inflateSync } from 'node:zlib';

/**
 * The text a PDF of the standard fonts shows, line by line as written: each content stream inflated, each
 * text-showing array's hex strings decoded from WinAnsi. Enough to read our statements and report cards in a test; not a
 * general PDF reader.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      continue; // not a compressed content stream (a font, an image)
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...shown[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => winAnsi(Buffer.from(hex[1]!, 'hex')))
        .join('');
      lines.push(text);
    }
  }
  return lines;
}

// Node's TextDecoder reads 'windows-1252' as Latin-1: the 0x80–0x9F row (€, ’, —, …) is WinAnsi's own.
const winAnsiRow = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function winAnsi(bytes: Buffer): string {
  return [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? winAnsiRow[byte - 0x80]! : String.fromCharCode(byte)))
    .join('');
}

/** Hands a blob to the browser as a file to save; nothing leaves the machine. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file a service wrote and sent in its JSON reply (a PDF: a statement, a report card, label sheets). */
export interface EncodedFile {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** The reply's file handed to the browser to save or print. */
export function downloadEncodedFile(file: EncodedFile): void {
  const bytes = Uint8Array.from(atob(file.contentBase64), (char) => char.charCodeAt(0));
  downloadBlob(file.filename, new Blob([bytes], { type: file.contentType }));
}

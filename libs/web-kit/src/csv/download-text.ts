import { downloadBlob } from '../files/download-file.js';

/** Hands a text to the browser as a file to save; nothing leaves the machine. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

import { useMutation } from '@tanstack/react-query';
import { printLabelsRoute, type PrintLabelsInput } from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/** The PDF's bytes handed to the browser as a file (the reply's base64, as the report card's). */
export function downloadPdf(reply: { filename: string; contentType: string; contentBase64: string }): void {
  const bytes = Uint8Array.from(atob(reply.contentBase64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: reply.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = reply.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Imprimer les étiquettes': the server draws the sheets (Avery 5160, Letter) and the PDF is downloaded. The
 * toasts are the caller's.
 */
export function usePrintLabels() {
  return useMutation({
    mutationFn: async (body: PrintLabelsInput) => {
      const reply = await callRoute(printLabelsRoute, { body });
      downloadPdf(reply);
      return reply;
    },
  });
}

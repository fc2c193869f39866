import { useMutation } from '@tanstack/react-query';
import { printLabelsRoute, type PrintLabelsInput } from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';
import { downloadEncodedFile } from '@crescendo/web-kit';

/**
 * 'Imprimer les étiquettes': the server draws the sheets (Avery 5160, Letter) and the PDF is downloaded. The
 * toasts are the caller's.
 */
export function usePrintLabels() {
  return useMutation({
    mutationFn: async (body: PrintLabelsInput) => {
      const reply = await callRoute(printLabelsRoute, { body });
      downloadEncodedFile(reply);
      return reply;
    },
  });
}

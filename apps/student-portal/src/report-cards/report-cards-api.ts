import { useInfiniteQuery } from '@tanstack/react-query';
import { listMyReportCardsRoute, renderReportCardRoute, type ReportLanguage } from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';

/** My published report cards, newest term first, a page at a time. */
export function useMyReportCards() {
  return useInfiniteQuery({
    queryKey: ['reports', 'cards', 'mine'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listMyReportCardsRoute, { query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** 'Télécharger (PDF)': the PDF the service wrote, in the reader's language, handed to the browser as a file. */
export async function downloadReportCard(reportCardId: string, language: ReportLanguage): Promise<void> {
  const reply = await callRoute(renderReportCardRoute, { params: { reportCardId }, query: { language } });
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

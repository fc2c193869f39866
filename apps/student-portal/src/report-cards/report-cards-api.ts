import { useInfiniteQuery } from '@tanstack/react-query';
import { listMyReportCardsRoute, renderReportCardRoute, type ReportLanguage } from '@crescendo/contracts';
import { callRoute } from '@crescendo/web-auth';
import { downloadEncodedFile } from '@crescendo/web-kit';

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
  downloadEncodedFile(reply);
}

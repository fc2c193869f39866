import { useMutation, useQuery } from '@tanstack/react-query';
import {
  downloadReportCardBatchRoute,
  exportReportCardsCsvRoute,
  getReportCardBatchRoute,
  startReportCardBatchRoute,
  type ReportCardBatch,
  type ReportLanguage,
} from '@crescendo/contracts';
import { authorizedFetch, callRoute } from '@crescendo/web-auth';
import { downloadBlob } from '@crescendo/web-kit';

/** A term's report cards rendered into one zip: a group's (its teacher) or, without a group, the school's (admins). */
export function useStartBatch() {
  return useMutation({
    mutationFn: (input: { termId: string; groupId: string | null; language: ReportLanguage }) =>
      callRoute(startReportCardBatchRoute, {
        params: { termId: input.termId },
        body: { ...(input.groupId ? { groupId: input.groupId } : {}), language: input.language },
      }),
  });
}

/** A job's progress, read every second while it runs ('Génération des bulletins : 120 / 1 200'). */
export function useBatch(batchId: string | null) {
  return useQuery({
    queryKey: ['reports', 'batch', batchId],
    enabled: batchId !== null,
    queryFn: ({ signal }) => callRoute(getReportCardBatchRoute, { params: { batchId: batchId! }, signal }),
    refetchInterval: (query) => {
      const status = (query.state.data as ReportCardBatch | undefined)?.status;
      return status === 'queued' || status === 'running' ? 1000 : false;
    },
  });
}

/** Fills a route's path with its params (`/reports/report-card-batches/:batchId/zip`). */
const pathOf = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The job's zip, streamed by the gateway in parts, saved as a file. */
export async function downloadBatch(batch: ReportCardBatch): Promise<void> {
  const response = await authorizedFetch(pathOf(downloadReportCardBatchRoute.path, { batchId: batch.id }));
  downloadBlob(batch.fileName, await response.blob());
}

/** The group's CSV for the student information system, in the reader's language. */
export async function downloadReportCardsCsv(groupId: string, termId: string, language: ReportLanguage) {
  const response = await authorizedFetch(
    `${pathOf(exportReportCardsCsvRoute.path, { groupId, termId })}?language=${language}`,
  );
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  downloadBlob(name ?? 'bulletins.csv', await response.blob());
}

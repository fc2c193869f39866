import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createPracticeReportRoute,
  type PracticeEntryInput,
  type PracticeReport,
} from '@crescendo/contracts';
import { ApiError, callRoute } from '@crescendo/web-auth';

/** A report written while the network was away: kept on the device until the server has it. */
export interface PendingReport {
  clientReportId: string;
  entry: PracticeEntryInput;
  writtenAt: string;
}

/** Per user: on a shared tablet, one student's waiting reports are never sent as another's. */
const storageKey = (userId: string) => `crescendo.pending-reports.${userId}`;
const retryEveryMs = 30_000;

export function readPending(userId: string): PendingReport[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as PendingReport[]) : [];
  } catch {
    return [];
  }
}

function writePending(userId: string, reports: PendingReport[]): void {
  if (reports.length === 0) localStorage.removeItem(storageKey(userId));
  else localStorage.setItem(storageKey(userId), JSON.stringify(reports));
}

/** The server did not answer (no network, the sign-in could not be refreshed offline): try again later. */
export function notReached(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === 'NETWORK' || error.status >= 500;
}

/** The server asks to wait (the day's budget of reports is spent, issue 34): the report stays for later. */
export function waitAsked(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'RATE_LIMITED';
}

function send(report: PendingReport): Promise<PracticeReport> {
  return callRoute(createPracticeReportRoute, {
    body: { ...report.entry, clientReportId: report.clientReportId },
  });
}

export interface PendingReports {
  pending: PendingReport[];
  /**
   * Sends a new report (resolves with it as stored); without a network it is kept here ('queued') and sent
   * when the network returns.
   */
  add(entry: PracticeEntryInput): Promise<PracticeReport | 'queued'>;
}

/**
 * Issue 14 §4: a practice report written without a network stays on the device, shown 'en attente
 * d'envoi', and is sent when the network returns — on the browser's `online` event, when the tab opens,
 * and every 30 s while any waits. Each carries the key it was given when written (`clientReportId`), so
 * however often it is sent (two tabs, an answer lost on the way back) the homework service stores it once.
 * A report the server refuses (it cannot become valid by waiting) leaves the queue and is reported; one refused
 * for now (the day's budget of reports spent, 429) stays and goes later.
 */
export function usePendingReports(
  userId: string | undefined,
  events: { onSent(count: number): void; onRefused(report: PendingReport, error: ApiError): void },
): PendingReports {
  const [pending, setPending] = useState<PendingReport[]>(() => (userId ? readPending(userId) : []));
  const flushing = useRef(false);
  const latest = useRef(events);
  latest.current = events;

  const flush = useCallback(async () => {
    if (!userId || flushing.current) return;
    flushing.current = true;
    let sent = 0;
    try {
      for (const report of readPending(userId)) {
        try {
          await send(report);
          sent += 1;
        } catch (error) {
          if (notReached(error) || waitAsked(error)) break;
          latest.current.onRefused(report, error as ApiError);
        }
        writePending(
          userId,
          readPending(userId).filter((waiting) => waiting.clientReportId !== report.clientReportId),
        );
      }
    } finally {
      flushing.current = false;
      setPending(readPending(userId));
      if (sent > 0) latest.current.onSent(sent);
    }
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    setPending(readPending(userId));
    void flush();
    const onOnline = () => void flush();
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey(userId)) setPending(readPending(userId));
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    const timer = window.setInterval(() => {
      if (readPending(userId).length > 0) void flush();
    }, retryEveryMs);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
      window.clearInterval(timer);
    };
  }, [userId, flush]);

  const add = useCallback(
    async (entry: PracticeEntryInput): Promise<PracticeReport | 'queued'> => {
      const report: PendingReport = {
        clientReportId: crypto.randomUUID(),
        entry,
        writtenAt: new Date().toISOString(),
      };
      const keep = () => {
        if (!userId) return;
        writePending(userId, [...readPending(userId), report]);
        setPending(readPending(userId));
      };
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        keep();
        return 'queued';
      }
      try {
        return await send(report);
      } catch (error) {
        if (!notReached(error) || !userId) throw error;
        keep();
        return 'queued';
      }
    },
    [userId],
  );

  return { pending, add };
}

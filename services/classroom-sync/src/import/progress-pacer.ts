import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ImportStore } from './import.store.js';
import { ProgressNotifier } from './progress-notifier.js';

/** At most one push per import this often from one worker, besides its first change and its end. */
export const progressIntervalMs = 250;

/**
 * Paces a worker's progress pushes: each course's steps change the import, and pushing every change (a read
 * of the whole import, a transaction and a live message) made an import of 200 courses send 400 of them,
 * hundreds at once when the jobs start. A change is pushed at once when none was in the last interval, the
 * later ones of the interval together at its end, and the import's end at once: the overlay still follows
 * within a quarter of a second and always sees the final counts.
 */
@Injectable()
export class ProgressPacer implements OnModuleDestroy {
  private readonly logger = new Logger('ProgressPacer');
  private readonly paced = new Map<string, { last: number; timer?: ReturnType<typeof setTimeout> }>();

  constructor(
    @Inject(ImportStore) private readonly store: ImportStore,
    @Inject(ProgressNotifier) private readonly progress: ProgressNotifier,
  ) {}

  /** The import changed (`ended`: this change finished it). */
  async changed(importId: string, ended: boolean): Promise<void> {
    const entry = this.paced.get(importId);
    if (ended) {
      clearTimeout(entry?.timer);
      this.paced.delete(importId);
      return this.push(importId);
    }
    if (entry?.timer) return;
    const now = Date.now();
    if (!entry || now - entry.last >= progressIntervalMs) {
      this.forgetQuiet(now);
      this.paced.set(importId, { last: now });
      return this.push(importId);
    }
    entry.timer = setTimeout(
      () => {
        // Nothing more to pace until the next change: that one is pushed at once again.
        this.paced.delete(importId);
        this.push(importId).catch((error: unknown) =>
          this.logger.warn(`progress of import ${importId} not pushed: ${String(error)}`),
        );
      },
      progressIntervalMs - (now - entry.last),
    );
  }

  /** Imports whose last push is an interval old and wait for nothing: their next change goes at once anyway. */
  private forgetQuiet(now: number): void {
    for (const [importId, { last, timer }] of this.paced) {
      if (!timer && now - last >= progressIntervalMs) this.paced.delete(importId);
    }
  }

  onModuleDestroy(): void {
    for (const { timer } of this.paced.values()) clearTimeout(timer);
    this.paced.clear();
  }

  private async push(importId: string): Promise<void> {
    const row = await this.store.findRow(importId);
    if (!row) return;
    const view = await this.store.view(row);
    await this.progress.changed(view, [row.started_by, row.teacher_id], row.organization_id);
  }
}

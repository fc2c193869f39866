import type { Job, Queue, Worker } from 'bullmq';
import { serviceMetrics } from '@crescendo/service-kit';

const measured = new Set<Queue>();

/**
 * The worker process's queues in its /metrics (issue 26 §3): each queue's jobs per state (waiting, active,
 * delayed, failed…), read from Redis at each scrape, and each job's run time by outcome. A closed queue leaves
 * the scrape (`forgetQueue`).
 */
export function measureQueue<T>(queue: Queue<T>, worker: Worker<T>): void {
  const metrics = serviceMetrics();
  const durations = metrics.histogram(
    'crescendo_queue_job_duration_seconds',
    'BullMQ jobs run by this process, per queue and outcome (completed or failed)',
    ['queue', 'outcome'],
    [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
  );
  metrics.gaugeOnScrape(
    'crescendo_queue_jobs',
    'BullMQ jobs per queue and state, as Redis holds them',
    ['queue', 'state'],
    async (set) => {
      for (const each of measured) {
        const counts = await each.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized');
        for (const [state, count] of Object.entries(counts)) set({ queue: each.name, state }, count);
      }
    },
  );
  measured.add(queue as Queue);
  const observe = (job: Job<T> | undefined, outcome: 'completed' | 'failed') => {
    if (job?.processedOn && job.finishedOn)
      durations.observe({ queue: queue.name, outcome }, (job.finishedOn - job.processedOn) / 1000);
  };
  worker.on('completed', (job) => observe(job, 'completed'));
  worker.on('failed', (job) => observe(job, 'failed'));
}

export function forgetQueue(queue: Queue): void {
  measured.delete(queue);
}

import { Failures } from './failures.js';
import { Latency } from './latency.js';
import { Quota } from './quota.js';
import { RequestLog } from './request-log.js';

/** The switches tests and benchmarks flip; none of them is part of Google's data. */
export class Behaviour {
  readonly latency = new Latency();
  readonly quota = new Quota();
  readonly failures = new Failures();
  readonly log: RequestLog;

  constructor(logLimit: number) {
    this.log = new RequestLog(logLimit);
  }

  reset(): void {
    this.latency.clear();
    this.quota.clear();
    this.failures.clear();
    this.log.clear();
  }
}

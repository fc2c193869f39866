import type { ChatRequest } from './chat-request.js';

/** A chat request as the fake received it. */
export interface ReceivedRequest {
  at: string;
  path: string;
  /** The Authorization header, if any (to check an API key is sent). */
  authorization: string | null;
  body: ChatRequest;
}

/**
 * What a test or the demo changes while the fake runs, in process (`fake.control`) or over HTTP
 * (`/__control/…`): the requests it received, malformed answers to come, a fixed latency.
 */
export class FakeLlmControl {
  private received: ReceivedRequest[] = [];
  private malformedLeft = 0;
  private latency: number;

  constructor(
    latencyMs = 0,
    private readonly logLimit = 1000,
  ) {
    this.latency = latencyMs;
  }

  /** The chat requests received, oldest first. */
  requests(): ReceivedRequest[] {
    return [...this.received];
  }

  record(request: ReceivedRequest): void {
    this.received.push(request);
    if (this.received.length > this.logLimit) this.received.shift();
  }

  /** The next `count` answers are not the JSON asked for (a model's broken answer). */
  answerMalformed(count = 1): void {
    this.malformedLeft = count;
  }

  /** True, once per malformed answer asked for. */
  takeMalformed(): boolean {
    if (this.malformedLeft === 0) return false;
    this.malformedLeft -= 1;
    return true;
  }

  setLatency(ms: number): void {
    this.latency = ms;
  }

  latencyMs(): number {
    return this.latency;
  }

  reset(): void {
    this.received = [];
    this.malformedLeft = 0;
  }
}

import {
  liveCloseCodes,
  liveServerFrameSchema,
  type AppError,
  type LiveClientFrame,
  type LiveServerFrame,
  type LiveTopic,
} from '@crescendo/contracts';
import { storedChoice } from '../membership-choice.js';

/** What the client needs of a WebSocket: the browser's, or `ws` in Node. */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
export type LiveSocketFactory = (url: string) => LiveSocket;

export type LiveEventFrame = Extract<LiveServerFrame, { type: 'event' }>;

export interface LiveTopicHandlers {
  onEvent(event: LiveEventFrame): void;
  /** Events were missed beyond what the server keeps: reload this topic's state from the API. */
  onResync?(): void;
  /**
   * The subscription took effect (at first, and after each reconnection). What the page read before it may
   * miss a change made in between, which no event will bring: reload what the topic's events update.
   */
  onSubscribed?(): void;
  /** The server refused or ended this subscription (not a member any more, the group is gone). */
  onRevoked?(error: AppError | null): void;
}

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'waiting' | 'closed';

export interface LiveClientOptions {
  url: string;
  /** A valid access token (refreshed when about to expire), or undefined when signed out. */
  getToken: () => Promise<string | undefined>;
  socket?: LiveSocketFactory;
  /** Reconnection delays: doubled from `initialMs` up to `maxMs`, each drawn between half and all of it. */
  backoff?: { initialMs: number; maxMs: number };
  /** Renew the token this long before it expires (inside web-auth's 30 s refresh margin, so the token is a fresh one). */
  renewBeforeMs?: number;
  random?: () => number;
}

const OPEN = 1;

/**
 * The browser's end of `/api/v1/live`: one socket for every topic a page follows. It authenticates with the
 * access token, renews it before it expires, and after any disconnect reconnects with backoff and a fresh
 * token and resumes from the last event it saw (`since`), so listeners get each event once and in order.
 */
export class LiveClient {
  private readonly handlers = new Map<LiveTopic, Set<LiveTopicHandlers>>();
  private readonly statusListeners = new Set<(status: LiveStatus) => void>();
  private socket: LiveSocket | null = null;
  private cursor: number | undefined;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;
  private currentStatus: LiveStatus = 'idle';
  private signedIn = false;
  private closed = false;
  private expiresAt = 0;

  constructor(private readonly options: LiveClientOptions) {}

  get status(): LiveStatus {
    return this.currentStatus;
  }

  /** The last `seq` seen: where a reconnection resumes. */
  get lastSeq(): number | undefined {
    return this.cursor;
  }

  /** Follows `topic` until the returned function is called; the socket opens with the first topic. */
  subscribe(topic: LiveTopic, handlers: LiveTopicHandlers): () => void {
    let set = this.handlers.get(topic);
    const isNew = !set;
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handlers);
    this.closed = false;
    if (!this.socket && !this.retryTimer) this.connect();
    else if (isNew && this.signedIn) this.send({ type: 'subscribe', topics: [topic] });
    return () => {
      set.delete(handlers);
      if (set.size > 0 || this.handlers.get(topic) !== set) return;
      this.handlers.delete(topic);
      if (this.signedIn) this.send({ type: 'unsubscribe', topics: [topic] });
      if (this.handlers.size === 0) this.close();
    };
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Closes the socket and stops reconnecting (until a topic is followed again). */
  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.renewTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    this.signedIn = false;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'closed by the client');
    }
    this.setStatus('closed');
  }

  private connect(): void {
    this.retryTimer = undefined;
    if (this.closed || this.handlers.size === 0) return;
    this.setStatus('connecting');
    const factory = this.options.socket ?? ((url: string) => new WebSocket(url) as unknown as LiveSocket);
    let socket: LiveSocket;
    try {
      socket = factory(this.options.url);
    } catch {
      return this.retry();
    }
    this.socket = socket;
    socket.onopen = () => void this.authenticate(socket);
    socket.onmessage = (message) => {
      if (typeof message.data === 'string') this.onFrame(socket, message.data);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      // An expired token: straight back with a fresh one (not a failure to back off from).
      if (renewableCloses.includes(event.code) && this.signedIn) this.attempt = 0;
      this.socket = null;
      this.signedIn = false;
      clearTimeout(this.renewTimer);
      this.retry();
    };
  }

  private async authenticate(socket: LiveSocket): Promise<void> {
    const token = await this.options.getToken().catch(() => undefined);
    if (socket !== this.socket) return;
    // Signed out for now: the server would refuse; try again later.
    if (!token) return socket.close(1000, 'no token');
    const choice = storedChoice();
    this.sendOn(socket, { type: 'auth', token, ...(choice && { choice }) });
  }

  private onFrame(socket: LiveSocket, text: string): void {
    let frame: LiveServerFrame;
    try {
      frame = liveServerFrameSchema.parse(JSON.parse(text));
    } catch {
      return;
    }
    switch (frame.type) {
      case 'ready': {
        this.scheduleRenewal(socket, frame.expiresAt);
        if (this.signedIn) return;
        this.signedIn = true;
        this.attempt = 0;
        this.setStatus('open');
        const topics = [...this.handlers.keys()];
        if (topics.length > 0) this.sendOn(socket, { type: 'subscribe', topics, since: this.cursor });
        return;
      }
      case 'event':
        this.cursor = Math.max(this.cursor ?? 0, frame.seq);
        this.handlers.get(frame.topic as LiveTopic)?.forEach((handler) => handler.onEvent(frame));
        return;
      case 'subscribed':
        this.cursor = Math.max(this.cursor ?? 0, frame.cursor);
        for (const topic of frame.topics) {
          this.handlers.get(topic as LiveTopic)?.forEach((handler) => handler.onSubscribed?.());
        }
        for (const { topic, error } of frame.refused) {
          this.handlers.get(topic as LiveTopic)?.forEach((handler) => handler.onRevoked?.(error));
        }
        return;
      case 'resync':
        this.handlers.forEach((set) => set.forEach((handler) => handler.onResync?.()));
        return;
      case 'revoked':
        this.handlers.get(frame.topic as LiveTopic)?.forEach((handler) => handler.onRevoked?.(null));
        return;
      case 'error':
        return;
    }
  }

  /** A fresh token on the same socket before the current one expires; if none comes, the server closes and we reconnect. */
  private scheduleRenewal(socket: LiveSocket, expiresAt: number): void {
    clearTimeout(this.renewTimer);
    // The same expiry again: the provider gave no fresher token yet; ask again in a moment, not at once.
    const floor = expiresAt === this.expiresAt ? 5_000 : 0;
    this.expiresAt = expiresAt;
    const delay = Math.max(floor, expiresAt - Date.now() - (this.options.renewBeforeMs ?? 20_000));
    this.renewTimer = setTimeout(() => void this.authenticate(socket), delay);
  }

  private retry(): void {
    if (this.closed || this.handlers.size === 0) return this.setStatus('idle');
    const delay = backoffDelay(this.attempt, this.options.backoff, this.options.random);
    this.attempt += 1;
    this.setStatus('waiting');
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private send(frame: LiveClientFrame): void {
    if (this.socket) this.sendOn(this.socket, frame);
  }

  private sendOn(socket: LiveSocket, frame: LiveClientFrame): void {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.statusListeners.forEach((listener) => listener(status));
  }
}

/** The wait before reconnection attempt `attempt` (0 first): doubled each time up to a ceiling, with jitter. */
export function backoffDelay(
  attempt: number,
  { initialMs, maxMs } = { initialMs: 500, maxMs: 30_000 },
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, initialMs * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}

/** Close codes after which reconnecting at once with a fresh token is the right move. */
export const renewableCloses: number[] = [liveCloseCodes.expired, liveCloseCodes.unauthenticated];

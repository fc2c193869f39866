import type { Redis } from 'ioredis';

/**
 * Both reservations in one step, on Redis's clock (every worker sees the same time). The client's slots are a
 * grid (one per client interval) whose booked points are kept in a sorted set; the user's next slot is a time
 * (GCRA's virtual scheduling). A call takes the first free client point at or after its user's next slot, and
 * its user's next slot moves one user interval past it. Answers the milliseconds to wait before calling and
 * the slot itself (milliseconds on Redis's clock).
 * A user with a backlog books client points ahead of time without holding the free points before them: other
 * users fill those (a single "next client slot" would move past the backlog and leave the client idle).
 */
const reserveScript = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local userInterval = tonumber(ARGV[1])
local clientInterval = tonumber(ARGV[2])
local ttl = tonumber(ARGV[3])
local user = tonumber(redis.call('GET', KEYS[1]) or '0')
local point = math.ceil(math.max(now, user) / clientInterval)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', math.floor(now / clientInterval) - 1)
for _, booked in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], point, '+inf')) do
  local taken = tonumber(booked)
  if taken == point then point = point + 1 elseif taken > point then break end
end
local at = point * clientInterval
redis.call('ZADD', KEYS[2], point, point)
redis.call('PEXPIRE', KEYS[2], math.ceil(at - now + ttl))
redis.call('SET', KEYS[1], tostring(at + userInterval), 'PX', math.ceil(at - now + ttl))
return { math.max(0, math.ceil(at - now)), tostring(at) }
`;

/**
 * Slots are handed out 3 % under the quota: a call that leaves on its slot reaches Google a few milliseconds
 * later, and a window that opened on a late arrival would otherwise count one call too many. At 50 calls per
 * second that tolerates a call 30 ms late in a window of 1 s (5 %: 50 ms, for 5 % of the import's time; the
 * benchmark saw no 429 at 3 %).
 */
export const quotaHeadroom = 0.97;

interface ReservingRedis extends Redis {
  classroomReserve(userKey: string, clientKey: string, ...args: number[]): Promise<[number, string]>;
}

/** A reserved slot: how long to wait for it, and when it is on Redis's clock (ms since the epoch). */
export interface QuotaSlot {
  waitMs: number;
  slotAt: number;
}

export interface QuotaLimiterOptions {
  /** Redis key prefix (the deployment's REDIS_PREFIX and this limiter's name). */
  prefix: string;
  userRequestsPerSecond: number;
  clientRequestsPerSecond: number;
}

/**
 * Keeps the calls to Google under Classroom's quotas per Google user and per OAuth client, across every
 * worker process, by handing out time slots from Redis (decision 0026). A caller waits for its slot, then
 * calls; a 429 that still happens (a quota lower than configured, Redis restarted) is retried by the caller.
 */
export class QuotaLimiter {
  private readonly redis: ReservingRedis;
  private readonly userIntervalMs: number;
  private readonly clientIntervalMs: number;

  constructor(
    redis: Redis,
    private readonly options: QuotaLimiterOptions,
  ) {
    if (!('classroomReserve' in redis)) {
      redis.defineCommand('classroomReserve', { numberOfKeys: 2, lua: reserveScript });
    }
    this.redis = redis as ReservingRedis;
    this.userIntervalMs = 1000 / (options.userRequestsPerSecond * quotaHeadroom);
    this.clientIntervalMs = 1000 / (options.clientRequestsPerSecond * quotaHeadroom);
  }

  /** Reserves the next slot for this Google user through this client; resolves when it has come. */
  async acquire(googleUser: string, clientId: string): Promise<void> {
    const { waitMs } = await this.reserve(googleUser, clientId);
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }

  /** Reserves the next slot (a wait of 0: at once). */
  async reserve(googleUser: string, clientId: string): Promise<QuotaSlot> {
    const { prefix } = this.options;
    const [waitMs, slotAt] = await this.redis.classroomReserve(
      `${prefix}user:${googleUser}`,
      `${prefix}client:${clientId}`,
      this.userIntervalMs,
      this.clientIntervalMs,
      // Keys outlive their last slot by a minute, then Redis forgets an idle user.
      60_000,
    );
    return { waitMs, slotAt: Number(slotAt) };
  }
}

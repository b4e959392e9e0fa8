// Redis (REDIS_URL): where every API process and host counts the limits they must enforce together,
// the public forms' and the sign-in ones (ADR 0024). Redis helps and is never needed: a command is
// sent only while the connection is up, fails at once otherwise (no queue), and its caller then
// counts in its own process. An outage is logged once when it starts and once when it ends; the
// client keeps reconnecting, and sharing resumes with the first command after.
import { Redis } from 'ioredis';

/** Takes one hit on every key only when none is at its limit (ARGV: max and window in ms of each
 * key in turn). Answers -1 when taken, else the milliseconds left in the full key's window. */
const TAKE = `
for i = 1, #KEYS do
  local n = tonumber(redis.call('GET', KEYS[i]) or '0')
  if n >= tonumber(ARGV[i * 2 - 1]) then return math.max(redis.call('PTTL', KEYS[i]), 0) end
end
for i = 1, #KEYS do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[i * 2]) end
end
return -1`;

/** Takes a hit back. */
const FORGIVE = `
if redis.call('DECR', KEYS[1]) <= 0 then redis.call('DEL', KEYS[1]) end
return 0`;

/** @fastify/rate-limit's count: every hit counts, the window opens with the first (ARGV[1] ms).
 * Answers the count and the milliseconds left. */
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { n, redis.call('PTTL', KEYS[1]) }`;

export interface LimitCommands {
  crmTake(numKeys: number, ...keysThenArgs: Array<string | number>): Promise<number>;
  crmForgive(key: string): Promise<number>;
  crmHit(key: string, windowMs: number): Promise<[number, number]>;
  del(key: string): Promise<number>;
}

interface Log {
  info(message: string): void;
  warn(details: object, message: string): void;
}

export interface SharedState {
  /** Settles once the first connection succeeded or failed: the app starts counting after it. */
  started: Promise<void>;
  /** `command` on Redis; undefined when Redis is unreachable or the command failed. */
  run<T>(command: (redis: LimitCommands) => Promise<T>): Promise<T | undefined>;
  close(): Promise<void>;
}

export function connectSharedState(url: string, prefix: string, log: Log): SharedState {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    // A command while disconnected fails at once, so no request waits for Redis.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    // Reconnects for ever, at most two seconds apart.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.defineCommand('crmTake', { lua: TAKE });
  redis.defineCommand('crmForgive', { numberOfKeys: 1, lua: FORGIVE });
  redis.defineCommand('crmHit', { numberOfKeys: 1, lua: HIT });
  const commands = redis as unknown as LimitCommands;

  let outage = false;
  const down = (error?: Error) => {
    if (outage || closed) return;
    outage = true;
    log.warn(
      { err: error?.message },
      'Redis unreachable: each process counts the limits alone until it is back',
    );
  };
  const up = () => {
    if (!outage) return;
    outage = false;
    log.info('Redis reachable again: the limits are shared again');
  };
  let closed = false;
  redis.on('error', down);
  redis.on('close', () => down());
  redis.on('ready', up);
  const started = new Promise<void>((settle) => {
    redis.once('ready', settle);
    redis.once('error', settle);
  });

  return {
    started,
    async run(command) {
      if (redis.status !== 'ready') {
        // The first connection may still be under way at start: not an outage yet.
        if (redis.status !== 'connecting' && redis.status !== 'connect') down();
        return undefined;
      }
      try {
        const result = await command(commands);
        up();
        return result;
      } catch (error) {
        down(error as Error);
        return undefined;
      }
    },
    async close() {
      closed = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

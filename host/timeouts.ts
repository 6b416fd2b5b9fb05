// The effective timeouts of a connection: every budget is scaled by --timeout-multiplier.
import type { ConnectOptions } from './connection.js';
import { hostTimeLimit } from './host-time-limit.js';

export const DEFAULT_CASE_TIMEOUT_MS = 5000;
/** Starting a runtime (JVM, Python, npx …) can be slower than any case; hello gets its own, larger budget. */
export const DEFAULT_HELLO_TIMEOUT_MS = 10_000;
export const DEFAULT_RESTART_BUDGET = 3;
/** The longest delay a Node timer accepts (2^31 − 1 ms, about 24.8 days); a longer one fires at once. */
export const MAX_TIMER_MS = 2_147_483_647;

/** ConnectOptions plus knobs tests and unusual hosts may need. */
export interface HostOptions extends ConnectOptions {
  /** Budget for the answer to hello, before the multiplier (default 10000). */
  helloTimeoutMs?: number;
}

export interface Timeouts {
  caseMs: number;
  helloMs: number;
}

export function effectiveTimeouts(options: HostOptions): Timeouts {
  const multiplier = options.timeoutMultiplier ?? 1;
  if (!(multiplier > 0) || !Number.isFinite(multiplier)) {
    throw new RangeError(`timeoutMultiplier must be a positive number, got ${String(options.timeoutMultiplier)}`);
  }
  const caseMs = options.timeoutMs ?? DEFAULT_CASE_TIMEOUT_MS;
  const helloMs = options.helloTimeoutMs ?? DEFAULT_HELLO_TIMEOUT_MS;
  for (const [name, ms] of [['timeoutMs', caseMs], ['helloTimeoutMs', helloMs]] as const) {
    if (!(ms > 0) || !Number.isFinite(ms)) throw new RangeError(`${name} must be a positive number of milliseconds, got ${String(ms)}`);
  }
  const scaled = { caseMs: caseMs * multiplier, helloMs: helloMs * multiplier };
  // A timer longer than MAX_TIMER_MS fires at once: a correct host would "not answer" in 1 ms.
  const longest = Math.max(scaled.caseMs, scaled.helloMs);
  if (longest > MAX_TIMER_MS) {
    throw new RangeError(`timeoutMultiplier ${multiplier} makes a timeout of ${longest} ms, longer than a timer can wait (${MAX_TIMER_MS} ms); use at most ${maxTimeoutMultiplier(options)}`);
  }
  return scaled;
}

/** The largest multiplier whose scaled timeouts (case and hello) still fit a timer, rounded down to 3 decimals. */
export function maxTimeoutMultiplier(options: Omit<HostOptions, 'timeoutMultiplier'> = {}): number {
  const longest = Math.max(options.timeoutMs ?? DEFAULT_CASE_TIMEOUT_MS, options.helloTimeoutMs ?? DEFAULT_HELLO_TIMEOUT_MS);
  return Math.floor((MAX_TIMER_MS / longest) * 1000) / 1000;
}

/**
 * Settles like `promise`, or with `onTimeout()` (its value, or what it throws) after `ms` of the host's
 * time (host-time-limit.ts: the kit's own pauses do not count) if that is sooner.
 */
export function raceTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = hostTimeLimit(ms, () => {
      try {
        resolve(onTimeout());
      } catch (error) {
        reject(error);
      }
    });
    promise.then(
      (value) => {
        timer.cancel();
        resolve(value);
      },
      (error: unknown) => {
        timer.cancel();
        reject(error);
      },
    );
  });
}

// The effective timeouts of a connection: every budget is scaled by --timeout-multiplier.
import type { ConnectOptions } from './connection.js';

export const DEFAULT_CASE_TIMEOUT_MS = 5000;
/** Starting a runtime (JVM, Python, npx …) can be slower than any case; hello gets its own, larger budget. */
export const DEFAULT_HELLO_TIMEOUT_MS = 10_000;
export const DEFAULT_RESTART_BUDGET = 3;

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
  return { caseMs: caseMs * multiplier, helloMs: helloMs * multiplier };
}

/** Settles like `promise`, or with `onTimeout()` (its value, or what it throws) after `ms` if that is sooner. */
export function raceTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      try {
        resolve(onTimeout());
      } catch (error) {
        reject(error);
      }
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

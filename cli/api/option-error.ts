// A mistake in the options given to runConformance: which option, and what is wrong with it. It is a
// UsageError, so `capkit run` (which names the option as its flag) exits 2 with it, never a stack trace.
import { UsageError } from '../usage-error.js';

export class ConformanceOptionError extends UsageError {
  constructor(
    /** The option as runConformance names it: "timeoutMultiplier", "areas", "host", … */
    readonly option: string,
    /** What is wrong, without the option's name. */
    readonly detail: string,
  ) {
    super(`${option}: ${detail}`);
    this.name = 'ConformanceOptionError';
  }
}

/** The command-line flag of an option: timeoutMultiplier → --timeout-multiplier. */
export function flagOf(option: string): string {
  return `--${option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

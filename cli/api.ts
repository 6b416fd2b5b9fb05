// The programmatic API: `import { runConformance } from 'capkit'`. One conformance run, the same as
// `capkit run` does, returning the JSON report record and the exit code; it prints nothing.
import type { Progress } from './ui/progress.js';
import { checkOptions } from './api/options.js';
import { conformanceRun, didNotStart } from './run/conformance-run.js';
import type { ConformanceOptions, ConformanceProgress, ConformanceResult } from './api/types.js';
import { withSuiteEnvironment } from './api/suite-environment.js';

export { ConformanceOptionError } from './api/option-error.js';
export type { ConformanceOptions, ConformanceProgress, ConformanceResult } from './api/types.js';
export type { ConformanceReport, StartFailureReport } from './run/conformance-run.js';
export type { RunReport } from './run/report.js';
export type { RequirementResult, RunSummary } from './run/aggregate.js';
export type { HostSpec } from '../host/connection.js';
export { EXIT, type ExitCode } from './exit-codes.js';

/** True when the report records a host that did not start: no suite ran, every requirement is a CRASH. */
export const hostDidNotStart = didNotStart;

function progressOf(onProgress: ((p: ConformanceProgress) => void) | undefined): Progress | undefined {
  if (!onProgress) return undefined;
  let done = 0;
  let failed = 0;
  return {
    total: () => {},
    tick(passed) {
      done += 1;
      if (!passed) failed += 1;
      onProgress({ kind: 'test', passed, done, failed });
    },
    done: () => onProgress({ kind: 'finished', done, failed }),
  };
}

/** Runs wait for each other: one vitest instance at a time in a process (each run is independent of the
 * process environment, but vitest keeps process-wide state such as the exit code). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs the conformance suites against a host. Bad options throw a ConformanceOptionError naming the
 * option, before any host starts; a host that does not start is a result (exit code 4), not an error.
 */
export function runConformance(options: ConformanceOptions = {}): Promise<ConformanceResult> {
  const run = queue.then(async () => {
    const checked = checkOptions(options);
    const progress = progressOf(options.onProgress);
    return withSuiteEnvironment(() => conformanceRun({ ...checked, ...(progress ? { progress } : {}) }));
  });
  queue = run.catch(() => undefined);
  return run;
}

// How long one conformance test may take. A test sends many cases (a property: one or a few per run, and
// more while shrinking a failure), each allowed the case timeout: a fixed limit would turn a slow but
// correct host into a FAIL. The limit is the worst a test may legitimately need; a host that hangs is
// caught per case long before (TIMEOUT), so this only stops a test that would never end.
import { DEFAULT_CASE_TIMEOUT_MS, DEFAULT_HELLO_TIMEOUT_MS, MAX_TIMER_MS } from '../../host/timeouts.js';
import { DEFAULT_RUNS } from '../../suites/support/property.js';

/** The most runs a suite asks of one property when CAPKIT_PROPERTY_RUNS is unset (suites/registry/model-based.test.ts: 200 sequences). */
export const LARGEST_SUITE_RUNS = 200;
/** Cases one property run may send (a catalog property also asks area access, a check may re-ask). */
export const CASES_PER_RUN = 3;
/** Shrinking a failure re-runs the property; fast-check's shrink steps for the kit's arbitraries stay below this. */
export const SHRINK_RUNS = 100;
/** Headroom for the test's own work (generation, comparison) and a restart, before the multiplier. */
const MARGIN_MS = 60_000;

export interface TimeLimitInput {
  timeoutMultiplier: number;
  /** `--property-runs`; absent: the suites' own counts (up to LARGEST_SUITE_RUNS). */
  propertyRuns?: number;
}

export interface TimeLimits {
  testTimeout: number;
  hookTimeout: number;
}

export function testTimeLimits({ timeoutMultiplier, propertyRuns }: TimeLimitInput): TimeLimits {
  // Without --property-runs a property runs its own count (at most LARGEST_SUITE_RUNS); with it, exactly that many.
  const runs = propertyRuns ?? Math.max(DEFAULT_RUNS, LARGEST_SUITE_RUNS);
  const cases = (runs + SHRINK_RUNS) * CASES_PER_RUN;
  const perCase = DEFAULT_CASE_TIMEOUT_MS * timeoutMultiplier;
  // Never below the margin itself: a small multiplier speeds up the host's budgets, not the kit's own work
  // (loading a suite, importing an in-process host on a loaded machine).
  const test = Math.max(MARGIN_MS, cases * perCase + (DEFAULT_HELLO_TIMEOUT_MS + MARGIN_MS) * timeoutMultiplier);
  // beforeAll connects (hello) and afterAll says bye: hello's budget plus headroom.
  const hook = Math.max(MARGIN_MS, (DEFAULT_HELLO_TIMEOUT_MS + MARGIN_MS) * timeoutMultiplier);
  return { testTimeout: Math.min(MAX_TIMER_MS, Math.round(test)), hookTimeout: Math.min(MAX_TIMER_MS, Math.round(hook)) };
}

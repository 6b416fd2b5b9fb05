// The options and result of runConformance, the programmatic form of `capkit run`.
import type { HostSpec } from '../../host/connection.js';
import type { ExitCode } from '../exit-codes.js';
import type { ConformanceReport } from '../run/conformance-run.js';
import type { Shard } from '../shard/shard.js';

/** Where a run stands, told to `onProgress` as it goes. */
export type ConformanceProgress =
  /** A test finished: `passed` is false for a failure of any kind. */
  | { kind: 'test'; passed: boolean; done: number; failed: number }
  /** Every test of the run finished (the verdict is being worked out). */
  | { kind: 'finished'; done: number; failed: number };

export interface ConformanceOptions {
  /**
   * The host under test: a JS/TS module path (default export with hello() and run()), a stdio command
   * `{ command, cwd? }` speaking protocol 1, or a HostSpec. Absent: the built-in reference host.
   * Relative paths start at `cwd`.
   */
  host?: string | { command: string; cwd?: string } | HostSpec;
  /** Serve a module host from a child process, so one that blocks can be timed out (default true). */
  isolate?: boolean;
  /** Areas to run (default: every area the kit has suites for). */
  areas?: string[];
  /** Areas the host does not declare fail instead of being not applicable (default false). */
  requireAreas?: boolean;
  /** Seed of the property tests (default: fixed per kit version; `random`: a new one; recorded in the report's run.seed). */
  seed?: number | 'random';
  /** The host's expectations file (known failures, flaky requirements). */
  expectations?: string;
  /** fast-check runs per property (default 100). */
  propertyRuns?: number;
  /** Scales every per-case timeout (default 1: 5 s a case). */
  timeoutMultiplier?: number;
  /** Only tests whose name matches this regular expression: a subset has no verdict (exit code 5). */
  grep?: string;
  /** One slice of the tests, "i/n" or { index, count }; needs `seed`. */
  shard?: string | Shard;
  /** Check every host message against the published schemas, spec/schemas (default true; false: structure only, and the run says so). */
  validateProtocol?: boolean;
  /** An older JSON report: requirements are marked NEW_FAILURE / FIXED against it. */
  compare?: string;
  /** Also write a JUnit XML file of the tests to this path. */
  junit?: string;
  /** Where relative paths start (default: process.cwd()). */
  cwd?: string;
  onProgress?: (progress: ConformanceProgress) => void;
}

export interface ConformanceResult {
  /**
   * The JSON report record, the object `capkit run --report json:<file>` writes. When the host did not
   * start it holds `error` and every requirement as CRASH (see `hostDidNotStart`).
   */
  report: ConformanceReport;
  /** The exit code `capkit run` gives: 0 pass, 1 a MUST not met, 4 the host did not start, 5 no verdict. */
  exitCode: ExitCode;
}

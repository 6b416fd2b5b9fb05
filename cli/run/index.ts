// `capkit run`: the conformance run of the programmatic API (cli/api.ts), then what a person sees:
// the summary on stdout, a host that did not start on stderr, and the --report files.
import pc from 'picocolors';
import type { HostSpec } from '../../host/connection.js';
import { runConformance, ConformanceOptionError, hostDidNotStart } from '../api.js';
import { flagOf } from '../api/option-error.js';
import { UsageError } from '../usage-error.js';
import { terminalSafeLines } from '../ui/terminal-text.js';
import { createProgress } from '../ui/progress.js';
import { formatSummary } from './print-summary.js';
import { writeFileEnsuringDir, writeReports, type ReportOutput } from './report-outputs.js';
import { describeComparison } from '../report/compare.js';
import type { Shard } from '../shard/shard.js';
import type { ConformanceOptions, ConformanceProgress } from '../api/types.js';

export interface RunOptions {
  host: HostSpec;
  /** Serve a module host from a child process (see isolatedSpec). */
  isolate?: boolean;
  areas?: string[];
  requireAreas: boolean;
  /** Only tests whose name matches (a regular expression, as vitest reads it). */
  grep?: string;
  seed?: number;
  /** --report <format>:<file> outputs (json, …) written from the canonical report. */
  reports: ReportOutput[];
  junit?: string;
  timeoutMultiplier: number;
  validateProtocol: boolean;
  propertyRuns?: number;
  verbose: boolean;
  quiet: boolean;
  /** Run one slice of the tests (`--shard i/n`); `capkit report merge` combines the shards' reports. */
  shard?: Shard;
  /** An older JSON report: each requirement is marked NEW_FAILURE / FIXED / UNCHANGED against it. */
  compare?: string;
  /** A host's expectations file (capkit-expectations.json): known failures and flaky requirements. */
  expectations?: string;
}

/** The progress line on stderr (drawn only on a terminal). */
function progressLine(): (p: ConformanceProgress) => void {
  const line = createProgress('capkit run');
  return (p) => (p.kind === 'test' ? line.tick(p.passed) : line.done());
}

/** An option error of the API, worded with the flag the person typed. */
function asFlagError(error: unknown): unknown {
  return error instanceof ConformanceOptionError ? new UsageError(`${flagOf(error.option)}: ${error.detail}`) : error;
}

/**
 * Runs, prints, writes reports; returns the process exit code: 0 when every applicable MUST passes,
 * 1 when one does not, 4 when the host did not start, 5 when the run has no verdict (it tested nothing,
 * or only part of some requirement).
 */
export async function runCommand(options: RunOptions): Promise<number> {
  const api: ConformanceOptions = {
    host: options.host,
    isolate: options.isolate ?? false,
    ...(options.areas !== undefined ? { areas: options.areas } : {}),
    requireAreas: options.requireAreas,
    ...(options.grep !== undefined ? { grep: options.grep } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.junit !== undefined ? { junit: options.junit } : {}),
    timeoutMultiplier: options.timeoutMultiplier,
    validateProtocol: options.validateProtocol,
    ...(options.propertyRuns !== undefined ? { propertyRuns: options.propertyRuns } : {}),
    ...(options.shard ? { shard: options.shard } : {}),
    ...(options.compare !== undefined ? { compare: options.compare } : {}),
    ...(options.expectations !== undefined ? { expectations: options.expectations } : {}),
    ...(options.quiet ? {} : { onProgress: progressLine() }),
  };
  const { report, exitCode } = await runConformance(api).catch((error: unknown) => {
    throw asFlagError(error);
  });
  if (hostDidNotStart(report)) {
    process.stderr.write(`${pc.red(pc.bold('capkit run: the host did not start'))}\n${terminalSafeLines(report.error)}\n`);
    const json = options.reports.find((r) => r.format === 'json');
    if (json) writeFileEnsuringDir(json.file, `${JSON.stringify(report, null, 2)}\n`);
    return exitCode;
  }
  if (!options.quiet) {
    process.stdout.write(`${formatSummary(report, options.verbose)}\n`);
    if (report.comparison) process.stdout.write(`${describeComparison(report.comparison)}\n`);
  }
  writeReports(report, options.reports);
  return exitCode;
}

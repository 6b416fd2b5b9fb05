// `capkit run`: the whole conformance suite against one host, with a per-requirement verdict.
import { resolve } from 'node:path';
import pc from 'picocolors';
import { connect } from '../../host/connect.js';
import type { HostSpec } from '../../host/connection.js';
import type { HelloResponse } from '../../host/protocol.js';
import { PROTOCOL_VERSION } from '../../host/protocol.js';
import { kitVersion } from '../../spec/paths.js';
import { CONTRACT_VERSION, loadRequirements } from '../../spec/requirements.js';
import { describeHostArgs, isolatedSpec } from '../host-option.js';
import { UsageError } from '../usage-error.js';
import { EXIT } from '../exit-codes.js';
import { HostStartError } from '../../host/host-start-error.js';
import { terminalSafeLines } from '../ui/terminal-text.js';
import { aggregate, type RequirementResult } from './aggregate.js';
import { formatSummary } from './print-summary.js';
import type { RunReport } from './report.js';
import { writeFileEnsuringDir, writeReports, type ReportOutput } from './report-outputs.js';
import { runSuites } from './run-suites.js';
import { suiteAreas } from './suite-areas.js';
import { fixtureSetHash } from '../report/fixture-hash.js';
import { finishReport } from '../report/finish.js';
import { describeComparison } from '../report/compare.js';
import { readRunReport } from '../report/read-report.js';
import { formatShard, type Shard } from '../shard/shard.js';
import type { LoadedExpectations } from '../expectations/entry.js';
import { loadExpectations } from '../expectations/load.js';

export interface RunOptions {
  host: HostSpec;
  /** Serve a module host from a child process (see isolatedSpec). */
  isolate?: boolean;
  areas?: string[];
  requireAreas: boolean;
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

/** Runs, prints, writes reports; returns the process exit code (0 iff every applicable MUST passes). */
export async function runCommand(options: RunOptions): Promise<number> {
  const known = suiteAreas();
  const requested = options.areas ?? known;
  const unknown = requested.filter((a) => !known.includes(a));
  if (unknown.length > 0) throw new UsageError(`--areas: unknown area(s) ${unknown.join(', ')}; the kit has suites for ${known.join(', ')}`);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const requirements = loadRequirements();
  // Read before the (long) run, so a wrong --compare file is reported at once.
  const old = options.compare === undefined ? undefined : { label: options.compare, report: readRunReport(options.compare) };
  const expectations = options.expectations === undefined ? undefined : readExpectations(options.expectations);
  const effectiveHost = options.isolate ? isolatedSpec(options.host) : options.host;

  let hello: HelloResponse;
  try {
    const probe = await connect(effectiveHost, { timeoutMultiplier: options.timeoutMultiplier, validateProtocol: options.validateProtocol });
    hello = probe.hello;
    await probe.close();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${pc.red(pc.bold('capkit run: the host did not start'))}\n${terminalSafeLines(message)}\n`);
    const jsonOut = options.reports.find((r) => r.format === 'json');
    if (jsonOut) {
      const crashed: RequirementResult[] = requirements
        .filter((r) => requested.includes(r.area))
        .map((r) => ({ id: r.id, level: r.level, area: r.area, title: r.title, status: 'CRASH', reason: message.split('\n')[0], tests: [] }));
      writeFileEnsuringDir(jsonOut.file, `${JSON.stringify({ kit: { name: 'capkit', version: kitVersion }, host: { spec: options.host }, error: message, requirements: crashed }, null, 2)}\n`);
    }
    return error instanceof HostStartError ? EXIT.hostDidNotStart : EXIT.fail;
  }

  const applicable = requested.filter((a) => hello.areas.includes(a));
  const notApplicable = requested.filter((a) => !hello.areas.includes(a));
  const suiteRun =
    applicable.length > 0
      ? await runSuites({
          host: effectiveHost,
          hello,
          areas: applicable,
          seed,
          timeoutMultiplier: options.timeoutMultiplier,
          validateProtocol: options.validateProtocol,
          showProgress: !options.quiet,
          ...(options.grep ? { grep: options.grep } : {}),
          ...(options.junit ? { junitFile: resolve(options.junit) } : {}),
          ...(options.propertyRuns !== undefined ? { propertyRuns: options.propertyRuns } : {}),
          ...(options.shard ? { shard: options.shard } : {}),
        })
      : undefined;
  const collector = suiteRun?.collector;
  const { results, summary } = aggregate({
    requirements,
    records: suiteRun?.records ?? [],
    applicableAreas: applicable,
    notApplicableAreas: notApplicable,
    filtered: Boolean(options.grep) || options.shard !== undefined,
    ...(options.shard ? { notRunReason: `no test of it is in shard ${formatShard(options.shard)}` } : {}),
    requireAreas: options.requireAreas,
    ...(expectations ? { expectations: { expectations, hostVersion: hello.implementation.version } } : {}),
  });
  const problems = { moduleFailures: collector?.moduleFailures ?? [], unhandled: collector?.unhandled ?? [] };
  if (problems.unhandled.length > 0) summary.ok = false;

  let report: RunReport = {
    kit: { name: 'capkit', version: kitVersion },
    contract: { version: CONTRACT_VERSION },
    protocol: PROTOCOL_VERSION,
    host: { spec: options.host, ...(options.isolate ? { isolated: true } : {}), implementation: hello.implementation, areas: hello.areas },
    run: {
      areas: applicable,
      notApplicable,
      seed,
      ...(options.grep ? { grep: options.grep } : {}),
      timeoutMultiplier: options.timeoutMultiplier,
      validateProtocol: options.validateProtocol,
      node: process.version,
      durationMs: Math.round(suiteRun?.durationMs ?? 0),
      fixtureSetHash: fixtureSetHash(),
      requireAreas: options.requireAreas,
      ...(options.propertyRuns !== undefined ? { propertyRuns: options.propertyRuns } : {}),
      ...(options.shard ? { shard: formatShard(options.shard) } : {}),
    },
    requirements: results,
    summary,
    problems,
    ...(expectations ? { expectations: { file: expectations.file, entries: expectations.entries.length, warnings: summary.expectationWarnings } } : {}),
  };
  report = finishReport(report, old);
  if (!options.quiet) {
    process.stdout.write(`${formatSummary(report, options.verbose)}\n`);
    if (report.comparison) process.stdout.write(`${describeComparison(report.comparison)}\n`);
    if (!summary.ok) process.stdout.write(`${replayHint(options.host, seed, summary.mustFailures)}\n`);
  }
  writeReports(report, options.reports);
  return summary.ok ? 0 : 1;
}

/** A bad expectations file is the caller's mistake: one clear message naming file and JSON path, exit 2. */
function readExpectations(file: string): LoadedExpectations {
  try {
    return loadExpectations(resolve(file), file);
  } catch (error) {
    throw new UsageError(`--expectations: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function replayHint(host: HostSpec, seed: number, failing: string[]): string {
  const hostArgs = describeHostArgs(host);
  const grep = failing.length === 1 ? ` --grep ${JSON.stringify(failing[0])}` : '';
  return pc.dim(`replay: npx capkit run${hostArgs ? ` ${hostArgs}` : ''} --seed ${seed}${grep}`);
}

// One conformance run against one host, start to report, printing nothing: the programmatic API
// (cli/api.ts) and through it `capkit run` share it. Options arrive already checked (cli/api/options.ts).
import { resolve } from 'node:path';
import { connect } from '../../host/connect.js';
import type { HostSpec } from '../../host/connection.js';
import type { HelloResponse } from '../../host/protocol.js';
import { PROTOCOL_VERSION } from '../../host/protocol.js';
import { kitVersion } from '../../spec/paths.js';
import { CONTRACT_VERSION, loadRequirements } from '../../spec/requirements.js';
import { isolatedSpec } from '../host-option.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { HostStartError } from '../../host/host-start-error.js';
import { hostAreas } from './area-selection.js';
import { failRun } from './fail-run.js';
import { exitCodeOf } from './exit-code.js';
import { wasSelected, type TestRecord } from './test-record.js';
import { aggregate, type RequirementResult } from './aggregate.js';
import type { RunReport } from './report.js';
import { runSuites } from './run-suites.js';
import { suiteAreas } from './suite-areas.js';
import { fixtureSetHash } from '../report/fixture-hash.js';
import { finishReport } from '../report/finish.js';
import { formatShard, type Shard } from '../shard/shard.js';
import type { LoadedExpectations } from '../expectations/entry.js';
import type { Progress } from '../ui/progress.js';

/** A run's settings once checked: every file read, every value in range. */
export interface CheckedRun {
  host: HostSpec;
  isolate: boolean;
  /** The areas asked for (known to the kit). */
  requested: string[];
  requireAreas: boolean;
  grep?: string;
  seed: number;
  junit?: string;
  timeoutMultiplier: number;
  validateProtocol: boolean;
  propertyRuns?: number;
  shard?: Shard;
  old?: { label: string; report: RunReport };
  expectations?: LoadedExpectations;
  progress?: Progress;
}

/** What `--report json:` writes when the host did not start: every requirement asked for is a CRASH. */
export interface StartFailureReport {
  kit: { name: 'capkit'; version: string };
  host: { spec: HostSpec };
  /** Why the host did not start (the first line says it; later lines are the host's own output). */
  error: string;
  requirements: RequirementResult[];
}

export type ConformanceReport = RunReport | StartFailureReport;

export interface ConformanceOutcome {
  report: ConformanceReport;
  /** The exit code `capkit run` gives for this run (cli/exit-codes.ts). */
  exitCode: ExitCode;
}

/** True when the report records a host that did not start (no suite ran). */
export function didNotStart(report: ConformanceReport): report is StartFailureReport {
  return 'error' in report && !('summary' in report);
}

function startFailure(run: CheckedRun, error: unknown): ConformanceOutcome {
  const message = error instanceof Error ? error.message : String(error);
  const crashed: RequirementResult[] = loadRequirements()
    .filter((r) => run.requested.includes(r.area))
    .map((r) => ({ id: r.id, level: r.level, area: r.area, title: r.title, status: 'CRASH', reason: message.split('\n')[0], tests: [] }));
  const report: StartFailureReport = { kit: { name: 'capkit', version: kitVersion }, host: { spec: run.host }, error: message, requirements: crashed };
  return { report, exitCode: error instanceof HostStartError ? EXIT.hostDidNotStart : EXIT.fail };
}

export async function conformanceRun(run: CheckedRun): Promise<ConformanceOutcome> {
  const requirements = loadRequirements();
  const effectiveHost = run.isolate ? isolatedSpec(run.host) : run.host;
  let hello: HelloResponse;
  try {
    const probe = await connect(effectiveHost, { timeoutMultiplier: run.timeoutMultiplier, validateProtocol: run.validateProtocol });
    hello = probe.hello;
    await probe.close();
  } catch (error) {
    return startFailure(run, error);
  }

  const areas = hostAreas(run.requested, hello.areas, suiteAreas());
  const { applicable, notApplicable } = areas;
  const suiteRun =
    applicable.length > 0
      ? await runSuites({
          host: effectiveHost,
          hello,
          areas: applicable,
          seed: run.seed,
          timeoutMultiplier: run.timeoutMultiplier,
          validateProtocol: run.validateProtocol,
          ...(run.progress ? { progress: run.progress } : {}),
          showProgress: false,
          ...(run.grep ? { grep: run.grep } : {}),
          ...(run.junit ? { junitFile: resolve(run.junit) } : {}),
          ...(run.propertyRuns !== undefined ? { propertyRuns: run.propertyRuns } : {}),
          ...(run.shard ? { shard: run.shard } : {}),
        })
      : undefined;
  const collector = suiteRun?.collector;
  // Every test vitest saw, the unselected ones too (another shard's, or not matched by grep): a
  // requirement with one of them did not have all its tests run, so it cannot PASS.
  const records = collector?.records ?? [];
  const { results, summary } = aggregate({
    requirements: requirements.map(({ id, level, area, title, provenance }) => ({ id, level, area, title, ...(provenance ? { provenance } : {}) })),
    records,
    applicableAreas: applicable,
    notApplicableAreas: notApplicable,
    filtered: Boolean(run.grep) || run.shard !== undefined,
    ...(run.shard ? { notRunReason: `not in shard ${formatShard(run.shard)}` } : {}),
    requireAreas: run.requireAreas,
    ...(run.expectations ? { expectations: { expectations: run.expectations, hostVersion: hello.implementation.version } } : {}),
  });
  const problems = { moduleFailures: collector?.moduleFailures ?? [], unhandled: collector?.unhandled ?? [], ...(areas.warnings.length > 0 ? { warnings: areas.warnings } : {}) };
  if (problems.unhandled.length > 0) failRun(summary);
  const nothing = nothingRan(areas.nothingInCommon, records, run, applicable);
  if (nothing !== undefined && summary.verdict !== 'fail') withoutVerdict(summary, nothing);

  const report: RunReport = {
    kit: { name: 'capkit', version: kitVersion },
    contract: { version: CONTRACT_VERSION },
    protocol: PROTOCOL_VERSION,
    host: { spec: run.host, ...(run.isolate ? { isolated: true } : {}), implementation: hello.implementation, areas: hello.areas },
    run: {
      areas: applicable,
      notApplicable,
      seed: run.seed,
      ...(run.grep ? { grep: run.grep } : {}),
      timeoutMultiplier: run.timeoutMultiplier,
      validateProtocol: run.validateProtocol,
      node: process.version,
      durationMs: Math.round(suiteRun?.durationMs ?? 0),
      fixtureSetHash: fixtureSetHash(),
      requireAreas: run.requireAreas,
      ...(run.propertyRuns !== undefined ? { propertyRuns: run.propertyRuns } : {}),
      ...(run.shard ? { shard: formatShard(run.shard) } : {}),
    },
    requirements: results,
    summary,
    problems,
    ...(run.expectations ? { expectations: { file: run.expectations.file, entries: run.expectations.entries.length, warnings: summary.expectationWarnings } } : {}),
  };
  const finished = finishReport(report, run.old);
  return { report: finished, exitCode: exitCodeOf(finished.summary) as ExitCode };
}

function withoutVerdict(summary: RunReport['summary'], reason: string): void {
  summary.ok = false;
  summary.verdict = 'none';
  summary.noVerdict = reason;
}

/** Why a run executed no test at all, in one sentence (undefined when some test ran). */
function nothingRan(nothingInCommon: string | undefined, records: readonly TestRecord[], run: CheckedRun, applicable: readonly string[]): string | undefined {
  if (nothingInCommon !== undefined) return nothingInCommon;
  if (records.some((t) => wasSelected(t) && t.status !== 'SKIPPED')) return undefined;
  const areas = `area${applicable.length === 1 ? '' : 's'} ${applicable.join(', ')}`;
  if (run.grep !== undefined && !records.some(wasSelected)) return `--grep ${JSON.stringify(run.grep)} matches no test of ${areas}`;
  if (run.shard !== undefined && !records.some(wasSelected)) return `shard ${formatShard(run.shard)} holds no test of ${areas}`;
  if (records.some(wasSelected)) return 'every selected test skipped itself (see the skipped tests above)';
  return 'no test ran (see the suite errors above)';
}

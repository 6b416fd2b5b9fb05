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
import { aggregate, type RequirementResult } from './aggregate.js';
import { formatSummary } from './print-summary.js';
import type { RunReport } from './report.js';
import { writeFileEnsuringDir, writeReports, type ReportOutput } from './report-outputs.js';
import { runSuites } from './run-suites.js';
import { suiteAreas } from './suite-areas.js';

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
}

/** Runs, prints, writes reports; returns the process exit code (0 iff every applicable MUST passes). */
export async function runCommand(options: RunOptions): Promise<number> {
  const known = suiteAreas();
  const requested = options.areas ?? known;
  const unknown = requested.filter((a) => !known.includes(a));
  if (unknown.length > 0) throw new UsageError(`--areas: unknown area(s) ${unknown.join(', ')}; the kit has suites for ${known.join(', ')}`);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const requirements = loadRequirements();
  const effectiveHost = options.isolate ? isolatedSpec(options.host) : options.host;

  let hello: HelloResponse;
  try {
    const probe = await connect(effectiveHost, { timeoutMultiplier: options.timeoutMultiplier, validateProtocol: options.validateProtocol });
    hello = probe.hello;
    await probe.close();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${pc.red(pc.bold('capkit run: the host did not start'))}\n${message}\n`);
    const jsonOut = options.reports.find((r) => r.format === 'json');
    if (jsonOut) {
      const crashed: RequirementResult[] = requirements
        .filter((r) => requested.includes(r.area))
        .map((r) => ({ id: r.id, level: r.level, area: r.area, title: r.title, status: 'CRASH', reason: message.split('\n')[0], tests: [] }));
      writeFileEnsuringDir(jsonOut.file, `${JSON.stringify({ kit: { name: 'capkit', version: kitVersion }, host: { spec: options.host }, error: message, requirements: crashed }, null, 2)}\n`);
    }
    return 1;
  }

  const applicable = requested.filter((a) => hello.areas.includes(a));
  const notApplicable = requested.filter((a) => !hello.areas.includes(a));
  const suiteRun =
    applicable.length > 0
      ? await runSuites({
          host: effectiveHost,
          areas: applicable,
          seed,
          timeoutMultiplier: options.timeoutMultiplier,
          validateProtocol: options.validateProtocol,
          showProgress: !options.quiet,
          ...(options.grep ? { grep: options.grep } : {}),
          ...(options.junit ? { junitFile: resolve(options.junit) } : {}),
          ...(options.propertyRuns !== undefined ? { propertyRuns: options.propertyRuns } : {}),
        })
      : undefined;
  const collector = suiteRun?.collector;
  const { results, summary } = aggregate({
    requirements,
    records: collector?.records ?? [],
    applicableAreas: applicable,
    notApplicableAreas: notApplicable,
    filtered: Boolean(options.grep),
    requireAreas: options.requireAreas,
  });
  const problems = { moduleFailures: collector?.moduleFailures ?? [], unhandled: collector?.unhandled ?? [] };
  if (problems.unhandled.length > 0) summary.ok = false;

  const report: RunReport = {
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
    },
    requirements: results,
    summary,
    problems,
  };
  if (!options.quiet) {
    process.stdout.write(`${formatSummary(report, options.verbose)}\n`);
    if (!summary.ok) process.stdout.write(`${replayHint(options.host, seed, summary.mustFailures)}\n`);
  }
  writeReports(report, options.reports);
  return summary.ok ? 0 : 1;
}

function replayHint(host: HostSpec, seed: number, failing: string[]): string {
  const hostArgs = describeHostArgs(host);
  const grep = failing.length === 1 ? ` --grep ${JSON.stringify(failing[0])}` : '';
  return pc.dim(`replay: npx capkit run${hostArgs ? ` ${hostArgs}` : ''} --seed ${seed}${grep}`);
}

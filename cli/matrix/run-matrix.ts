// `capkit run` with several hosts: each host's conformance run (in parallel, at most `jobs` at a time,
// all with one seed), then the fixture cases of the areas sent to every host and compared step by step.
// Prints requirement × host, writes the one JSON record (and its Markdown/HTML views).
import { DEFAULT_SEED } from '../options/default-seed.js';
import type { HostSpec } from '../../host/connection.js';
import { PROTOCOL_VERSION } from '../../host/protocol.js';
import { kitVersion } from '../../spec/paths.js';
import { CONTRACT_VERSION } from '../../spec/requirements.js';
import { fixtureSetHash } from '../report/fixture-hash.js';
import { renderMatrixHtml } from '../report/matrix-html.js';
import { renderMatrixMarkdown } from '../report/matrix-markdown.js';
import { writeFileEnsuringDir, ReportWriteError, type ReportOutput } from '../run/report-outputs.js';
import { compareAnswers } from './disagreements.js';
import { matrixExitCode } from './exit-code.js';
import { fixtureAnswers, fixtureCasesOf } from './fixture-answers.js';
import { hostLabels } from './host-label.js';
import { formatMatrix } from './console.js';
import { MATRIX_KIND, type MatrixHost, type MatrixReport } from './matrix-report.js';
import { matrixRows } from './matrix-rows.js';
import { inPool } from './pool.js';
import { runHostConformance, type HostRunSettings } from './run-host.js';

export const DEFAULT_JOBS = 2;

export interface MatrixOptions extends Omit<HostRunSettings, 'seed'> {
  hosts: HostSpec[];
  seed?: number;
  jobs: number;
  reports: ReportOutput[];
  verbose: boolean;
  quiet: boolean;
}

export const MATRIX_WRITERS: Record<string, (report: MatrixReport) => string> = {
  json: (report) => `${JSON.stringify(report, null, 2)}\n`,
  md: renderMatrixMarkdown,
  html: renderMatrixHtml,
};

export async function buildMatrix(options: MatrixOptions, onHostDone?: (label: string, host: MatrixHost) => void): Promise<MatrixReport> {
  const seed = options.seed ?? DEFAULT_SEED;
  const labels = hostLabels(options.hosts);
  const cases = fixtureCasesOf(options.areas);
  const settings: HostRunSettings = { ...options, seed };
  const started = performance.now();
  const done = await inPool(options.hosts, options.jobs, async (spec, i) => {
    const run = await runHostConformance(spec, settings);
    const answers = await fixtureAnswers(spec, cases, settings);
    const implementation = run.report?.host.implementation;
    const host: MatrixHost = {
      label: labels[i]!,
      spec,
      ...(implementation ? { implementation } : {}),
      verdict: run.verdict,
      exitCode: run.exitCode,
      ...(run.error !== undefined ? { error: run.error } : {}),
      ...(run.report ? { report: run.report } : {}),
    };
    onHostDone?.(labels[i]!, host);
    return { host, answers };
  });
  // Columns named as the hosts name themselves, known once each said hello.
  const named = hostLabels(options.hosts, done.map((d) => d.host.implementation));
  const hosts = done.map((d, i) => Object.assign(d.host, { label: named[i]! }));
  const comparison = compareAnswers(cases, done.map((d) => ({ label: d.host.label, answers: d.answers })));
  const problems = done.flatMap((d) => (d.answers.error ? [`${d.host.label}: the fixture cases could not be sent: ${d.answers.error}`] : []));
  const exitCode = matrixExitCode(hosts.map((h) => h.exitCode));
  return {
    kind: MATRIX_KIND,
    kit: { name: 'capkit', version: kitVersion },
    contract: { version: CONTRACT_VERSION },
    protocol: PROTOCOL_VERSION,
    run: {
      seed,
      areas: options.areas ?? [...new Set(hosts.flatMap((h) => h.report?.run.areas ?? []))],
      jobs: options.jobs,
      timeoutMultiplier: options.timeoutMultiplier,
      validateProtocol: options.validateProtocol,
      ...(options.grep !== undefined ? { grep: options.grep } : {}),
      ...(options.propertyRuns !== undefined ? { propertyRuns: options.propertyRuns } : {}),
      node: process.version,
      durationMs: Math.round(performance.now() - started),
      fixtureSetHash: fixtureSetHash(),
    },
    hosts,
    requirements: matrixRows(hosts),
    comparison: { ...comparison, problems },
    summary: {
      ok: exitCode === 0,
      exitCode,
      passing: hosts.filter((h) => h.verdict === 'pass').map((h) => h.label),
      failing: hosts.filter((h) => h.verdict === 'fail' || h.verdict === 'did-not-start').map((h) => h.label),
      withoutVerdict: hosts.filter((h) => h.verdict === 'none').map((h) => h.label),
    },
  };
}

export function writeMatrixReports(report: MatrixReport, outputs: readonly ReportOutput[]): void {
  const failures: string[] = [];
  for (const { format, file } of outputs) {
    const writer = MATRIX_WRITERS[format];
    if (!writer) {
      failures.push(`--report ${format}:${file}: a matrix run writes json, md or html`);
      continue;
    }
    try {
      writeFileEnsuringDir(file, writer(report));
    } catch (error) {
      failures.push(`--report ${format}:${file} was not written: ${(error as Error).message}`);
    }
  }
  if (failures.length > 0) throw new ReportWriteError(failures);
}

/** The matrix run; returns the exit code (0 only when every host passes). */
export async function runMatrix(options: MatrixOptions): Promise<number> {
  const say = (text: string): void => {
    if (!options.quiet) process.stderr.write(text);
  };
  say(`capkit run: ${options.hosts.length} hosts, ${Math.min(options.jobs, options.hosts.length)} at a time\n`);
  const report = await buildMatrix(options, (label, host) => say(`  ${label}: ${host.verdict}${host.error ? ` (${host.error})` : ''}\n`));
  if (!options.quiet) process.stdout.write(`${formatMatrix(report, options.verbose)}\n`);
  writeMatrixReports(report, options.reports);
  return report.summary.exitCode;
}

// One host of a matrix through the whole conformance run: `capkit run` for that host alone, in its own
// process (the suites learn their host from the environment, so two hosts cannot share one process),
// with the matrix's seed and settings. Its JSON report is the host's record; without one (the child
// died) the host is charged with what the child said. This is the one place that runs a host: pointing
// it at another runner (an API) leaves the rest of the matrix unchanged.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HostSpec } from '../../host/connection.js';
import { kitRoot } from '../../spec/paths.js';
import { EXIT } from '../exit-codes.js';
import { childRunEnv } from '../run/child-env.js';
import type { RunReport } from '../run/report.js';
import type { HostVerdict } from './matrix-report.js';

export interface HostRunSettings {
  seed: number;
  areas?: string[];
  requireAreas: boolean;
  grep?: string;
  timeoutMultiplier: number;
  validateProtocol: boolean;
  propertyRuns?: number;
  isolate: boolean;
}

export interface HostRun {
  exitCode: number;
  verdict: HostVerdict;
  report?: RunReport;
  error?: string;
}

/** The `capkit run` arguments for one host of the matrix. */
export function hostRunArgs(spec: HostSpec, settings: HostRunSettings, jsonFile: string): string[] {
  const host = spec.kind === 'module' ? ['--host', spec.path, ...(settings.isolate ? [] : ['--no-isolate'])] : ['--host-cmd', spec.command];
  return [
    'run',
    ...host,
    '--seed', String(settings.seed),
    ...(settings.areas ? ['--areas', settings.areas.join(',')] : []),
    ...(settings.requireAreas ? ['--require-areas'] : []),
    ...(settings.grep !== undefined ? ['--grep', settings.grep] : []),
    '--timeout-multiplier', String(settings.timeoutMultiplier),
    ...(settings.validateProtocol ? [] : ['--no-validate-protocol']),
    ...(settings.propertyRuns !== undefined ? ['--property-runs', String(settings.propertyRuns)] : []),
    // An expectations file belongs to one host; in a matrix every host is judged as it is.
    '--no-expectations',
    '--quiet',
    '--report', `json:${jsonFile}`,
  ];
}


function verdictOf(exitCode: number, report: RunReport | undefined): HostVerdict {
  if (report?.summary) return report.summary.verdict;
  return exitCode === EXIT.hostDidNotStart || report !== undefined ? 'did-not-start' : 'fail';
}

/** Runs the suites against one host; never throws: a child that fails is a host that fails. */
export async function runHostConformance(spec: HostSpec, settings: HostRunSettings): Promise<HostRun> {
  const dir = mkdtempSync(join(tmpdir(), 'capkit-matrix-'));
  const jsonFile = join(dir, 'report.json');
  try {
    const { code, stderr } = await runChild(hostRunArgs(spec, settings, jsonFile), spec.kind === 'command' ? spec.cwd : undefined);
    const exitCode = code ?? EXIT.internal;
    const report = existsSync(jsonFile) ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as RunReport & { error?: string }) : undefined;
    const firstLine = (report?.error ?? stderr).trim().split('\n')[0];
    const error = exitCode === EXIT.pass || exitCode === EXIT.fail || exitCode === EXIT.noVerdict ? undefined : firstLine || `capkit run ended with exit code ${exitCode}`;
    return { exitCode, verdict: verdictOf(exitCode, report), ...(report?.summary ? { report } : {}), ...(error ? { error } : {}) };
  } catch (error) {
    return { exitCode: EXIT.internal, verdict: 'fail', error: error instanceof Error ? error.message : String(error) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runChild(args: string[], cwd: string | undefined): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(kitRoot, 'bin', 'capkit.js'), ...args], { cwd: cwd ?? process.cwd(), env: childRunEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < 20_000) stderr += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

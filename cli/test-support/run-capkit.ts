// Runs the built `capkit` command as a newcomer would, in a child process (tests of the CLI itself).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kitRoot } from '../../spec/paths.js';
import { kitChildEnv } from './child-env.js';

export interface CapkitResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export const capkitBin = join(kitRoot, 'bin', 'capkit.js');


/**
 * The work a child capkit does, from which its time limit follows: `runs` full passes of the suites of
 * `areas` areas (default all five) at `propertyRuns` (default 100), `hosts` hosts each (the catalogue), and
 * `seconds` of a time-budgeted command (fuzz, bench). Nothing: a command that starts and answers.
 */
export interface ChildWork {
  runs?: number;
  areas?: number;
  propertyRuns?: number;
  hosts?: number;
  seconds?: number;
}

/**
 * Idle costs measured on the 2-core machine (2026-12-01): a capkit start (node, the CLI, vitest when it
 * runs suites) and one area's suites, fixed part and per 100 property runs.
 */
// The start is rounded up from ~0.3-2.5 s: a command that only starts and answers is the one a busy
// machine delays most, relative to its work.
const IDLE_MS = { start: 5_000, areaPass: 1_000, areaPer100Runs: 4_000 };
/** A limit is ten times the idle cost: a machine shared with other work (CI shares it) is never a failure. */
const SLACK = 10;

export function childTimeLimitMs(work: ChildWork = {}): number {
  const areaPass = IDLE_MS.areaPass + (IDLE_MS.areaPer100Runs * (work.propertyRuns ?? 100)) / 100;
  const suites = (work.runs ?? 0) * (work.areas ?? 5) * (work.hosts ?? 1) * areaPass;
  return Math.round(SLACK * (IDLE_MS.start + suites + (work.seconds ?? 0) * 1_000));
}

function optionValue(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function secondsOf(duration: string | undefined): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(duration ?? '');
  if (!m) return 0;
  const n = Number(m[1]);
  return m[2] === 'ms' ? n / 1000 : m[2] === 'm' ? n * 60 : n;
}

/** The work a command line asks for, read from its own options (suite passes, property runs, hosts, time). */
export function workOfArgs(args: readonly string[], catalogueSize = 100): ChildWork {
  const [command] = args;
  const areas = optionValue(args, '--areas')?.split(',').length;
  const runsOption = optionValue(args, '--property-runs');
  const propertyRuns = runsOption === undefined ? undefined : Number(runsOption);
  const common = { ...(areas !== undefined ? { areas } : {}), ...(propertyRuns !== undefined ? { propertyRuns } : {}) };
  if (args.includes('--help')) return {};
  if (command === 'run' || command === 'trace') return { runs: 1, ...common };
  if (command === 'mutants') {
    const only = optionValue(args, '--only')?.split(',').length;
    // A broken host runs the suites of its own area (one area each on average).
    return { runs: 1, areas: 1, hosts: only ?? catalogueSize, ...common };
  }
  if (command === 'fuzz' || command === 'bench') {
    const cases = Number(optionValue(args, '--runs') ?? 0);
    return { seconds: secondsOf(optionValue(args, '--time')) * (command === 'bench' ? 4 : 1) + cases / 100 };
  }
  return {};
}

export interface RunCapkitOptions {
  /** The work the command does (its time limit follows from it); or a limit of its own. */
  work?: ChildWork;
  timeoutMs?: number;
  env?: Record<string, string>;
  /** Written to the command's stdin, which is then closed (default: no stdin at all). */
  input?: string;
}

export function runCapkit(args: string[], options: RunCapkitOptions = {}): Promise<CapkitResult> {
  const started = Date.now();
  const limit = options.timeoutMs ?? childTimeLimitMs(options.work ?? workOfArgs(args));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [capkitBin, ...args], { cwd: kitRoot, env: kitChildEnv(options.env), stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.on('error', () => {}); // a command that never reads stdin may exit before it is written
    child.stdin.end(options.input ?? '');
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`capkit ${args.join(' ')} did not finish within ${limit} ms\n${stdout}\n${stderr}`));
    }, limit);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

export function tempReportPath(): string {
  return join(mkdtempSync(join(tmpdir(), 'capkit-test-')), 'report.json');
}

export interface ReportShape {
  host: { implementation: { name: string }; areas: string[] };
  requirements: { id: string; level: string; area: string; status: string; reason?: string; tests: { status: string; message?: string }[] }[];
  summary: { ok: boolean; mustFailures: string[] };
  run: { seed: number; notApplicable: string[] };
}

export function readReport(path: string): ReportShape {
  if (!existsSync(path)) throw new Error(`no report was written at ${path}`);
  return JSON.parse(readFileSync(path, 'utf8')) as ReportShape;
}

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
/** The catalogue run of the self-tests, built (`npm run selftest:mutants`): not a capkit command. */
export const selftestMutantsMain = join(kitRoot, 'dist', 'selftest', 'mutants', 'main.js');


/**
 * The work a child capkit does, from which its time limit follows: `runs` full passes of the suites of
 * `areas` areas (default all five) at `propertyRuns` (default 100), `hosts` hosts each (the catalogue, a
 * matrix run), and `seconds` of a time-budgeted command (fuzz, bench). `suiteStarts` is how many times it
 * starts the suites (a matrix run starts them once per host; default one when it runs suites at all).
 * Nothing: a command that starts and answers.
 */
export interface ChildWork {
  runs?: number;
  areas?: number;
  propertyRuns?: number;
  hosts?: number;
  seconds?: number;
  suiteStarts?: number;
}

/**
 * Idle costs as the kit's own test run sees them: measured inside a whole `npm test` on the idle 2-core
 * machine on a slow day (2026-12-02, when the same commit took 250-285 s where it had taken 130 s the
 * day before), so with the other workers and their children beside it. A command that only starts and
 * answers (`start`), the start of the suites in a child (vitest, its worker, the suite modules: ~25 s of
 * a permits run's ~28 s there), and one area's suites, fixed part and per 100 property runs.
 */
const IDLE_MS = { start: 9_000, suiteStart: 25_000, areaPass: 3_000, areaPer100Runs: 8_000 };
/**
 * A limit is six times that idle cost. Beside 8 busy processes the end-to-end runs took 2-3 times their
 * idle time, so a machine shared with other work (CI shares it) is never a failure; a hang still is.
 */
const SLACK = 6;

export function childTimeLimitMs(work: ChildWork = {}): number {
  const areaPass = IDLE_MS.areaPass + (IDLE_MS.areaPer100Runs * (work.propertyRuns ?? 100)) / 100;
  const runs = work.runs ?? 0;
  const suites = runs * (work.areas ?? 5) * (work.hosts ?? 1) * areaPass;
  const starts = (work.suiteStarts ?? (runs > 0 ? 1 : 0)) * IDLE_MS.suiteStart;
  return Math.round(SLACK * (IDLE_MS.start + starts + suites + (work.seconds ?? 0) * 1_000));
}

/** The limit of a test or hook that runs the command line `args` in a child: the child's own, and a moment to report it. */
export function testTimeLimitOfArgs(args: readonly string[]): number {
  return childTimeLimitMs(workOfArgs(args)) + 10_000;
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
  if (command === 'run' || command === 'trace') {
    // Several hosts: a matrix run, each host its own child run of the suites.
    const hosts = args.filter((a) => a === '--host' || a === '--host-cmd').length;
    return { runs: 1, ...common, ...(hosts > 1 ? { hosts, suiteStarts: hosts } : {}) };
  }
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
  /** The script to run instead of bin/capkit.js (the self-tests' own entry points). */
  entry?: string;
}

export function runCapkit(args: string[], options: RunCapkitOptions = {}): Promise<CapkitResult> {
  const started = Date.now();
  const limit = options.timeoutMs ?? childTimeLimitMs(options.work ?? workOfArgs(args));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [options.entry ?? capkitBin, ...args], { cwd: kitRoot, env: kitChildEnv(options.env), stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.on('error', () => {}); // a command that never reads stdin may exit before it is written
    child.stdin.end(options.input ?? '');
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${options.entry ?? 'capkit'} ${args.join(' ')} did not finish within ${limit} ms\n${stdout}\n${stderr}`));
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

// Runs the built `capkit` command as a newcomer would, in a child process (tests of the CLI itself).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kitRoot } from '../../spec/paths.js';

export interface CapkitResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export const capkitBin = join(kitRoot, 'bin', 'capkit.js');

/** The environment of a child capkit: without the variables of the vitest run that spawns it. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('VITEST') && !k.startsWith('CAPKIT_') && k !== 'NODE_OPTIONS') env[k] = v;
  return { ...env, NO_COLOR: '1', ...extra };
}

export interface RunCapkitOptions {
  timeoutMs?: number;
  env?: Record<string, string>;
  /** Written to the command's stdin, which is then closed (default: no stdin at all). */
  input?: string;
}

export function runCapkit(args: string[], options: RunCapkitOptions = {}): Promise<CapkitResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [capkitBin, ...args], { cwd: kitRoot, env: childEnv(options.env), stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.on('error', () => {}); // a command that never reads stdin may exit before it is written
    child.stdin.end(options.input ?? '');
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`capkit ${args.join(' ')} did not finish within ${options.timeoutMs} ms\n${stdout}\n${stderr}`));
    }, options.timeoutMs ?? 280_000);
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

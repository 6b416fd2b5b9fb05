// Runs a `capkit` command line in this process, as cli/main.ts would in its own: the same parser and
// handlers, stdout and stderr captured, the exit code the process would end with. For the kit's tests
// of what a command prints and answers; what only a process shows (signals, process.exit, stdin, the
// built bin) stays with runCapkit (run-capkit.ts).
import { loadCli } from '../../cli/load-cli.js';
import { describeFatal } from '../../cli/fatal.js';
import { childRunEnv } from '../../cli/run/child-env.js';
import type { CapkitResult, RunCapkitOptions } from './run-capkit.js';

type Write = typeof process.stdout.write;

function capture(sink: string[]): Write {
  return ((chunk: string | Uint8Array, encoding?: unknown, callback?: unknown) => {
    sink.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') (done as () => void)();
    return true;
  }) as Write;
}

let running = false;

/** `options.env` is set for the command; a time limit is the test's own here (a child's is in run-capkit.ts). */
export async function runCapkitHere(args: readonly string[], options: Pick<RunCapkitOptions, 'env' | 'work' | 'timeoutMs'> = {}): Promise<CapkitResult> {
  // One command at a time: the captured streams and the exit code are this process's own.
  if (running) throw new Error('runCapkitHere: one command at a time');
  running = true;
  const started = Date.now();
  const stdout: string[] = [];
  const stderr: string[] = [];
  const saved = { out: process.stdout.write, err: process.stderr.write, env: { ...process.env }, exitCode: process.exitCode };
  // As a child would start (run-capkit.ts): none of the kit test run's own CAPKIT_* settings.
  const kept = childRunEnv();
  for (const key of Object.keys(process.env)) if (key.startsWith('CAPKIT_') && !(key in kept)) delete process.env[key];
  Object.assign(process.env, { NO_COLOR: '1', ...options.env });
  process.stdout.write = capture(stdout);
  process.stderr.write = capture(stderr);
  process.exitCode = undefined;
  let code: number;
  try {
    await (await loadCli(args, 80)).parseAsync();
    code = Number(process.exitCode ?? 0);
  } catch (error) {
    const fatal = describeFatal(error);
    stderr.push(fatal.text);
    code = fatal.code;
  } finally {
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
    for (const key of Object.keys(process.env)) if (!(key in saved.env)) delete process.env[key];
    Object.assign(process.env, saved.env);
    process.exitCode = saved.exitCode;
    running = false;
  }
  return { code, stdout: stdout.join(''), stderr: stderr.join(''), ms: Date.now() - started };
}

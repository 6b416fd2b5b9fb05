// `capkit lint "<permit>" …`: the diagnostic a plugin author should see, exit 1 if any permit is malformed.
// `capkit lint -` reads the permits from stdin, one per line.
import type { Argv } from 'yargs';
import pc from 'picocolors';
import { formatDiagnostics, lintPermit } from '../../reference-impl/permits/lint.js';
import { linesOf, readStdin, STDIN_ARGUMENT } from '../options/stdin-argument.js';
import { terminalSafe, terminalSafeLines } from '../ui/terminal-text.js';
import { terminalSafeJson } from '../ui/terminal-json.js';
import { UsageError } from '../usage-error.js';

export function lintArgs(y: Argv) {
  return y
    .positional('permits', { type: 'string', array: true, demandOption: true, describe: 'permit strings, e.g. "group(123,456)"; "-" reads them from stdin, one per line' })
    .option('json', { type: 'boolean', default: false, describe: 'print the diagnostics as JSON' });
}

type LintArgv = Awaited<ReturnType<ReturnType<typeof lintArgs>['parseAsync']>>;

/** The permits to lint: the arguments, with "-" replaced by the lines of stdin. */
export async function permitsOf(args: readonly string[], stdin: () => Promise<string> = () => readStdin()): Promise<string[]> {
  if (!args.includes(STDIN_ARGUMENT)) {
    if (args.length === 0) throw new UsageError('lint: give at least one permit, e.g. capkit lint "group(1,2)", or "-" to read them from stdin');
    return [...args];
  }
  const fromStdin = linesOf(await stdin());
  if (fromStdin.length === 0) throw new UsageError('lint -: stdin held no permit (give one per line)');
  return args.flatMap((a) => (a === STDIN_ARGUMENT ? fromStdin : [a]));
}

export async function lintHandler(argv: LintArgv): Promise<number> {
  const permits = await permitsOf((argv.permits ?? []).map(String));
  const results = permits.map((permit) => ({ permit, ...lintPermit(permit) }));
  if (argv.json) {
    process.stdout.write(`${terminalSafeJson(JSON.stringify(results, null, 2))}\n`);
  } else {
    for (const r of results) {
      // A permit is outside text: its control characters are shown, never sent to the terminal.
      if (r.valid) process.stdout.write(`${pc.green('✔ valid')}  ${terminalSafe(r.permit)}\n`);
      else process.stdout.write(`${pc.red('✘ malformed')}  a host must deny it\n${terminalSafeLines(formatDiagnostics(r.permit, r.diagnostics))}\n`);
    }
  }
  return results.every((r) => r.valid) ? 0 : 1;
}

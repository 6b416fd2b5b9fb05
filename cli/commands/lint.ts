// `capkit lint "<permit>" …`: the diagnostic a plugin author should see, exit 1 if any permit is malformed.
import type { Argv } from 'yargs';
import pc from 'picocolors';
import { formatDiagnostics, lintPermit } from '../../reference-impl/permits/lint.js';

export function lintArgs(y: Argv) {
  return y
    .positional('permits', { type: 'string', array: true, demandOption: true, describe: 'permit strings, e.g. "group(123,456)"' })
    .option('json', { type: 'boolean', default: false, describe: 'print the diagnostics as JSON' });
}

type LintArgv = Awaited<ReturnType<ReturnType<typeof lintArgs>['parseAsync']>>;

export async function lintHandler(argv: LintArgv): Promise<number> {
  const permits = (argv.permits ?? []).map(String);
  const results = permits.map((permit) => ({ permit, ...lintPermit(permit) }));
  if (argv.json) {
    process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  } else {
    for (const r of results) {
      if (r.valid) process.stdout.write(`${pc.green('✔ valid')}  ${r.permit}\n`);
      else process.stdout.write(`${pc.red('✘ malformed')}  a host must deny it\n${formatDiagnostics(r.permit, r.diagnostics)}\n`);
    }
  }
  return results.every((r) => r.valid) ? 0 : 1;
}

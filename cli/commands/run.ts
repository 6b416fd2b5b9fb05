// yargs wiring of `capkit run`: its flags; cli/run/read-run-options.ts reads them with capkit.config.json
// (flags override it) and capkit's defaults into the one options value the run takes.
import type { Argv } from 'yargs';
import { runCommand } from '../run/index.js';
import { readRunOptions, type RunArgs } from '../run/read-run-options.js';
import { runMatrix } from '../matrix/run-matrix.js';
import { DEFAULT_EXPECTATIONS_FILE } from '../expectations/entry.js';
import { CONFIG_FILE } from '../config/config.js';
import { DEFAULT_SEED, seedArgument } from '../options/default-seed.js';

// No yargs defaults for the options a config file may set: undefined means "not on the command line".
export function runArgs(y: Argv) {
  return y
    .option('host', { type: 'string', describe: 'in-process host: a JS/TS module whose default export has hello() and run() (repeatable: a matrix)' })
    .option('host-cmd', { type: 'string', describe: 'stdio host: any command speaking protocol 1 on stdin/stdout (repeatable: a matrix)' })
    .option('config', { type: 'string', describe: `settings file (default: ./${CONFIG_FILE} if present; --no-config: none); flags override it` })
    .option('isolate', { type: 'boolean', describe: 'serve a --host module from a child process, so a host that blocks can be timed out (default; --no-isolate: in this process)' })
    .option('jobs', { type: 'number', describe: 'several hosts (--host/--host-cmd repeated) run side by side, this many at once (default 2): requirement × host and the steps they answered differently; exit 0 only if every host passes' })
    .option('areas', { type: 'string', array: true, describe: 'comma-separated areas to run (default: all the kit has; repeatable)' })
    .option('require-areas', { type: 'boolean', describe: 'areas the host does not declare fail instead of being not applicable' })
    .option('grep', { type: 'string', array: true, describe: 'only tests whose name matches this regular expression (repeatable: any of them); a subset has no verdict' })
    .option('seed', { type: 'string', coerce: seedArgument, describe: `seed of the property tests (default ${DEFAULT_SEED}, fixed per kit version: the same verdict on every run; random: a new one; printed by every run)` })
    .option('report', { type: 'string', array: true, describe: 'write a report: json:<file>, md:<file> or html:<file> (repeatable)' })
    .option('reporter', { type: 'string', array: true, describe: 'extra reporter: junit:<file>' })
    .option('timeout-multiplier', { type: 'number', describe: 'scale every per-case timeout (default 1: 5 s a case)' })
    .option('validate-protocol', { type: 'boolean', describe: 'check every host message against the published schemas in spec/schemas (default; --no-validate-protocol: only what answers mean, and the run says so)' })
    .option('property-runs', { type: 'number', describe: 'fast-check runs of every property (default 100, a few costly ones fewer; given, every property runs exactly this many)' })
    .option('verbose', { type: 'boolean', default: false, describe: 'list every requirement, not only the failing ones' })
    .option('quiet', { type: 'boolean', default: false, describe: 'print nothing; the exit code and reports say it all' })
    .option('shard', { type: 'string', describe: 'run shard i of n (e.g. 2/4; needs --seed); combine with `capkit report merge`' })
    .option('compare', { type: 'string', describe: 'an older JSON report: mark requirements NEW_FAILURE / FIXED' })
    .option('expectations', {
      type: 'string',
      describe: `known failures/flaky entries of this host (default: ./${DEFAULT_EXPECTATIONS_FILE} if present; --no-expectations: none)`,
    });
}

type RunArgv = Awaited<ReturnType<ReturnType<typeof runArgs>['parseAsync']>>;

/** Flags and config read once into one options value; a single-host run or a matrix run takes it. */
export async function runHandler(argv: RunArgv): Promise<number> {
  const request = readRunOptions(argv as unknown as RunArgs);
  return request.kind === 'matrix' ? runMatrix(request.options) : runCommand(request.options);
}

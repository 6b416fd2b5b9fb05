// The `capkit` command line. Every command returns an exit code; errors are one clear message, never a bare stack.
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import pc from 'picocolors';
import { kitVersion } from '../spec/paths.js';
import { CONTRACT_VERSION } from '../spec/requirements.js';
import { PROTOCOL_VERSION } from '../host/protocol.js';
import { UsageError } from './usage-error.js';
import { runArgs, runHandler } from './commands/run.js';
import { hostArgs, hostHandler } from './commands/host.js';
import { lintArgs, lintHandler } from './commands/lint.js';
import { specArgs, specHandler } from './commands/spec.js';
import { fuzzArgs, fuzzHandler } from './commands/fuzz.js';
import { benchArgs, benchHandler } from './commands/bench.js';
import { mutantsArgs, mutantsHandler } from './commands/mutants.js';
import { reportArgs, reportHandler } from './commands/report.js';
import { traceArgs, traceHandler } from './commands/trace.js';
import { listArgs, listHandler } from './commands/list.js';
import { expectationsArgs, expectationsHandler } from './commands/expectations.js';
import { inspectArgs, inspectHandler } from './commands/inspect.js';
import { simulateArgs, simulateHandler } from './commands/simulate.js';
import { initArgs, initHandler } from './commands/init.js';

type Handler = (argv: Record<string, unknown>) => Promise<number>;

function wrap(handler: Handler) {
  return async (argv: Record<string, unknown>): Promise<void> => {
    process.exitCode = await handler(argv);
  };
}

async function main(): Promise<void> {
  const cli = yargs(hideBin(process.argv));
  await cli
    .scriptName('capkit')
    // Help uses the terminal's width (up to 120 columns), so command descriptions stay on one line.
    .wrap(Math.min(120, cli.terminalWidth()))
    // The kit's version, and the contract and protocol versions this kit tests and speaks.
    .version(`${kitVersion} (contract ${CONTRACT_VERSION}, protocol ${PROTOCOL_VERSION})`)
    .strict()
    .command('run', 'run the conformance suite against a host (default: the reference)', runArgs, wrap(runHandler as Handler))
    .command('host', 'serve the reference host (or --module) over stdio, protocol 1', hostArgs, wrap(hostHandler as Handler))
    .command('lint <permits..>', 'explain what is wrong with permit strings', lintArgs, wrap(lintHandler as Handler))
    .command('fuzz <area>', 'differential fuzzing of a host against the reference', fuzzArgs, wrap(fuzzHandler as Handler))
    .command('bench <suite>', 'tinybench benchmarks against their plain baselines', benchArgs, wrap(benchHandler as Handler))
    .command('mutants', 'run the suites against every broken host; each must be caught', mutantsArgs, wrap(mutantsHandler as Handler))
    .command('inspect <plugin-dir>', 'discover a plugin folder: owner tree, qualifiedNames and diagnostics', inspectArgs, wrap(inspectHandler as Handler))
    .command('simulate <scenario>', 'run a turns scenario against a host: expectations checked, transcript printed or diffed', simulateArgs, wrap(simulateHandler as Handler))
    .command('init <language>', 'write a minimal host (python, typescript, go, rust) that speaks protocol 1', initArgs, wrap(initHandler as Handler))
    .command('spec', 'print or regenerate the requirements registry', specArgs, wrap(specHandler as Handler))
    .command('report', 'merge shard reports, or render a JSON report as HTML/Markdown', reportArgs, wrap(reportHandler as Handler))
    .command('trace', 'every requirement with the tests a real run executed for it; fails if a MUST has none', traceArgs, wrap(traceHandler as Handler))
    .command('list', 'dry run: the requirements and tests a run would execute (no host contacted)', listArgs, wrap(listHandler as Handler))
    .command('expectations <action>', 'update the expectations file from a run: update --from <report.json>', expectationsArgs, wrap(expectationsHandler as Handler))
    .demandCommand(1, 'name a command; see capkit --help')
    .fail((message, error) => {
      throw error ?? new UsageError(message);
    })
    .help()
    .parseAsync();
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || (error instanceof Error && error.name === 'YError')) {
    process.stderr.write(`${pc.red('capkit:')} ${error.message}\n`);
    process.exitCode = 2;
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${pc.red('capkit: internal error:')} ${message}\n`);
  if (process.env.CAPKIT_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  else process.stderr.write(pc.dim('(set CAPKIT_DEBUG=1 for the stack trace)\n'));
  process.exitCode = 3;
});

// The `capkit` command line as a yargs parser: every command, the checks their options get before any
// handler runs, and one way to fail (a UsageError). cli/main.ts runs it; the README test parses with it.
import yargs from 'yargs';
import type { Argv } from 'yargs';
import { kitVersion } from '../spec/paths.js';
import { CONTRACT_VERSION } from '../spec/requirements.js';
import { PROTOCOL_VERSION } from '../host/protocol.js';
import { UsageError } from './usage-error.js';
import { dispatch, type Handler } from './dispatch.js';
import { checkOptions } from './options/check-options.js';
import { STDIN_ARGUMENT } from './options/stdin-argument.js';
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

type Builder = (y: Argv) => Argv<unknown>;

/** Every command: its yargs form, what `--help` says of it, its options and its handler. */
export const COMMANDS: readonly { form: string; describe: string; builder: Builder; handler: Handler }[] = [
  { form: 'run', describe: 'run the conformance suite against a host (default: the reference, or CAPKIT_HOST)', builder: runArgs, handler: runHandler as Handler },
  { form: 'host', describe: 'serve the reference host (or --module) over stdio, protocol 1', builder: hostArgs, handler: hostHandler as Handler },
  { form: 'lint <permits..>', describe: 'explain what is wrong with permit strings ("-": one per line from stdin)', builder: lintArgs, handler: lintHandler as Handler },
  { form: 'fuzz <area>', describe: 'differential fuzzing of a host against the reference', builder: fuzzArgs, handler: fuzzHandler as Handler },
  { form: 'bench <suite>', describe: 'tinybench benchmarks against their plain baselines', builder: benchArgs, handler: benchHandler as Handler },
  { form: 'mutants', describe: 'run the suites against every broken host; each must be caught', builder: mutantsArgs, handler: mutantsHandler as Handler },
  { form: 'inspect <plugin-dir>', describe: 'discover a plugin folder: owner tree, qualifiedNames and diagnostics', builder: inspectArgs, handler: inspectHandler as Handler },
  { form: 'simulate <scenario>', describe: 'run a turns scenario against a host: expectations checked, transcript printed or diffed', builder: simulateArgs, handler: simulateHandler as Handler },
  { form: 'init <language>', describe: 'write a minimal host (python, typescript, go, rust) that speaks protocol 1', builder: initArgs, handler: initHandler as Handler },
  { form: 'spec', describe: 'print or regenerate the requirements registry', builder: specArgs, handler: specHandler as Handler },
  { form: 'report', describe: 'merge shard reports, or render a JSON report as HTML/Markdown', builder: reportArgs, handler: reportHandler as Handler },
  { form: 'trace', describe: 'every requirement with the tests a real run executed for it; fails if a MUST has none', builder: traceArgs, handler: traceHandler as Handler },
  { form: 'list', describe: 'dry run: the requirements and tests a run would execute (no host contacted)', builder: listArgs, handler: listHandler as Handler },
  { form: 'expectations <action>', describe: 'update the expectations file from a run: update --from <report.json>', builder: expectationsArgs, handler: expectationsHandler as Handler },
];

/**
 * yargs drops a lone "-" argument; the commands that read stdin for it (lint) get a marker instead.
 */
function markStdin(args: readonly string[]): string[] {
  return args[0] === 'lint' ? args.map((a) => (a === '-' ? STDIN_ARGUMENT : a)) : [...args];
}

interface Parser {
  getOptions(): { array: string[]; string: string[] };
  getInternalMethods?(): { getContext?(): { fullCommands?: string[] } };
}

/** `lint <permits..>`, `report render <report>` → their positional names. */
function positionalsOf(parser: Parser): string[] {
  const forms = parser.getInternalMethods?.().getContext?.().fullCommands ?? [];
  return forms.flatMap((form) => [...form.matchAll(/[<[]([\w-]+)(?:\.\.)?[>\]]/g)].map((m) => m[1]!));
}

/** yargs passes middleware the parser too: the matched command's options say which are arrays and strings. */
function optionChecks(argv: Record<string, unknown>, parser: Parser): void {
  const { array, string } = parser.getOptions();
  const positionals = new Set(positionalsOf(parser));
  checkOptions(argv, { arrays: array, strings: string.filter((name) => !positionals.has(name)) });
}

/** The parser for `args` (without `node capkit`); `width`: the terminal's columns, for --help. */
export function buildCli(args: readonly string[], width = 80): Argv {
  const cli = yargs(markStdin(args));
  cli
    .scriptName('capkit')
    // Help uses the terminal's width (up to 120 columns), so command descriptions stay on one line.
    .wrap(Math.min(120, width))
    // The kit's version, and the contract and protocol versions this kit tests and speaks.
    .version(`${kitVersion} (contract ${CONTRACT_VERSION}, protocol ${PROTOCOL_VERSION})`)
    .strict()
    // Before any handler (so before any host starts): repeated options, ranges, durations, outputs.
    .middleware(optionChecks as never);
  for (const c of COMMANDS) cli.command(c.form, c.describe, c.builder, dispatch(c.form.split(' ')[0]!, c.handler));
  return cli
    .demandCommand(1, 'name a command; see capkit --help')
    .fail((message, error) => {
      throw error ?? new UsageError(message);
    })
    .help();
}

// The `capkit` command line with every command's module loaded: what the README test and the option
// tests parse with. `capkit` itself loads only the command it runs (cli/load-cli.ts).
import type { Argv } from 'yargs';
import type { Handler } from './dispatch.js';
import { COMMAND_TABLE, type Builder, type CommandModule } from './command-table.js';
import { parserFor } from './parser.js';
import { runArgs, runHandler } from './commands/run.js';
import { hostArgs, hostHandler } from './commands/host.js';
import { lintArgs, lintHandler } from './commands/lint.js';
import { specArgs, specHandler } from './commands/spec.js';
import { fuzzArgs, fuzzHandler } from './commands/fuzz.js';
import { benchArgs, benchHandler } from './commands/bench.js';
import { reportArgs, reportHandler } from './commands/report.js';
import { traceArgs, traceHandler } from './commands/trace.js';
import { listArgs, listHandler } from './commands/list.js';
import { expectationsArgs, expectationsHandler } from './commands/expectations.js';
import { inspectArgs, inspectHandler } from './commands/inspect.js';
import { simulateArgs, simulateHandler } from './commands/simulate.js';
import { initArgs, initHandler } from './commands/init.js';

const MODULES: Record<string, CommandModule> = {
  run: { builder: runArgs, handler: runHandler as Handler },
  host: { builder: hostArgs, handler: hostHandler as Handler },
  lint: { builder: lintArgs, handler: lintHandler as Handler },
  fuzz: { builder: fuzzArgs, handler: fuzzHandler as Handler },
  bench: { builder: benchArgs, handler: benchHandler as Handler },
  inspect: { builder: inspectArgs, handler: inspectHandler as Handler },
  simulate: { builder: simulateArgs, handler: simulateHandler as Handler },
  init: { builder: initArgs, handler: initHandler as Handler },
  spec: { builder: specArgs, handler: specHandler as Handler },
  report: { builder: reportArgs, handler: reportHandler as Handler },
  trace: { builder: traceArgs, handler: traceHandler as Handler },
  list: { builder: listArgs, handler: listHandler as Handler },
  expectations: { builder: expectationsArgs, handler: expectationsHandler as Handler },
};

const nameOf = (form: string): string => form.split(' ')[0]!;

/** Every command: its yargs form, what `--help` says of it, its options and its handler. */
export const COMMANDS: readonly { form: string; describe: string; builder: Builder; handler: Handler }[] = COMMAND_TABLE.map((c) => ({
  form: c.form,
  describe: c.describe,
  ...MODULES[nameOf(c.form)]!,
}));

/** The parser for `args` (without `node capkit`) with every command loaded; `width`: the terminal's columns. */
export function buildCli(args: readonly string[], width = 80): Argv {
  return parserFor(args, width, (form) => MODULES[nameOf(form)]);
}

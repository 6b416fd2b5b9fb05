// The `capkit` parser: every command of the table, the checks their options get before any handler runs
// (so before any host starts), and one way to fail (a UsageError). Which commands have their options
// and handler loaded is the caller's choice (cli/cli.ts: all of them; cli/load-cli.ts: the one named).
import yargs from 'yargs';
import type { Argv } from 'yargs';
import { kitVersion } from '../spec/paths.js';
import { CONTRACT_VERSION } from '../spec/requirements.js';
import { PROTOCOL_VERSION } from '../host/protocol.js';
import { UsageError } from './usage-error.js';
import { dispatch } from './dispatch.js';
import { checkOptions } from './options/check-options.js';
import { STDIN_ARGUMENT } from './options/stdin-argument.js';
import { COMMAND_TABLE, type CommandModule } from './command-table.js';

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

/** A command whose module is not loaded: listed by --help, never matched (its module is loaded when named). */
const NOT_LOADED: CommandModule = {
  builder: (y) => y,
  handler: () => {
    throw new Error('capkit: a command ran without its module loaded');
  },
};

/** The parser for `args` (without `node capkit`); `width`: the terminal's columns, for --help. */
export function parserFor(args: readonly string[], width: number, moduleOf: (form: string) => CommandModule | undefined): Argv {
  const cli = yargs(markStdin(args));
  cli
    .scriptName('capkit')
    // Help is written unwrapped; the command line reflows it to the terminal's width at word boundaries
    // (cli/ui/help-wrap.ts, from cli/main.ts): yargs' own wrapping cuts words in two.
    .wrap(null)
    // The kit's version, and the contract and protocol versions this kit tests and speaks.
    .version(`${kitVersion} (contract ${CONTRACT_VERSION}, protocol ${PROTOCOL_VERSION})`)
    .strict()
    // Before any handler (so before any host starts): repeated options, ranges, durations, outputs.
    .middleware(optionChecks as never);
  for (const c of COMMAND_TABLE) {
    const m = moduleOf(c.form) ?? NOT_LOADED;
    cli.command(c.form, c.describe, m.builder, dispatch(c.form.split(' ')[0]!, m.handler));
  }
  return cli
    .demandCommand(1, 'name a command; see capkit --help')
    .fail((message, error) => {
      throw error ?? new UsageError(message);
    })
    .help();
}


// The parser `capkit` runs with: only the module of the command the arguments name is loaded, so
// `capkit --help` and the light commands start without importing what `run` needs.
import type { Argv } from 'yargs';
import { commandNamed } from './command-table.js';
import { parserFor } from './parser.js';

export async function loadCli(args: readonly string[], width = 80): Promise<Argv> {
  const named = commandNamed(args);
  const loaded = named ? await named.load() : undefined;
  return parserFor(args, width, (form) => (named && form === named.form ? loaded : undefined));
}

// Parses a capkit command line in this process, the way `capkit` would, without running its handler:
// what would run (the command and its checked options), or the usage error it would stop with.
import { buildCli } from '../../cli/cli.js';
import { recordCommands, type ParsedCommand } from '../../cli/dispatch.js';

export async function parseCapkit(args: readonly string[]): Promise<ParsedCommand> {
  const parsed = await recordCommands(() => buildCli(args).exitProcess(false).parseAsync());
  if (parsed.length !== 1) throw new Error(`capkit ${args.join(' ')}: expected one command to run, got ${parsed.length}`);
  return parsed[0]!;
}

/** The one-line message `args` are refused with (throws if they parse). */
export async function refusal(args: readonly string[]): Promise<string> {
  try {
    await parseCapkit(args);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`capkit ${args.join(' ')} was expected to be refused`);
}

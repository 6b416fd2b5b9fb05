// How yargs hands a parsed command to its handler. Normally the handler runs and its number becomes the
// exit code; under `recordCommands` (the README test) the parsed options are recorded instead, so a
// documented command can be checked to parse without running it.
export type Handler = (argv: Record<string, unknown>) => Promise<number> | number;

export interface ParsedCommand {
  command: string;
  argv: Record<string, unknown>;
}

let recorder: ((parsed: ParsedCommand) => void) | undefined;

export function dispatch(command: string, handler: Handler): (argv: Record<string, unknown>) => Promise<void> {
  return async (argv) => {
    if (recorder) {
      recorder({ command, argv });
      return;
    }
    process.exitCode = await handler(argv);
  };
}

/** Runs `parse` with handlers replaced by a recorder; resolves with what would have run. */
export async function recordCommands(parse: () => Promise<unknown>): Promise<ParsedCommand[]> {
  if (recorder) throw new Error('recordCommands: already recording');
  const parsed: ParsedCommand[] = [];
  recorder = (p) => parsed.push(p);
  try {
    await parse();
  } finally {
    recorder = undefined;
  }
  return parsed;
}

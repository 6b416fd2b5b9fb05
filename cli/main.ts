// The `capkit` command line. Every command returns an exit code; errors are one clear message, never a bare stack.
// Only the named command's module is loaded (cli/load-cli.ts): `capkit --help` starts in a blink.
import { hideBin } from 'yargs/helpers';
import { loadCli } from './load-cli.js';
import { quietOnBrokenPipe } from './ui/broken-pipe.js';
import { reflowHelpOutput } from './ui/help-wrap.js';

// Taken before anything runs: an in-process host under test cannot replace it (host/exit-guard.ts).
const exit = process.exit.bind(process);

/** How a stop is worded is loaded only when there is one (it knows every kind of error, so imports much). */
async function stop(error: unknown): Promise<void> {
  const { describeFatal } = await import('./fatal.js');
  const fatal = describeFatal(error);
  process.stderr.write(fatal.text);
  process.exitCode = fatal.code;
}

/** An error nobody awaited (a stream's 'error', a stray rejection): reported the same way, then the end. */
function stopNow(error: unknown): void {
  void stop(error).finally(() => exit(process.exitCode as number));
}

process.on('uncaughtException', stopNow);
process.on('unhandledRejection', stopNow);
quietOnBrokenPipe(process.stdout, stopNow);
quietOnBrokenPipe(process.stderr, stopNow);

const columns = process.stdout.columns ?? 80;
const args = hideBin(process.argv);
if (args.includes('--help') || args.includes('-h')) reflowHelpOutput(columns);
loadCli(args, columns)
  .then((cli) => cli.parseAsync())
  .catch(stop);

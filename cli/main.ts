// The `capkit` command line. Every command returns an exit code; errors are one clear message, never a bare stack.
import { hideBin } from 'yargs/helpers';
import { buildCli } from './cli.js';
import { describeFatal } from './fatal.js';
import { quietOnBrokenPipe } from './ui/broken-pipe.js';

// Taken before anything runs: an in-process host under test cannot replace it (host/exit-guard.ts).
const exit = process.exit.bind(process);

function stop(error: unknown): void {
  const fatal = describeFatal(error);
  process.stderr.write(fatal.text);
  process.exitCode = fatal.code;
}

/** An error nobody awaited (a stream's 'error', a stray rejection): reported the same way, then the end. */
function stopNow(error: unknown): void {
  stop(error);
  exit(process.exitCode as number);
}

process.on('uncaughtException', stopNow);
process.on('unhandledRejection', stopNow);
quietOnBrokenPipe(process.stdout, stopNow);
quietOnBrokenPipe(process.stderr, stopNow);

const columns = process.stdout.columns ?? 80;
buildCli(hideBin(process.argv), columns).parseAsync().catch(stop);

// The catalogue run of the kit's self-tests (`npm run selftest:mutants -- [--only a,b] [--json]`): every
// broken host and every variant over the whole suites of their areas. Not a user command: it needs the
// broken hosts and variants, which the package does not ship. Bad options exit 2 with one line, as capkit's do.
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { describeFatal } from '../../cli/fatal.js';
import { UsageError } from '../../cli/usage-error.js';
import { mutantsArgs, mutantsHandler } from './command.js';

async function main(): Promise<void> {
  const argv = await mutantsArgs(yargs(hideBin(process.argv)).scriptName('selftest:mutants').strict())
    .fail((message, error) => {
      throw error ?? new UsageError(message);
    })
    .help()
    .parseAsync();
  process.exitCode = await mutantsHandler(argv);
}

main().catch((error: unknown) => {
  const fatal = describeFatal(error);
  process.stderr.write(fatal.text);
  process.exitCode = fatal.code;
});

// `capkit init <language>`: a minimal host that speaks protocol 1 and implements no area yet.
import { resolve, relative } from 'node:path';
import type { Argv } from 'yargs';
import pc from 'picocolors';
import { EXIT } from '../exit-codes.js';
import { INIT_LANGUAGES, skeletonStart, type InitLanguage } from '../init/languages.js';
import { writeSkeleton } from '../init/write-skeleton.js';

export function initArgs(y: Argv) {
  return y
    .positional('language', { type: 'string', choices: INIT_LANGUAGES, demandOption: true, describe: 'the language of the host' })
    .option('dir', { type: 'string', default: '.', describe: 'the folder to write the host into' })
    .option('force', { type: 'boolean', default: false, describe: 'overwrite files that already exist' });
}

type InitArgv = Awaited<ReturnType<ReturnType<typeof initArgs>['parseAsync']>>;

export async function initHandler(argv: InitArgv): Promise<number> {
  const language = argv.language as InitLanguage;
  const dir = resolve(argv.dir);
  const files = writeSkeleton({ language, dir, force: argv.force });
  const where = relative(process.cwd(), dir);
  const start = skeletonStart(language);
  process.stdout.write(`${pc.green('capkit init:')} wrote a ${language} host skeleton: ${files.map((f) => (where ? `${where}/${f}` : f)).join(', ')}\n`);
  process.stdout.write(`next:\n${nextSteps(where, start.command, start.build)}\n`);
  process.stdout.write(
    pc.dim(`It implements no area yet, so that run ends with "no verdict" (exit ${EXIT.noVerdict}); ${where ? `${where}/` : ''}README.md says how to add one.\n`),
  );
  return EXIT.pass;
}

/** The commands to run from the working directory, the host's folder entered if it is elsewhere. */
function nextSteps(where: string, command: string, build: string | undefined): string {
  const quoted = JSON.stringify(command);
  const lines: string[] = [];
  if (where) lines.push(`  cd ${/^[\w@%+=:,./-]+$/.test(where) ? where : JSON.stringify(where)}`);
  if (build) lines.push(`  ${build}`);
  lines.push(`  npx capkit run --host-cmd ${quoted}`);
  return lines.join('\n');
}

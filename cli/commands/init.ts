// `capkit init <language>`: a minimal host that speaks protocol 1 and implements no area yet.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve, relative } from 'node:path';
import type { Argv } from 'yargs';
import pc from 'picocolors';
import { EXIT } from '../exit-codes.js';
import { INIT_LANGUAGES, skeletonStart, type InitLanguage, type SkeletonStart } from '../init/languages.js';
import { writeSkeleton } from '../init/write-skeleton.js';
import { CONFIG_FILE } from '../config/config.js';

/**
 * capkit.config.json beside the skeleton, naming it as the host: a bare `npx capkit run` in that folder
 * tests the skeleton, never the built-in reference. An existing config is kept unless --force.
 */
function writeConfig(dir: string, command: string, force: boolean): boolean {
  const file = join(dir, CONFIG_FILE);
  if (existsSync(file) && !force) return false;
  writeFileSync(file, `${JSON.stringify({ host: { command } }, null, 2)}\n`);
  return true;
}

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
  if (writeConfig(dir, start.command, argv.force)) files.push(CONFIG_FILE);
  else process.stdout.write(pc.dim(`capkit init: kept the existing ${CONFIG_FILE} (--force replaces it with one naming this host)\n`));
  process.stdout.write(`${pc.green('capkit init:')} wrote a ${language} host skeleton: ${files.map((f) => (where ? `${where}/${f}` : f)).join(', ')}\n`);
  process.stdout.write(`next:\n${nextSteps(where, start)}\n`);
  process.stdout.write(
    pc.dim(`It implements no area yet, so that run ends with "no verdict" (exit ${EXIT.noVerdict}); ${where ? `${where}/` : ''}README.md says how to add one.\n`),
  );
  return EXIT.pass;
}

/** The commands to run from the working directory, the host's folder entered if it is elsewhere. */
function nextSteps(where: string, { install, build, command }: SkeletonStart): string {
  const quoted = JSON.stringify(command);
  const lines: string[] = [];
  if (where) lines.push(`  cd ${/^[\w@%+=:,./-]+$/.test(where) ? where : JSON.stringify(where)}`);
  if (install) lines.push(`  ${install}`);
  if (build) lines.push(`  ${build}`);
  lines.push(`  npx capkit run      # ${CONFIG_FILE} names the host; the same as: npx capkit run --host-cmd ${quoted}`);
  return lines.join('\n');
}

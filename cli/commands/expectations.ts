// `capkit expectations update --from <report.json> [--file capkit-expectations.json]`.
import { terminalSafe } from '../ui/terminal-text.js';
import { readInputText } from '../options/input-file.js';
import { existsSync } from 'node:fs';
import type { Argv } from 'yargs';
import pc from 'picocolors';
import { parseJsonText } from '../../host/json-text.js';
import { DEFAULT_EXPECTATIONS_FILE } from '../expectations/entry.js';
import { loadExpectations } from '../expectations/load.js';
import { reportForUpdate, TODO_REASON, updateExpectations } from '../expectations/update.js';
import { writeFileEnsuringDir } from '../run/report-outputs.js';
import { UsageError } from '../usage-error.js';

export function expectationsArgs(y: Argv) {
  return y
    .positional('action', { type: 'string', choices: ['update'] as const, describe: 'update: bring the file in line with a run' })
    .option('from', { type: 'string', demandOption: true, describe: 'a JSON report of capkit run (--report json:<file>)' })
    .option('file', { type: 'string', default: DEFAULT_EXPECTATIONS_FILE, describe: 'the expectations file to write (created if missing)' });
}

type ExpectationsArgv = Awaited<ReturnType<ReturnType<typeof expectationsArgs>['parseAsync']>>;

export async function expectationsHandler(argv: ExpectationsArgv): Promise<number> {
  const report = readReport(argv.from);
  const current = existsSync(argv.file) ? userInput(() => loadExpectations(argv.file)) : undefined;
  const { entries, added, removed } = updateExpectations(current?.entries ?? [], report);
  for (const e of removed) process.stdout.write(`${pc.green('-')} ${terminalSafe(e.id)} passes now (was: ${terminalSafe(e.reason)})\n`);
  for (const a of added) process.stdout.write(`${pc.red('+')} ${terminalSafe(a.id)} ${terminalSafe(a.status)}: reason "${TODO_REASON}"\n`);
  if (added.length === 0 && removed.length === 0 && current) {
    process.stdout.write(`${terminalSafe(argv.file)}: no change (${entries.length} entries)\n`);
    return 0;
  }
  const extra = current ? topLevelExtras(argv.file) : {};
  writeFileEnsuringDir(argv.file, `${JSON.stringify({ ...extra, entries }, null, 2)}\n`);
  process.stdout.write(`wrote ${terminalSafe(argv.file)}: ${entries.length} entries (${added.length} added, ${removed.length} removed)\n`);
  if (added.length > 0) process.stdout.write(pc.yellow(`replace each "${TODO_REASON}" with the reason (and a link) before committing\n`));
  return 0;
}

function readReport(file: string) {
  return userInput(() => reportForUpdate(parseJsonText(readInputText(file, `--from ${file}`), file), file));
}

/** Keys besides `entries` (e.g. `$schema`) survive an update. */
function topLevelExtras(file: string): Record<string, unknown> {
  const { entries: _entries, ...rest } = parseJsonText(readInputText(file, `--file ${file}`), file) as Record<string, unknown>;
  return rest;
}

/** A bad input file is the caller's mistake: its message, exit 2, no stack. */
function userInput<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

// `capkit inspect <plugin-dir>`: discovers a real plugin folder the way the reference registry does,
// prints its owner tree and every diagnostic (file, field, reason); exit 1 if any is an error. The
// plugin's code runs only in a child process with a time limit (see cli/inspect/).
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Argv } from 'yargs';
import { EXIT } from '../exit-codes.js';
import { inspectPlugin } from '../inspect/inspect-plugin.js';
import { render } from '../inspect/render.js';
import { hasErrors } from '../inspect/report.js';
import { safeJson } from '../inspect/safe-json.js';
import { DEFAULT_TIMEOUT, parseTimeout } from '../inspect/timeout-option.js';
import { terminalSafe } from '../ui/terminal-text.js';
import { UsageError } from '../usage-error.js';

export function inspectArgs(y: Argv) {
  return y
    .positional('plugin-dir', { type: 'string', demandOption: true, describe: 'a plugin folder (tools/, skills/, agents/, AGENTS.md)' })
    .option('json', { type: 'boolean', default: false, describe: 'print the tree and diagnostics as JSON' })
    .option('timeout', { type: 'string', default: DEFAULT_TIMEOUT, describe: 'time limit for loading each tool entry (and for preparing the plugin), e.g. 30s' });
}

type InspectArgv = Awaited<ReturnType<ReturnType<typeof inspectArgs>['parseAsync']>>;

export async function inspectHandler(argv: InspectArgv): Promise<number> {
  const dir = resolve(String(argv['plugin-dir']));
  const timeoutMs = parseTimeout(argv.timeout);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`inspect: ${terminalSafe(dir)} is not a directory`);
  const report = await inspectPlugin(dir, { timeoutMs });
  process.stdout.write(argv.json ? `${safeJson(report)}\n` : `${render(report)}\n`);
  return hasErrors(report) ? EXIT.fail : EXIT.pass;
}

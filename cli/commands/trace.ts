// `capkit trace`: which tests covered each requirement, from a real run (against the reference by
// default) or from a run's JSON report (--from). Exit 1 if a MUST requirement has no executed test.
import { terminalSafeJson } from '../ui/terminal-json.js';
import { terminalSafeLines } from '../ui/terminal-text.js';
import type { Argv } from 'yargs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostSpecFromArgs } from '../host-option.js';
import { readRunReport } from '../report/read-report.js';
import { formatTrace, traceOf } from '../report/trace.js';
import { runCommand } from '../run/index.js';
import { suiteAreas } from '../run/suite-areas.js';
import type { RunReport } from '../run/report.js';
import { UsageError } from '../usage-error.js';
import { requestedAreas } from '../run/area-selection.js';

export function traceArgs(y: Argv) {
  return y
    .option('from', { type: 'string', describe: 'trace a run already made: its JSON report' })
    .option('areas', { type: 'string', describe: 'comma-separated areas (default: all the kit has)' })
    .option('host', { type: 'string', describe: 'in-process host module (default: the reference)' })
    .option('host-cmd', { type: 'string', describe: 'stdio host command' })
    .option('seed', { type: 'number', default: 1, describe: 'seed of the property tests' })
    .option('property-runs', { type: 'number', default: 5, describe: 'fast-check runs per property (coverage needs few)' })
    .option('json', { type: 'boolean', default: false, describe: 'print the trace as JSON' });
}

type TraceArgv = Awaited<ReturnType<ReturnType<typeof traceArgs>['parseAsync']>>;

export async function traceHandler(argv: TraceArgv): Promise<number> {
  if (argv.from !== undefined && (argv.host !== undefined || argv['host-cmd'] !== undefined)) {
    throw new UsageError('--from traces a finished run: do not also give --host/--host-cmd');
  }
  const areas = argv.areas === undefined ? undefined : requestedAreas(argv.areas.split(',').map((s) => s.trim()).filter((s) => s !== ''), suiteAreas());
  let report: RunReport = argv.from !== undefined ? readRunReport(argv.from) : await runForTrace(argv, areas);
  if (argv.from !== undefined && areas) {
    report = { ...report, requirements: report.requirements.filter((r) => areas.includes(r.area)), run: { ...report.run, areas: report.run.areas.filter((a) => areas.includes(a)) } };
  }
  const trace = traceOf(report, suiteAreas());
  // A trace read --from a report holds its strings: shown through the one neutraliser.
  process.stdout.write(argv.json ? `${terminalSafeJson(JSON.stringify(trace, null, 2))}\n` : `${terminalSafeLines(formatTrace(trace))}\n`);
  return trace.uncoveredMust.length === 0 && trace.uncoveredProtocolMust.length === 0 ? 0 : 1;
}

/** A quiet run whose JSON report is read back: the trace is what really executed, not a scan of sources. */
async function runForTrace(argv: TraceArgv, areas: string[] | undefined): Promise<RunReport> {
  const runs = argv['property-runs'];
  if (!(Number.isSafeInteger(runs) && runs > 0)) throw new UsageError('--property-runs must be a positive integer');
  const dir = mkdtempSync(join(tmpdir(), 'capkit-trace-'));
  const file = join(dir, 'report.json');
  try {
    const host = hostSpecFromArgs(argv);
    await runCommand({
      host,
      isolate: argv.host !== undefined,
      ...(areas ? { areas } : {}),
      requireAreas: false,
      seed: argv.seed,
      reports: [{ format: 'json', file }],
      timeoutMultiplier: 1,
      validateProtocol: false,
      propertyRuns: runs,
      verbose: false,
      quiet: true,
    });
    return readRunReport(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

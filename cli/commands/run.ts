// yargs wiring of `capkit run`: flags, then capkit.config.json (flags override it), then capkit's defaults.
import type { Argv } from 'yargs';
import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { hostSpecFromArgs } from '../host-option.js';
import { runCommand } from '../run/index.js';
import { UsageError } from '../usage-error.js';
import { REPORT_WRITERS, type ReportOutput } from '../run/report-outputs.js';
import { parseShard } from '../shard/shard.js';
import { DEFAULT_EXPECTATIONS_FILE } from '../expectations/entry.js';
import { configHostSpecs } from '../matrix/config-hosts.js';
import { matrixHostsOf, runMatrixCommand } from '../matrix/matrix-args.js';
import type { HostSpec } from '../../host/connection.js';
import { findConfig } from '../config/load-config.js';
import { mergeOptions, type RunFlags, type RunSettings } from '../config/merge-options.js';
import { CONFIG_FILE, type LoadedConfig } from '../config/config.js';
import { terminalSafe } from '../ui/terminal-text.js';
import { DEFAULT_SEED, seedArgument } from '../options/default-seed.js';
import { checkOutputFiles } from '../options/output-path.js';

// No yargs defaults for the options a config file may set: undefined means "not on the command line".
export function runArgs(y: Argv) {
  return y
    .option('host', { type: 'string', describe: 'in-process host: a JS/TS module whose default export has hello() and run() (repeatable: a matrix)' })
    .option('host-cmd', { type: 'string', describe: 'stdio host: any command speaking protocol 1 on stdin/stdout (repeatable: a matrix)' })
    .option('config', { type: 'string', describe: `settings file (default: ./${CONFIG_FILE} if present; --no-config: none); flags override it` })
    .option('isolate', { type: 'boolean', describe: 'serve a --host module from a child process, so a host that blocks can be timed out (default; --no-isolate: in this process)' })
    .option('jobs', { type: 'number', describe: 'several hosts (--host/--host-cmd repeated) run side by side, this many at once (default 2): requirement × host and the steps they answered differently; exit 0 only if every host passes' })
    .option('areas', { type: 'string', array: true, describe: 'comma-separated areas to run (default: all the kit has; repeatable)' })
    .option('require-areas', { type: 'boolean', describe: 'areas the host does not declare fail instead of being not applicable' })
    .option('grep', { type: 'string', array: true, describe: 'only tests whose name matches this regular expression (repeatable: any of them); a subset has no verdict' })
    .option('seed', { type: 'string', coerce: seedArgument, describe: `seed of the property tests (default ${DEFAULT_SEED}, fixed per kit version: the same verdict on every run; random: a new one; printed by every run)` })
    .option('report', { type: 'string', array: true, describe: 'write a report: json:<file>, md:<file> or html:<file> (repeatable)' })
    .option('reporter', { type: 'string', array: true, describe: 'extra reporter: junit:<file>' })
    .option('timeout-multiplier', { type: 'number', describe: 'scale every per-case timeout (default 1: 5 s a case)' })
    .option('validate-protocol', { type: 'boolean', describe: 'check every host message against the published schemas in spec/schemas (default; --no-validate-protocol: only what answers mean, and the run says so)' })
    .option('property-runs', { type: 'number', describe: 'fast-check runs of every property (default 100, a few costly ones fewer; given, every property runs exactly this many)' })
    .option('verbose', { type: 'boolean', default: false, describe: 'list every requirement, not only the failing ones' })
    .option('quiet', { type: 'boolean', default: false, describe: 'print nothing; the exit code and reports say it all' })
    .option('shard', { type: 'string', describe: 'run shard i of n (e.g. 2/4; needs --seed); combine with `capkit report merge`' })
    .option('compare', { type: 'string', describe: 'an older JSON report: mark requirements NEW_FAILURE / FIXED' })
    .option('expectations', {
      type: 'string',
      describe: `known failures/flaky entries of this host (default: ./${DEFAULT_EXPECTATIONS_FILE} if present; --no-expectations: none)`,
    });
}

type RunArgv = Awaited<ReturnType<ReturnType<typeof runArgs>['parseAsync']>>;

/** What the command line said, and only that (so the config applies to the rest). */
function flagsOf(argv: RunArgv): RunFlags {
  const reports = argv.report === undefined && argv.reporter === undefined ? undefined : [...(argv.report ?? []), ...(argv.reporter ?? [])];
  const expectations = argv.expectations as string | boolean | undefined;
  if (expectations === '' || expectations === true) throw new UsageError('--expectations needs a file, e.g. --expectations capkit-expectations.json');
  const flags: RunFlags = {
    host: argv.host,
    hostCmd: argv['host-cmd'],
    isolate: argv.isolate,
    areas: argv.areas?.flatMap((v) => splitList(String(v), '--areas')),
    requireAreas: argv['require-areas'],
    expectations: expectations as string | false | undefined,
    reports,
    timeoutMultiplier: argv['timeout-multiplier'],
    seed: argv.seed as number | undefined,
    validateProtocol: argv['validate-protocol'],
    propertyRuns: argv['property-runs'],
  };
  return Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined)) as RunFlags;
}

/** The host: a flag's (checked as always), else the config's, else CAPKIT_HOST's, else the reference. */
function hostOf(argv: RunArgv, settings: RunSettings, loaded: LoadedConfig | undefined): { spec: HostSpec; named: boolean } {
  if (settings.from.host !== 'config' || !settings.host) return { spec: hostSpecFromArgs(argv), named: argv.host !== undefined };
  const spec: HostSpec = settings.host.kind === 'command' ? settings.host : { kind: 'module', path: settings.host.path };
  if (!argv.quiet) {
    // Never a silent switch of host: say where it came from, and that CAPKIT_HOST does not apply.
    const ignored = process.env.CAPKIT_HOST?.trim() ? ` (CAPKIT_HOST is set and not used: ${loaded?.file} names the host)` : '';
    const named = spec.kind === 'command' ? `the command ${JSON.stringify(spec.command)}` : `the module ${spec.path}`;
    process.stderr.write(`capkit: testing ${terminalSafe(named)} from ${terminalSafe(loaded?.file ?? CONFIG_FILE)}${terminalSafe(ignored)}\n`);
  }
  return { spec, named: true };
}

/** The config's `hosts` (a matrix), unless a flag names the host: flags override the config. Never silent. */
function configMatrixHosts(argv: RunArgv, loaded: LoadedConfig | undefined): HostSpec[] | undefined {
  if (argv.host !== undefined || argv['host-cmd'] !== undefined) return undefined;
  const hosts = configHostSpecs(loaded);
  if (hosts && !argv.quiet) process.stderr.write(`capkit: testing the ${hosts.length} hosts of ${terminalSafe(loaded?.file ?? CONFIG_FILE)} side by side\n`);
  return hosts;
}

export async function runHandler(argv: RunArgv): Promise<number> {
  refuseRepeated(argv as unknown as Record<string, unknown>);
  const loaded = findConfig(argv.config as string | false | undefined);
  const settings = mergeOptions(loaded, flagsOf(argv));
  const reports = settings.reports.map(parseReportOption);
  checkRunOutputs(argv, settings, reports, loaded);
  const multiplier = settings.timeoutMultiplier;
  if (!(multiplier > 0) || !Number.isFinite(multiplier)) throw new UsageError('--timeout-multiplier must be a positive number');
  if (settings.seed !== undefined && !Number.isSafeInteger(settings.seed)) throw new UsageError('--seed must be an integer');
  const runs = settings.propertyRuns;
  if (runs !== undefined && !(Number.isSafeInteger(runs) && runs > 0)) throw new UsageError('--property-runs must be a positive integer');
  const junit = reports.find((r) => r.format === 'junit')?.file;
  const shard = argv.shard === undefined ? undefined : parseShard(argv.shard);
  // Every shard must test the same generated cases, or the merged verdicts would mix two runs.
  if (shard && settings.seed === undefined) throw new UsageError('--shard needs --seed: every shard of a run must use the same seed');
  const grep = grepOption(argv.grep);
  const matrix = matrixHostsOf(argv as unknown as Record<string, unknown>) ?? configMatrixHosts(argv, loaded);
  if (matrix) {
    return runMatrixCommand(argv as unknown as Record<string, unknown>, matrix, { reports, timeoutMultiplier: multiplier, ...(settings.seed !== undefined ? { seed: settings.seed } : {}), ...(settings.areas ? { areas: settings.areas } : {}), ...grep, ...(runs !== undefined ? { propertyRuns: runs } : {}) });
  }
  const host = hostOf(argv, settings, loaded);
  return runCommand({
    host: host.spec,
    isolate: host.named && host.spec.kind === 'module' && settings.isolate,
    ...(settings.areas !== undefined ? { areas: settings.areas } : {}),
    requireAreas: settings.requireAreas,
    ...grep,
    ...(settings.seed !== undefined ? { seed: settings.seed } : {}),
    reports: reports.filter((r) => r.format !== 'junit'),
    ...(junit ? { junit } : {}),
    timeoutMultiplier: multiplier,
    validateProtocol: settings.validateProtocol,
    ...(runs !== undefined ? { propertyRuns: runs } : {}),
    verbose: argv.verbose,
    quiet: argv.quiet,
    ...(shard ? { shard } : {}),
    ...(argv.compare !== undefined ? { compare: argv.compare } : {}),
    ...expectationsOption(settings.expectations),
  });
}

/**
 * The run's outputs as flags and capkit.config.json together give them, checked before any host starts:
 * writable, one file each, none over the config, the expectations or the --compare report it reads.
 */
function checkRunOutputs(argv: RunArgv, settings: RunSettings, reports: readonly ReportOutput[], loaded: LoadedConfig | undefined): void {
  const where = settings.from.reports === 'config' ? `${loaded?.file ?? CONFIG_FILE} "reports":` : '--report';
  const inputs = [
    ...(argv.compare !== undefined ? [{ label: `--compare ${argv.compare}`, file: argv.compare }] : []),
    ...(typeof settings.expectations === 'string' ? [{ label: `the expectations file ${settings.expectations}`, file: settings.expectations }] : []),
    ...(loaded !== undefined ? [{ label: `the config ${loaded.file}`, file: resolve(loaded.dir, basename(loaded.file)) }] : []),
  ];
  checkOutputFiles(reports.map((r) => ({ label: `${where} ${r.format}:${r.file}`, file: r.file })), inputs);
}

/** --expectations <file> (or the config's); absent: ./capkit-expectations.json when it exists; false: none. */
function expectationsOption(value: string | false | undefined): { expectations?: string } {
  if (value === false) return {};
  if (typeof value === 'string') return { expectations: value };
  return existsSync(DEFAULT_EXPECTATIONS_FILE) ? { expectations: DEFAULT_EXPECTATIONS_FILE } : {};
}

/** Options that take one value: given twice, yargs makes a list of them; say so in one line (--host and --host-cmd repeat: a matrix). */
const SINGLE = ['config', 'seed', 'timeout-multiplier', 'property-runs', 'shard', 'compare', 'expectations'] as const;

function refuseRepeated(argv: Record<string, unknown>): void {
  for (const name of SINGLE) {
    const value = argv[name];
    if (Array.isArray(value)) throw new UsageError(`--${name} was given ${value.length} times (${value.map((v) => (typeof v === 'string' ? JSON.stringify(v) : String(v))).join(', ')}): give it once`);
  }
}

/** --grep given several times selects the tests matching any of them (one regular expression). */
export function grepOption(values: readonly unknown[] | undefined): { grep?: string } {
  if (values === undefined) return {};
  const patterns = values.map(String);
  for (const p of patterns) {
    if (p === '') throw new UsageError('--grep needs a pattern, e.g. --grep PERMIT-005');
    try {
      new RegExp(p);
    } catch (error) {
      throw new UsageError(`--grep ${JSON.stringify(p)} is not a regular expression: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const unique = [...new Set(patterns)];
  return { grep: unique.length === 1 ? unique[0]! : unique.map((p) => `(?:${p})`).join('|') };
}

function parseReportOption(value: string): ReportOutput {
  const formats = [...Object.keys(REPORT_WRITERS), 'junit'];
  const m = /^([a-z]+):(.+)$/.exec(value);
  if (!m || !formats.includes(m[1]!)) throw new UsageError(`report "${value}": expected <format>:<file> with format one of ${formats.join(', ')}`);
  return { format: m[1]!, file: m[2]! };
}

function splitList(value: string, option: string): string[] {
  const items = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (items.length === 0) throw new UsageError(`${option} needs at least one name`);
  return items;
}

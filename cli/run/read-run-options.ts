// `capkit run`'s flags and capkit.config.json turned, once, into the one value a run takes: the options
// of a single-host run (RunOptions, which runCommand hands to runConformance) or of a matrix run
// (MatrixOptions). Every flag, the config, CAPKIT_HOST and the default expectations file are read here
// and nowhere else; every check of them is made here, before any host starts.
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { HostSpec } from '../../host/connection.js';
import { hostSpecFromArgs } from '../host-option.js';
import { UsageError } from '../usage-error.js';
import { REPORT_WRITERS, type ReportOutput } from './report-outputs.js';
import { parseShard } from '../shard/shard.js';
import { DEFAULT_EXPECTATIONS_FILE } from '../expectations/entry.js';
import { configHostSpecs } from '../matrix/config-hosts.js';
import { matrixHostsOf } from '../matrix/matrix-args.js';
import { DEFAULT_JOBS, type MatrixOptions } from '../matrix/run-matrix.js';
import { findConfig } from '../config/load-config.js';
import { mergeOptions, type RunFlags, type RunSettings } from '../config/merge-options.js';
import { CONFIG_FILE, type LoadedConfig } from '../config/config.js';
import { terminalSafe } from '../ui/terminal-text.js';
import { checkOutputFiles } from '../options/output-path.js';
import type { RunOptions } from './index.js';

/** The parsed command line of `capkit run` (yargs' argv; undefined: not given, so the config applies). */
export interface RunArgs {
  host?: string | string[];
  'host-cmd'?: string | string[];
  config?: string | boolean;
  isolate?: boolean;
  jobs?: number;
  areas?: (string | number)[];
  'require-areas'?: boolean;
  grep?: (string | number)[];
  seed?: number | number[];
  report?: string[];
  reporter?: string[];
  'timeout-multiplier'?: number | number[];
  'validate-protocol'?: boolean;
  'property-runs'?: number | number[];
  verbose?: boolean;
  quiet?: boolean;
  shard?: string | string[];
  compare?: string | string[];
  expectations?: string | boolean | (string | boolean)[];
}

/** Where the command runs: its raw arguments (the order of --host and --host-cmd), folder and environment. */
export interface RunContext {
  rawArgs: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** One line for the person at the terminal (stderr), e.g. which host the config names. */
  say: (line: string) => void;
}

export type RunRequest = { kind: 'single'; options: RunOptions } | { kind: 'matrix'; options: MatrixOptions };

const defaultContext = (): RunContext => ({ rawArgs: process.argv.slice(2), cwd: process.cwd(), env: process.env, say: (line) => process.stderr.write(`${line}\n`) });

/** Options that take one value: given twice, yargs makes a list of them; say so in one line (--host and --host-cmd repeat: a matrix). */
const SINGLE = ['config', 'seed', 'timeout-multiplier', 'property-runs', 'shard', 'compare', 'expectations'] as const;

function refuseRepeated(args: RunArgs): void {
  for (const name of SINGLE) {
    const value = args[name];
    if (Array.isArray(value)) throw new UsageError(`--${name} was given ${value.length} times (${value.map((v) => (typeof v === 'string' ? JSON.stringify(v) : String(v))).join(', ')}): give it once`);
  }
}

function splitList(value: string, option: string): string[] {
  const items = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (items.length === 0) throw new UsageError(`${option} needs at least one name`);
  return items;
}

/** What the command line said, and only that (so the config applies to the rest). */
function flagsOf(args: RunArgs): RunFlags {
  const reports = args.report === undefined && args.reporter === undefined ? undefined : [...(args.report ?? []), ...(args.reporter ?? [])];
  const expectations = args.expectations as string | boolean | undefined;
  if (expectations === '' || expectations === true) throw new UsageError('--expectations needs a file, e.g. --expectations capkit-expectations.json');
  const flags: RunFlags = {
    host: args.host as string | undefined,
    hostCmd: args['host-cmd'] as string | undefined,
    isolate: args.isolate,
    areas: args.areas?.flatMap((v) => splitList(String(v), '--areas')),
    requireAreas: args['require-areas'],
    expectations: expectations as string | false | undefined,
    reports,
    timeoutMultiplier: args['timeout-multiplier'] as number | undefined,
    seed: args.seed as number | undefined,
    validateProtocol: args['validate-protocol'],
    propertyRuns: args['property-runs'] as number | undefined,
  };
  return Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined)) as RunFlags;
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

/** The host: a flag's (checked as always), else the config's, else CAPKIT_HOST's, else the reference. */
function hostOf(args: RunArgs, settings: RunSettings, loaded: LoadedConfig | undefined, context: RunContext): { spec: HostSpec; named: boolean } {
  if (settings.from.host !== 'config' || !settings.host) {
    return { spec: hostSpecFromArgs({ host: args.host as string | undefined, 'host-cmd': args['host-cmd'] as string | undefined, quiet: args.quiet }, context.cwd, context.env), named: args.host !== undefined };
  }
  const spec: HostSpec = settings.host.kind === 'command' ? settings.host : { kind: 'module', path: settings.host.path };
  if (!args.quiet) {
    // Never a silent switch of host: say where it came from, and that CAPKIT_HOST does not apply.
    const ignored = context.env.CAPKIT_HOST?.trim() ? ` (CAPKIT_HOST is set and not used: ${loaded?.file} names the host)` : '';
    const named = spec.kind === 'command' ? `the command ${JSON.stringify(spec.command)}` : `the module ${spec.path}`;
    context.say(`capkit: testing ${terminalSafe(named)} from ${terminalSafe(loaded?.file ?? CONFIG_FILE)}${terminalSafe(ignored)}`);
  }
  return { spec, named: true };
}

/** The hosts of a matrix: several --host/--host-cmd, else the config's `hosts` unless a flag names the host. Never silent. */
function matrixHosts(args: RunArgs, loaded: LoadedConfig | undefined, context: RunContext): HostSpec[] | undefined {
  const named = matrixHostsOf(args as Record<string, unknown>, context.rawArgs, context.cwd);
  if (named) return named;
  if (args.host !== undefined || args['host-cmd'] !== undefined) return undefined;
  const hosts = configHostSpecs(loaded);
  if (hosts && !args.quiet) context.say(`capkit: testing the ${hosts.length} hosts of ${terminalSafe(loaded?.file ?? CONFIG_FILE)} side by side`);
  return hosts;
}

/** --expectations <file> (or the config's); absent: ./capkit-expectations.json when it exists; false: none. */
function expectationsOption(value: string | false | undefined, cwd: string): { expectations?: string } {
  if (value === false) return {};
  if (typeof value === 'string') return { expectations: value };
  return existsSync(join(cwd, DEFAULT_EXPECTATIONS_FILE)) ? { expectations: DEFAULT_EXPECTATIONS_FILE } : {};
}

/**
 * The run's outputs as flags and capkit.config.json together give them, checked before any host starts:
 * writable, one file each, none over the config, the expectations or the --compare report it reads.
 */
function checkRunOutputs(args: RunArgs, settings: RunSettings, reports: readonly ReportOutput[], loaded: LoadedConfig | undefined): void {
  const where = settings.from.reports === 'config' ? `${loaded?.file ?? CONFIG_FILE} "reports":` : '--report';
  const compare = args.compare as string | undefined;
  const inputs = [
    ...(compare !== undefined ? [{ label: `--compare ${compare}`, file: compare }] : []),
    ...(typeof settings.expectations === 'string' ? [{ label: `the expectations file ${settings.expectations}`, file: settings.expectations }] : []),
    ...(loaded !== undefined ? [{ label: `the config ${loaded.file}`, file: resolve(loaded.dir, basename(loaded.file)) }] : []),
  ];
  checkOutputFiles(reports.map((r) => ({ label: `${where} ${r.format}:${r.file}`, file: r.file })), inputs);
}

/** The run `capkit run` was asked for, read and checked once. */
export function readRunOptions(args: RunArgs, context: RunContext = defaultContext()): RunRequest {
  refuseRepeated(args);
  const loaded = findConfig(args.config as string | false | undefined, context.cwd);
  const settings = mergeOptions(loaded, flagsOf(args));
  const reports = settings.reports.map(parseReportOption);
  checkRunOutputs(args, settings, reports, loaded);
  const multiplier = settings.timeoutMultiplier;
  if (!(multiplier > 0) || !Number.isFinite(multiplier)) throw new UsageError('--timeout-multiplier must be a positive number');
  if (settings.seed !== undefined && !Number.isSafeInteger(settings.seed)) throw new UsageError('--seed must be an integer');
  const runs = settings.propertyRuns;
  if (runs !== undefined && !(Number.isSafeInteger(runs) && runs > 0)) throw new UsageError('--property-runs must be a positive integer');
  const shard = args.shard === undefined ? undefined : parseShard(args.shard as string);
  // Every shard must test the same generated cases, or the merged verdicts would mix two runs.
  if (shard && settings.seed === undefined) throw new UsageError('--shard needs --seed: every shard of a run must use the same seed');
  const common = {
    ...(settings.areas !== undefined ? { areas: settings.areas } : {}),
    requireAreas: settings.requireAreas,
    ...grepOption(args.grep),
    ...(settings.seed !== undefined ? { seed: settings.seed } : {}),
    timeoutMultiplier: multiplier,
    validateProtocol: settings.validateProtocol,
    ...(runs !== undefined ? { propertyRuns: runs } : {}),
    verbose: args.verbose === true,
    quiet: args.quiet === true,
  };

  const hosts = matrixHosts(args, loaded, context);
  if (hosts) {
    // What only makes sense for one host is refused.
    if (shard) throw new UsageError('--shard is for one host; a matrix run (several --host/--host-cmd) does not take it');
    if (args.compare !== undefined) throw new UsageError('--compare is for one host; a matrix run (several --host/--host-cmd) does not take it');
    if (typeof args.expectations === 'string') throw new UsageError('--expectations belongs to one host; a matrix run judges every host without one');
    if (reports.some((r) => r.format === 'junit')) throw new UsageError('--reporter junit:<file> is for one host; a matrix run writes json, md or html');
    const jobs = args.jobs === undefined ? DEFAULT_JOBS : Number(args.jobs);
    if (!Number.isSafeInteger(jobs) || jobs < 1) throw new UsageError(`--jobs must be a positive integer (got ${String(args.jobs)})`);
    return { kind: 'matrix', options: { ...common, hosts, jobs, isolate: settings.isolate, reports } };
  }

  const host = hostOf(args, settings, loaded, context);
  const junit = reports.find((r) => r.format === 'junit')?.file;
  return {
    kind: 'single',
    options: {
      ...common,
      host: host.spec,
      isolate: host.named && host.spec.kind === 'module' && settings.isolate,
      reports: reports.filter((r) => r.format !== 'junit'),
      ...(junit ? { junit } : {}),
      ...(shard ? { shard } : {}),
      ...(args.compare !== undefined ? { compare: args.compare as string } : {}),
      ...expectationsOption(settings.expectations, context.cwd),
    },
  };
}

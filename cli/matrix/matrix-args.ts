// `capkit run` given several hosts (--host and --host-cmd, each repeatable, in that order) becomes a
// matrix run. What only makes sense for one host (--shard, --compare, --expectations, junit) is refused.
import type { HostSpec } from '../../host/connection.js';
import { hostSpecFromArgs } from '../host-option.js';
import type { ReportOutput } from '../run/report-outputs.js';
import { UsageError } from '../usage-error.js';
import { DEFAULT_JOBS, runMatrix } from './run-matrix.js';

const listOf = (value: unknown): string[] => (value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)]);

/** Which of --host / --host-cmd came first, second, … on the command line (yargs keeps two lists). */
export function hostOptionOrder(rawArgs: readonly string[]): ('host' | 'host-cmd')[] {
  const order: ('host' | 'host-cmd')[] = [];
  for (const arg of rawArgs) {
    if (arg === '--') break;
    const m = /^--(host|host-cmd)(?:=|$)/.exec(arg);
    if (m) order.push(m[1] as 'host' | 'host-cmd');
  }
  return order;
}

/**
 * The hosts of a matrix run in the order the command line names them, or undefined when at most one
 * host is named (the ordinary run).
 */
export function matrixHostsOf(argv: Record<string, unknown>, rawArgs: readonly string[] = process.argv.slice(2), cwd: string = process.cwd()): HostSpec[] | undefined {
  const modules = listOf(argv.host).map((host) => hostSpecFromArgs({ host }, cwd));
  const commands = listOf(argv['host-cmd']).map((c) => hostSpecFromArgs({ 'host-cmd': c }, cwd));
  if (modules.length + commands.length < 2) return undefined;
  const order = hostOptionOrder(rawArgs);
  const counted = order.filter((o) => o === 'host').length === modules.length && order.length === modules.length + commands.length;
  if (!counted) return [...modules, ...commands];
  return order.map((kind) => (kind === 'host' ? modules.shift()! : commands.shift()!));
}

export interface MatrixCommonArgs {
  reports: ReportOutput[];
  timeoutMultiplier: number;
  seed?: number;
  areas?: string[];
  grep?: string;
  propertyRuns?: number;
}

export function runMatrixCommand(argv: Record<string, unknown>, hosts: HostSpec[], common: MatrixCommonArgs): Promise<number> {
  for (const option of ['shard', 'compare'] as const) {
    if (argv[option] !== undefined) throw new UsageError(`--${option} is for one host; a matrix run (several --host/--host-cmd) does not take it`);
  }
  if (typeof argv.expectations === 'string') throw new UsageError('--expectations belongs to one host; a matrix run judges every host without one');
  if (common.reports.some((r) => r.format === 'junit')) throw new UsageError('--reporter junit:<file> is for one host; a matrix run writes json, md or html');
  const jobs = argv.jobs === undefined ? DEFAULT_JOBS : Number(argv.jobs);
  if (!Number.isSafeInteger(jobs) || jobs < 1) throw new UsageError(`--jobs must be a positive integer (got ${String(argv.jobs)})`);
  return runMatrix({
    hosts,
    jobs,
    ...(common.seed !== undefined ? { seed: common.seed } : {}),
    ...(common.areas ? { areas: common.areas } : {}),
    requireAreas: argv['require-areas'] === true,
    ...(common.grep !== undefined ? { grep: common.grep } : {}),
    timeoutMultiplier: common.timeoutMultiplier,
    validateProtocol: argv['validate-protocol'] !== false,
    ...(common.propertyRuns !== undefined ? { propertyRuns: common.propertyRuns } : {}),
    isolate: argv.isolate !== false,
    reports: common.reports,
    verbose: argv.verbose === true,
    quiet: argv.quiet === true,
  });
}

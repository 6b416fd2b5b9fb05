// The options of runConformance, checked before any host starts: each problem is a ConformanceOptionError
// naming the option. Files (expectations, an older report) are read here, so a wrong one stops the run at once.
import { DEFAULT_SEED, randomSeed } from '../options/default-seed.js';
import { isAbsolute, resolve } from 'node:path';
import type { HostSpec } from '../../host/connection.js';
import { referenceHostCompiled } from '../../spec/paths.js';
import { existsSync } from 'node:fs';
import { maxTimeoutMultiplier } from '../../host/timeouts.js';
import { requestedAreas } from '../run/area-selection.js';
import { suiteAreas } from '../run/suite-areas.js';
import { parseShard, type Shard } from '../shard/shard.js';
import { loadExpectations } from '../expectations/load.js';
import { readRunReport } from '../report/read-report.js';
import type { CheckedRun } from '../run/conformance-run.js';
import { ConformanceOptionError } from './option-error.js';
import type { ConformanceOptions } from './types.js';

const fail = (option: string, detail: string): never => {
  throw new ConformanceOptionError(option, detail);
};

/** A message of a lower layer that starts with its own flag ("--areas: …"): the detail alone. */
const detailOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).replace(/^--[\w-]+:?\s*/, '');

function moduleHost(path: string, cwd: string): HostSpec {
  if (path.trim() === '') fail('host', 'a module path must not be empty');
  const absolute = isAbsolute(path) ? path : resolve(cwd, path);
  if (!existsSync(absolute)) fail('host', `${path}: no such module (${absolute})`);
  return { kind: 'module', path: absolute };
}

function commandHost(command: unknown, dir: unknown, cwd: string): HostSpec {
  if (typeof command !== 'string' || command.trim() === '') return fail('host', 'a command must be a non-empty string, e.g. { command: "python3 host.py" }');
  if (dir !== undefined && (typeof dir !== 'string' || dir === '')) fail('host', 'cwd must be a non-empty string');
  return { kind: 'command', command, cwd: resolve(cwd, (dir as string | undefined) ?? '.') };
}

/** The host as a HostSpec; a string is a module path; absent: the built-in reference host. */
export function hostOf(host: ConformanceOptions['host'], cwd: string): { spec: HostSpec; isModule: boolean; isReference: boolean } {
  if (host === undefined) return { spec: { kind: 'module', path: referenceHostCompiled }, isModule: true, isReference: true };
  if (typeof host === 'string') return { spec: moduleHost(host, cwd), isModule: true, isReference: false };
  if (typeof host !== 'object' || host === null) return fail('host', 'expected a module path, { command, cwd? } or a HostSpec');
  const h = host as Record<string, unknown>;
  if (h.kind === 'module' || 'module' in h) {
    const path = h.kind === 'module' ? h.path : h.module;
    if (typeof path !== 'string') return fail('host', 'a module host needs a path');
    return { spec: moduleHost(path, cwd), isModule: true, isReference: false };
  }
  if (h.kind === 'command' || 'command' in h) return { spec: commandHost(h.command, h.cwd, cwd), isModule: false, isReference: false };
  return fail('host', 'expected a module path, { command, cwd? } or a HostSpec');
}

function timeoutMultiplierOf(value: unknown): number {
  if (value === undefined) return 1;
  if (typeof value !== 'number' || !Number.isFinite(value) || !(value > 0)) fail('timeoutMultiplier', `must be a positive number (got ${String(value)})`);
  // Beyond this a case's timeout is longer than a timer can wait.
  if ((value as number) > maxTimeoutMultiplier()) fail('timeoutMultiplier', `must be at most ${maxTimeoutMultiplier()} (got ${String(value)})`);
  return value as number;
}

function integer(option: string, value: unknown, positive: boolean): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || (positive && value < 1)) fail(option, `must be ${positive ? 'a positive' : 'an'} integer (got ${String(value)})`);
  return value as number;
}

function grepOf(grep: unknown): string | undefined {
  if (grep === undefined) return undefined;
  if (typeof grep !== 'string' || grep === '') return fail('grep', 'needs a regular expression, e.g. "PERMIT-005"');
  try {
    new RegExp(grep);
  } catch (error) {
    fail('grep', `${JSON.stringify(grep)} is not a regular expression: ${detailOf(error)}`);
  }
  return grep;
}

function shardOf(shard: unknown): Shard | undefined {
  if (shard === undefined) return undefined;
  try {
    if (typeof shard === 'string') return parseShard(shard);
    const s = shard as Partial<Shard>;
    if (typeof s !== 'object' || s === null) throw new Error('expected "i/n" or { index, count }');
    return parseShard(`${String(s.index)}/${String(s.count)}`);
  } catch (error) {
    return fail('shard', detailOf(error).replace(/^"[^"]*":\s*/, ''));
  }
}

function areasOf(areas: unknown): string[] {
  if (areas !== undefined && (!Array.isArray(areas) || areas.some((a) => typeof a !== 'string'))) fail('areas', 'must be a list of area names');
  if (Array.isArray(areas) && areas.length === 0) fail('areas', 'needs at least one name (leave it out for every area)');
  try {
    return requestedAreas(areas as string[] | undefined, suiteAreas());
  } catch (error) {
    return fail('areas', detailOf(error));
  }
}

function readOr<T>(option: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    return fail(option, detailOf(error));
  }
}

function flag(option: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') fail(option, `must be true or false (got ${String(value)})`);
  return value as boolean;
}

/** Every option checked, defaults filled in, files read: what conformanceRun needs. */
export function checkOptions(options: ConformanceOptions): CheckedRun {
  if (typeof options !== 'object' || options === null) fail('options', 'expected an object');
  const cwd = options.cwd ?? process.cwd();
  const host = hostOf(options.host, cwd);
  const seed = options.seed === 'random' ? randomSeed() : integer('seed', options.seed, false);
  const shard = shardOf(options.shard);
  // Every shard must test the same generated cases, or the merged verdicts would mix two runs.
  if (shard && seed === undefined) fail('shard', 'needs a seed: every shard of a run must use the same seed');
  const grep = grepOf(options.grep);
  const propertyRuns = integer('propertyRuns', options.propertyRuns, true);
  const expectations = options.expectations;
  if (expectations !== undefined && (typeof expectations !== 'string' || expectations === '')) fail('expectations', 'must be the path of an expectations file');
  const loaded = expectations === undefined ? undefined : readOr('expectations', () => loadExpectations(resolve(cwd, expectations), expectations));
  const compare = options.compare;
  const old = compare === undefined ? undefined : { label: compare, report: readOr('compare', () => readRunReport(resolve(cwd, compare))) };
  if (options.junit !== undefined && (typeof options.junit !== 'string' || options.junit === '')) fail('junit', 'must be the path of a file');
  if (options.onProgress !== undefined && typeof options.onProgress !== 'function') fail('onProgress', 'must be a function');
  return {
    host: host.spec,
    // A module host is served from a child process unless told otherwise; the reference runs in-process.
    isolate: host.isModule && !host.isReference && flag('isolate', options.isolate, true),
    requested: areasOf(options.areas),
    requireAreas: flag('requireAreas', options.requireAreas, false),
    ...(grep !== undefined ? { grep } : {}),
    seed: seed ?? DEFAULT_SEED,
    ...(options.junit !== undefined ? { junit: resolve(cwd, options.junit) } : {}),
    timeoutMultiplier: timeoutMultiplierOf(options.timeoutMultiplier),
    validateProtocol: flag('validateProtocol', options.validateProtocol, true),
    ...(propertyRuns !== undefined ? { propertyRuns } : {}),
    ...(shard ? { shard } : {}),
    ...(old ? { old } : {}),
    ...(loaded ? { expectations: loaded } : {}),
  };
}

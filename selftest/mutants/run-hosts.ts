// Runs the whole conformance suites of their areas against many hosts in ONE vitest instance, whose
// runner (hosts-runner.ts) collects every suite file once per host of its area. Starting vitest once and
// loading the suite modules once per worker (not once per host) is what keeps the broken-host and
// variant catalogue quick; the suites need no change.
import { startVitest } from 'vitest/node';
import { SUITE_RUN_EXCLUDE, suiteVitestOptions, suiteViteOverrides, suiteWorkers } from '../../cli/run/vitest-options.js';
import { CATALOGUE_HOSTS_ENV, hostsRunnerPath, splitHostBlock, suiteArea, type CatalogueHost } from './catalogue-hosts.js';
import type { Reporter, TestCase } from 'vitest/node';
import type { SerializedError } from 'vitest';
import { kitRoot } from '../../spec/paths.js';
import { recordOf } from '../../cli/run/collect-reporter.js';
import type { TestRecord } from '../../cli/run/test-record.js';
import { suiteFilesOf } from '../../cli/run/suite-files.js';

export type HostRun = CatalogueHost;

export interface HostsRunOptions {
  seed: number;
  propertyRuns?: number;
  timeoutMultiplier?: number;
  /** Vitest projects the hosts are dealt into (default one per worker of a suite run). */
  groups?: number;
  /** Called once per finished test (progress). */
  onTest?: () => void;
}

export interface HostsRunResult {
  records: Map<string, TestRecord[]>;
  /** Suite files that failed to load, or errors outside any test, per host (or `(run)` when unknown). */
  problems: Map<string, string[]>;
  durationMs: number;
}

/** Collects records per host (the describe block the catalogue runner wraps each copy of a file in). */
class ByHostReporter implements Reporter {
  readonly records = new Map<string, TestRecord[]>();
  readonly problems = new Map<string, string[]>();

  constructor(
    private readonly hosts: readonly HostRun[],
    private readonly onTest?: () => void,
  ) {}

  onTestCaseResult(testCase: TestCase): void {
    const record = recordOf(testCase, kitRoot);
    const block = record && splitHostBlock(record.name);
    if (record === undefined || block === undefined) return;
    this.records.set(block.host, [...(this.records.get(block.host) ?? []), { ...record, name: block.name }]);
    this.onTest?.();
  }

  onTestModuleEnd(testModule: Parameters<NonNullable<Reporter['onTestModuleEnd']>>[0]): void {
    const area = suiteArea(testModule.moduleId);
    const hosts = this.hosts.filter((h) => area !== undefined && h.areas.includes(area));
    for (const error of testModule.errors()) {
      for (const host of hosts.length > 0 ? hosts.map((h) => h.name) : ['(run)']) this.problem(host, `${testModule.moduleId}: ${error.message}`);
    }
  }

  onTestRunEnd(_modules: unknown, unhandled: ReadonlyArray<SerializedError>): void {
    for (const e of unhandled) this.problem('(run)', e.message);
  }

  private problem(host: string, message: string): void {
    this.problems.set(host, [...(this.problems.get(host) ?? []), message]);
  }
}

/** The environment the suites read their host and settings from (see host/connect.ts, suites/support/property.ts). */
function hostsEnv(hosts: readonly HostRun[], options: HostsRunOptions): Record<string, string> {
  return {
    [CATALOGUE_HOSTS_ENV]: JSON.stringify(hosts),
    CAPKIT_SEED: String(options.seed),
    CAPKIT_TIMEOUT_MULTIPLIER: String(options.timeoutMultiplier ?? 1),
    // As a default run does: the published schemas are checked.
    CAPKIT_VALIDATE_PROTOCOL: '1',
    CAPKIT_SHARD: '',
    ...(options.propertyRuns !== undefined ? { CAPKIT_PROPERTY_RUNS: String(options.propertyRuns) } : {}),
  };
}

/**
 * Hosts dealt round-robin into groups, one vitest project each: a file of one group and the same file of
 * another run on different workers, so one area with many hosts does not keep a single worker busy.
 */
function hostGroups(hosts: readonly HostRun[], count: number): HostRun[][] {
  const groups: HostRun[][] = Array.from({ length: Math.max(1, Math.min(count, hosts.length)) }, () => []);
  hosts.forEach((host, i) => groups[i % groups.length]!.push(host));
  return groups;
}

export async function runHosts(hosts: readonly HostRun[], options: HostsRunOptions): Promise<HostsRunResult> {
  const names = new Set(hosts.map((h) => h.name));
  if (names.size !== hosts.length) throw new Error('runHosts: host names must be unique (each names a describe block)');
  const reporter = new ByHostReporter(hosts, options.onTest);
  const groups = hostGroups(hosts, options.groups ?? suiteWorkers());
  const multiplier = options.timeoutMultiplier ?? 1;
  // A property test may ask the host up to its run count of cases: its time limit grows with them.
  const runsFactor = Math.max(1, (options.propertyRuns ?? 100) / 100);
  const started = performance.now();
  const vitest = await startVitest(
    'test',
    [],
    suiteVitestOptions({
      reporters: [reporter as never],
      projects: groups.map((group, index) => ({
        extends: true,
        test: {
          name: `hosts-${index + 1}`,
          runner: hostsRunnerPath(),
          include: suiteFilesOf([...new Set(group.flatMap((host) => host.areas))]),
          exclude: [...SUITE_RUN_EXCLUDE],
          env: hostsEnv(group, options),
        },
      })),
      testTimeout: Math.round(120_000 * multiplier * runsFactor),
      hookTimeout: Math.round(60_000 * multiplier),
    }),
    suiteViteOverrides,
  );
  await vitest.close();
  // startVitest sets a failing exit code when tests fail; the caller decides its own.
  process.exitCode = 0;
  for (const host of hosts) if (!reporter.records.has(host.name)) reporter.records.set(host.name, []);
  return { records: reporter.records, problems: reporter.problems, durationMs: performance.now() - started };
}

// Runs the whole conformance suites of their areas against many hosts in ONE vitest instance: one
// project per host, each with the host named in its environment. Starting vitest once (not once per
// host) is what keeps the broken-host and variant catalogue quick; the suites need no change.
import { startVitest } from 'vitest/node';
import { suiteVitestOptions, suiteViteOverrides } from '../run/vitest-options.js';
import type { Reporter, TestCase } from 'vitest/node';
import type { SerializedError } from 'vitest';
import { kitRoot } from '../../spec/paths.js';
import { recordOf } from '../run/collect-reporter.js';
import type { TestRecord } from '../run/test-record.js';

export interface HostRun {
  /** Unique among the hosts of one call: it names the vitest project. */
  name: string;
  /** Absolute path of the host module (an in-process host). */
  path: string;
  areas: readonly string[];
}

export interface HostsRunOptions {
  seed: number;
  propertyRuns?: number;
  timeoutMultiplier?: number;
  /** Called once per finished test (progress). */
  onTest?: () => void;
}

export interface HostsRunResult {
  records: Map<string, TestRecord[]>;
  /** Suite files that failed to load, or errors outside any test, per host (or `(run)` when unknown). */
  problems: Map<string, string[]>;
  durationMs: number;
}

/** Collects records per project (= per host). */
class ByHostReporter implements Reporter {
  readonly records = new Map<string, TestRecord[]>();
  readonly problems = new Map<string, string[]>();

  constructor(private readonly onTest?: () => void) {}

  onTestCaseResult(testCase: TestCase): void {
    const record = recordOf(testCase, kitRoot);
    if (record === undefined) return;
    const host = testCase.project.name;
    this.records.set(host, [...(this.records.get(host) ?? []), record]);
    this.onTest?.();
  }

  onTestModuleEnd(testModule: Parameters<NonNullable<Reporter['onTestModuleEnd']>>[0]): void {
    for (const error of testModule.errors()) this.problem(testModule.project.name, `${testModule.moduleId}: ${error.message}`);
  }

  onTestRunEnd(_modules: unknown, unhandled: ReadonlyArray<SerializedError>): void {
    for (const e of unhandled) this.problem('(run)', e.message);
  }

  private problem(host: string, message: string): void {
    this.problems.set(host, [...(this.problems.get(host) ?? []), message]);
  }
}

/** The environment the suites read their host and settings from (see host/connect.ts, suites/support/property.ts). */
function hostEnv(host: HostRun, options: HostsRunOptions): Record<string, string> {
  return {
    CAPKIT_HOST: JSON.stringify({ kind: 'module', path: host.path }),
    CAPKIT_SEED: String(options.seed),
    CAPKIT_TIMEOUT_MULTIPLIER: String(options.timeoutMultiplier ?? 1),
    CAPKIT_VALIDATE_PROTOCOL: '0',
    CAPKIT_SHARD: '',
    ...(options.propertyRuns !== undefined ? { CAPKIT_PROPERTY_RUNS: String(options.propertyRuns) } : {}),
  };
}

export async function runHosts(hosts: readonly HostRun[], options: HostsRunOptions): Promise<HostsRunResult> {
  const names = new Set(hosts.map((h) => h.name));
  if (names.size !== hosts.length) throw new Error('runHosts: host names must be unique (each names a vitest project)');
  const reporter = new ByHostReporter(options.onTest);
  const multiplier = options.timeoutMultiplier ?? 1;
  // A property test may ask the host up to its run count of cases: its time limit grows with them.
  const runsFactor = Math.max(1, (options.propertyRuns ?? 100) / 100);
  const started = performance.now();
  const vitest = await startVitest(
    'test',
    [],
    suiteVitestOptions({
      reporters: [reporter as never],
      projects: hosts.map((host) => ({
        extends: true,
        test: {
          name: host.name,
          include: host.areas.map((area) => `suites/${area}/**/*.test.ts`),
          exclude: ['**/node_modules/**', '**/dist/**'],
          env: hostEnv(host, options),
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

// Runs the conformance suites of the chosen areas under vitest, against the host described in the environment.
import type { HostSpec } from '../../host/connection.js';
import { openHostGroups } from '../../host/host-group-folder.js';
import type { HelloResponse } from '../../host/protocol.js';
import { kitRoot } from '../../spec/paths.js';
import { createProgress, type Progress } from '../ui/progress.js';
import { CollectReporter } from './collect-reporter.js';
import type { TestRecord } from './test-record.js';
import { inShard, SHARD_ENV, formatShard, type Shard } from '../shard/shard.js';
import { shardRunnerPath } from '../shard/runner-path.js';
import { testTimeLimits } from './test-time-limit.js';
import { suiteVitestOptions, suiteViteOverrides } from './vitest-options.js';
import { suiteFilesOf } from './suite-files.js';
import { RUN_AREAS_ENV } from '../../suites/support/run-areas.js';

export interface SuiteRunOptions {
  host: HostSpec;
  /**
   * The run's first hello: it fixes the host's identity and areas for every connection the suites make
   * (PROTOCOL-001), so a host whose later hellos claim fewer areas gets protocol errors, not skipped tests.
   */
  hello?: HelloResponse;
  areas: string[];
  grep?: string;
  seed: number;
  timeoutMultiplier: number;
  validateProtocol: boolean;
  propertyRuns?: number;
  junitFile?: string;
  showProgress: boolean;
  /** Told of every finished test (instead of the progress line showProgress draws). */
  progress?: Progress;
  /** Run only the tests whose full name hashes to this shard (see cli/shard/). */
  shard?: Shard;
}

export interface SuiteRunResult {
  collector: CollectReporter;
  /** The executed tests of this run (of this shard only, when sharded). */
  records: TestRecord[];
  durationMs: number;
}

/** The variables the suites read in their workers (suites/support/host-under-test.ts). */
export function suiteEnvironment(options: SuiteRunOptions): Record<string, string> {
  return {
    CAPKIT_HOST: JSON.stringify(options.host),
    CAPKIT_SEED: String(options.seed),
    CAPKIT_TIMEOUT_MULTIPLIER: String(options.timeoutMultiplier),
    // Absent is '' (read as unset), so a variable of the calling process does not leak in.
    CAPKIT_HELLO: options.hello ? JSON.stringify(options.hello) : '',
    // The areas this run judges: a suite may leave a failure to another area's rule only when that area runs too.
    [RUN_AREAS_ENV]: options.areas.join(','),
    CAPKIT_VALIDATE_PROTOCOL: options.validateProtocol ? '1' : '',
    ...(options.propertyRuns !== undefined ? { CAPKIT_PROPERTY_RUNS: String(options.propertyRuns) } : {}),
    [SHARD_ENV]: options.shard ? formatShard(options.shard) : '',
  };
}

export async function runSuites(options: SuiteRunOptions): Promise<SuiteRunResult> {
  // The suites learn their host, seed and limits from their workers' environment. It is handed to the
  // workers through vitest's `env`, not written into this process's own: a program calling
  // runConformance keeps its environment, and nothing another run reads is changed.
  const inheritedRuns = options.propertyRuns ?? Number(process.env.CAPKIT_PROPERTY_RUNS);
  const env = suiteEnvironment(options);
  const progress = options.progress ?? (options.showProgress ? createProgress('capkit run') : undefined);
  const collector = new CollectReporter(kitRoot, progress);
  const reporters: unknown[] = [collector];
  if (options.junitFile) reporters.push(['junit', { outputFile: options.junitFile, suiteName: 'capkit conformance' }]);

  const started = performance.now();
  const include = suiteFilesOf(options.areas);
  // Loaded only when suites run: a usage error or a host that does not start is answered without it.
  const { startVitest } = await import('vitest/node');
  // Hosts a worker started and could not end (it died) are ended when the run is over, or interrupted.
  const hostGroups = openHostGroups();
  try {
    const vitest = await startVitest(
      'test',
      [],
      suiteVitestOptions({
        reporters: reporters as never,
        include,
        // From the case timeout, the multiplier and the property runs: a slow correct host never hits it.
        ...testTimeLimits({
          timeoutMultiplier: options.timeoutMultiplier,
          ...(Number.isSafeInteger(inheritedRuns) && inheritedRuns > 0 ? { propertyRuns: inheritedRuns } : {}),
        }),
        env,
        ...(options.grep ? { testNamePattern: options.grep } : {}),
        // Sharded: a runner that skips the other shards' tests right after collection.
        ...(options.shard ? { runner: shardRunnerPath() } : {}),
      }),
      suiteViteOverrides,
    );
    await vitest.close();
  } finally {
    hostGroups.end();
  }
  // startVitest sets a failing exit code when tests fail; capkit decides its own exit code.
  process.exitCode = 0;
  // The other shards' tests were skipped here, not by the host: they are not part of this shard's report.
  const records = collector.records.filter((r) => inShard(r.name, options.shard));
  return { collector, records, durationMs: performance.now() - started };
}

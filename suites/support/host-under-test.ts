// The host the suites run against, connected once per test file from the environment
// (CAPKIT_HOST & co., read by host/connect.ts). Suites talk to hosts only through this handle. A stdio
// host left healthy by one file is used by the next file of the same worker (host/idle-hosts.ts).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { connect, hostSpecFromEnv } from '../../host/connect.js';
import type { HostConnection } from '../../host/connection.js';
import type { Case, HelloResponse, Step, StepResult } from '../../host/protocol.js';
import { caseRunner } from './case-runner.js';
import { ruleFailure } from './decided-by.js';
import { noAnswerRule } from './governing-rule.js';
import { runAreasFromEnv } from './run-areas.js';

export interface HostUnderTest {
  /** The host's hello (only after beforeAll ran, i.e. inside tests). */
  readonly hello: HelloResponse;
  readonly areas: readonly string[];
  /** Whether the host implements an area; suites skip areas a host does not claim. */
  claims(area: string): boolean;
  /** Whether this run judges an area: the host claims it and the run's areas include it (./run-areas.ts). */
  judges(area: string): boolean;
  /** Runs a case; every non-ok outcome throws a CaseOutcomeError (its message starts with the status). */
  results(testCase: Case): Promise<StepResult[]>;
  /** A case with a fresh, unique id. */
  checks(area: string, setup: Record<string, unknown>, steps: Step[]): Case;
}

let caseCounter = 0;

function hostFromEnv(): () => ReturnType<typeof hostSpecFromEnv> {
  try {
    const host = hostSpecFromEnv(process.env);
    return () => host;
  } catch (error) {
    return () => {
      throw error;
    };
  }
}

export function useHostUnderTest(): HostUnderTest {
  let connection: HostConnection | undefined;
  // Read when the file registers its hooks: one collection may hold copies of a file for several hosts,
  // each registered with its own host in the environment. A missing or bad setting fails in beforeAll.
  const configured = hostFromEnv();
  const runAreas = runAreasFromEnv();

  beforeAll(async () => {
    const { spec, options } = configured();
    connection = await connect(spec, { ...options, shareProcess: true });
  });
  afterAll(async () => {
    await connection?.close();
  });
  const live = (): HostConnection => {
    if (!connection) throw new Error('capkit suites: the host is used before beforeAll connected it');
    return connection;
  };
  const runner = caseRunner((testCase) => live().run(testCase));
  beforeEach(() => runner.reset());

  return {
    get hello() {
      return live().hello;
    },
    get areas() {
      return live().hello.areas;
    },
    claims: (area) => live().hello.areas.includes(area),
    judges: (area) => runAreas.includes(area) && live().hello.areas.includes(area),
    results: (testCase) => runner.results(testCase),
    checks: (area, setup, steps) => ({ id: `${area}-check-${++caseCounter}`, area, setup, steps }),
  };
}

/** The error a step answered, if it answered one. */
export function stepError(result: StepResult): { code: string; message: string } | undefined {
  const error = (result as { error?: unknown }).error;
  // Only an error OBJECT is a step error; some op results carry an `error` string of their own (a failed call).
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as Record<string, unknown>;
  return { code: String(code), message: String(message) };
}

/**
 * Reads a boolean observation of step `index`. An `{error:…}` answer or a missing/non-boolean field
 * where a value was expected is a FAIL naming the step.
 */
export function booleanOf(result: StepResult | undefined, key: string, index: number, step: Step): boolean {
  // Named only when it fails: a step can carry a megabyte permit, and most steps answer as they should.
  const where = (): string => `step ${index} ${JSON.stringify(step).slice(0, 300)}`;
  // No value where one is due breaks the rule that the decision never fails, not the law being checked.
  const noAnswer = (text: string): Error => {
    const rule = noAnswerRule(step);
    return rule === undefined ? new Error(text) : ruleFailure(rule, text);
  };
  if (result === undefined) throw noAnswer(`FAIL: ${where()} has no result`);
  const error = stepError(result);
  if (error) throw noAnswer(`FAIL: ${where()} answered error ${error.code} (${error.message}) where "${key}" was expected`);
  const value = result[key];
  if (typeof value !== 'boolean') {
    throw noAnswer(`FAIL: ${where()} answered ${JSON.stringify(result)}: "${key}" should be a boolean`);
  }
  return value;
}

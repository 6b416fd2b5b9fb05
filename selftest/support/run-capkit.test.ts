import { describe, expect, test } from 'vitest';
import { childTimeLimitMs, testTimeLimitOfArgs, workOfArgs } from './run-capkit.js';

describe('a child capkit’s time limit follows from its work', () => {
  test('read from the command line: areas, property runs, hosts and time budgets', () => {
    expect(workOfArgs(['run', '--areas', 'permits,access', '--property-runs', '5'])).toEqual({ runs: 1, areas: 2, propertyRuns: 5 });
    expect(workOfArgs(['mutants', '--only', 'a,b,c'])).toEqual({ runs: 1, areas: 1, hosts: 3 });
    expect(workOfArgs(['fuzz', 'permits', '--time', '2s'])).toEqual({ seconds: 2 });
    expect(workOfArgs(['run', '--help'])).toEqual({});
    // A matrix run starts the suites once per host.
    expect(workOfArgs(['run', '--host', 'a.js', '--host-cmd', 'python3 h.py', '--host', 'b.js', '--areas', 'access'])).toEqual({ runs: 1, areas: 1, hosts: 3, suiteStarts: 3 });
    expect(workOfArgs(['run', '--host', 'a.js'])).toEqual({ runs: 1 });
  });

  test('more work, a longer limit; never under 50 s', () => {
    const quick = childTimeLimitMs({});
    expect(quick).toBeGreaterThanOrEqual(50_000);
    const onePermitsPass = childTimeLimitMs(workOfArgs(['run', '--areas', 'permits', '--property-runs', '1']));
    const everyArea = childTimeLimitMs(workOfArgs(['run']));
    expect(onePermitsPass).toBeGreaterThan(quick);
    expect(everyArea).toBeGreaterThan(onePermitsPass);
    // Starting the suites is most of a short run's cost: a run that greps one test still gets its start.
    expect(childTimeLimitMs(workOfArgs(['run', '--areas', 'permits', '--grep', 'PERMIT-005']))).toBeGreaterThanOrEqual(150_000);
    expect(childTimeLimitMs(workOfArgs(['run', '--host', 'a.js', '--host', 'b.js', '--areas', 'access']))).toBeGreaterThan(childTimeLimitMs(workOfArgs(['run', '--host', 'a.js', '--areas', 'access'])));
    // The test around a child outlasts the child's own limit, so the child's timeout is what it reports.
    expect(testTimeLimitOfArgs(['run', '--areas', 'access'])).toBeGreaterThan(childTimeLimitMs(workOfArgs(['run', '--areas', 'access'])));
    expect(childTimeLimitMs(workOfArgs(['mutants'], 100))).toBeGreaterThan(childTimeLimitMs(workOfArgs(['mutants', '--only', 'x'], 100)));
  });
});

// The golden scenarios (fixtures/scenarios/*.json) against the host under test: each scenario's
// hand-written expectations must hold, two runs must give byte-identical transcripts, and the
// transcript must equal the pinned golden one. Nothing is normalised. A failure is charged to the
// requirement that decides the first expectation (or transcript line) that differs.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { describeMismatch } from '../../simulator/check-expectations.js';
import { decidingRequirement } from '../../simulator/deciding-requirement.js';
import { describeDivergence, firstDivergence } from '../../simulator/diff.js';
import { simulate } from '../../simulator/run-scenario.js';
import type { ScenarioRun } from '../../simulator/run-scenario.js';
import type { Scenario } from '../../simulator/scenario.js';
import { loadScenarioFiles } from '../../simulator/scenario-files.js';
import { ruleFailure } from '../support/decided-by.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';

const host = useHostUnderTest();
const files = loadScenarioFiles();
if (files.length === 0) throw new Error('scenarios suite: no scenario in fixtures/scenarios/');

/** The requirement deciding transcript line `line` (1-based: one line per planned step). */
function lineRequirement(scenario: Scenario, run: ScenarioRun, line: number): string {
  const planned = run.plan[line - 1];
  return planned === undefined ? scenario.requirements[0]! : decidingRequirement(scenario, planned.origin);
}

describe('fixtures/scenarios', () => {
  for (const { label, scenario, goldenPath } of files) {
    test(req(scenario.requirements, `scenario ${scenario.name}: ${scenario.description}`), async (ctx) => {
      if (!host.claims('turns')) ctx.skip('host does not implement area turns');
      const run = () => simulate(scenario, async (c) => ({ kind: 'ok', results: await host.results(c) }));
      const first = await run();
      const [mismatch] = first.mismatches;
      if (mismatch !== undefined) throw ruleFailure(mismatch.requirement, `FAIL: ${label}\n${first.mismatches.map(describeMismatch).join('\n')}`);
      const second = await run();
      const drift = firstDivergence(first.transcript, second.transcript);
      if (drift) throw ruleFailure(lineRequirement(scenario, first, drift.line), `FAIL: ${label}: two runs gave different transcripts, ${describeDivergence(drift)}`);
      if (!existsSync(goldenPath)) throw new Error(`FAIL: ${label}: no golden transcript ${goldenPath} (write it with capkit simulate ${label} --json)`);
      const divergence = firstDivergence(readFileSync(goldenPath, 'utf8'), first.transcript);
      if (divergence) throw ruleFailure(lineRequirement(scenario, first, divergence.line), `FAIL: ${label}: transcript differs from its golden, ${describeDivergence(divergence)}`);
      expect(first.transcript).toBe(second.transcript);
    });
  }
});

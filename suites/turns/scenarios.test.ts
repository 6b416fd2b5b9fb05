// The golden scenarios (fixtures/scenarios/*.json) against the host under test: each scenario's
// hand-written expectations must hold, two runs must give byte-identical transcripts, and the
// transcript must equal the pinned golden one. Nothing is normalised.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { describeMismatch } from '../../simulator/check-expectations.js';
import { describeDivergence, firstDivergence } from '../../simulator/diff.js';
import { simulate } from '../../simulator/run-scenario.js';
import { loadScenarioFiles } from '../../simulator/scenario-files.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';

const host = useHostUnderTest();
const files = loadScenarioFiles();
if (files.length === 0) throw new Error('scenarios suite: no scenario in fixtures/scenarios/');

describe('fixtures/scenarios', () => {
  for (const { label, scenario, goldenPath } of files) {
    test(req(scenario.requirements, `scenario ${scenario.name}: ${scenario.description}`), async (ctx) => {
      if (!host.claims('turns')) ctx.skip('host does not implement area turns');
      const run = () => simulate(scenario, async (c) => ({ kind: 'ok', results: await host.results(c) }));
      const first = await run();
      if (first.mismatches.length > 0) throw new Error(`FAIL: ${label}\n${first.mismatches.map(describeMismatch).join('\n')}`);
      const second = await run();
      const drift = firstDivergence(first.transcript, second.transcript);
      if (drift) throw new Error(`FAIL: ${label}: two runs gave different transcripts, ${describeDivergence(drift)}`);
      if (!existsSync(goldenPath)) throw new Error(`FAIL: ${label}: no golden transcript ${goldenPath} (write it with capkit simulate ${label} --json)`);
      const divergence = firstDivergence(readFileSync(goldenPath, 'utf8'), first.transcript);
      if (divergence) throw new Error(`FAIL: ${label}: transcript differs from its golden, ${describeDivergence(divergence)}`);
      expect(first.transcript).toBe(second.transcript);
    });
  }
});

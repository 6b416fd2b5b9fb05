// Turns an area's hand-written fixture cases (fixtures/<area>/*.json) into one test per case.
// Expected values are the fixtures' own; each step's result must contain them (toMatchObject-style).
import { describe, expect, test } from 'vitest';
import { channelMismatch, notFoundMismatch, sessionMismatch } from '../../host/catalog-tools.js';
import { withCompanions } from './catalog-companions.js';
import type { CatalogMismatch } from '../../host/catalog-tools.js';
import { loadFixtureFiles, toWireCase } from '../../host/fixtures.js';
import type { FixtureCase, FixtureStep } from '../../host/fixture-types.js';
import { chargeTo, ruleFailure } from './decided-by.js';
import type { StepResult } from '../../host/protocol.js';
import { stepError, useHostUnderTest } from './host-under-test.js';
import type { HostUnderTest } from './host-under-test.js';
import { req } from './title.js';
import { describeDifference } from './first-difference.js';
import { evidencedRule } from './step-evidence.js';

function describeStep(index: number, step: unknown, expected: unknown, actual: unknown): string {
  const cut = (v: unknown): string => {
    const text = JSON.stringify(v) ?? String(v);
    return text.length > 400 ? `${text.slice(0, 400)}…` : text;
  };
  return `step ${index} ${cut(step)}: expected ${cut(expected)}, host answered ${cut(actual)}`;
}

/**
 * Compares every step's result with its `expect`; the first mismatch fails with both values. Results
 * must contain the expected fields (toMatchObject), except an area catalog `tools` or `session` result,
 * compared by the rule of host/catalog-tools.ts (spec/protocol.md §11), which also names the requirement
 * when the difference is the channel's or the snapshot order's own.
 */
export function compareSteps(
  fixtureCase: FixtureCase,
  results: readonly StepResult[],
  area: string = fixtureCase.id.slice(0, fixtureCase.id.indexOf('/')),
  /** Area catalog: the host's answer to each step's companion (a `tools` step's twin, the other channel; a probe of the turn's catalog). */
  companions: ReadonlyMap<number, StepResult> = new Map(),
): void {
  fixtureCase.steps.forEach((fixtureStep, index) => {
    try {
      compareStep(fixtureStep, results[index], index, area, companions.get(index));
    } catch (caught) {
      const error = withStepsBefore(caught, fixtureCase, index, area);
      // The answer may show the rule it breaks (./step-evidence.ts: a difference one rule alone explains, such
      // as more discover results than discoverTopK); else a step that names its deciding requirement charges
      // its mismatch to it (one bug, one red requirement); else the case's first requirement.
      const rule = evidencedRule(fixtureCase, fixtureStep, results[index], area, companions.get(index)) ?? fixtureStep.requirement;
      throw rule === undefined ? error : chargeTo(rule, error);
    }
  });
}

/** Areas whose answers depend on the steps before: a failure there lists them, so a card shows the state. */
const STATEFUL = new Set(['registry', 'turns', 'catalog']);
const MAX_BEFORE = 8;

/** A second line `before it: step 0 {…} · step 1 {…}` (the last few, each cut short) on a stateful area's failure. */
function withStepsBefore(error: unknown, fixtureCase: FixtureCase, index: number, area: string): unknown {
  if (!STATEFUL.has(area) || index === 0 || !(error instanceof Error)) return error;
  const from = Math.max(0, index - MAX_BEFORE);
  const shown = fixtureCase.steps.slice(from, index).map(({ expect: _e, requirement: _r, ...step }, i) => {
    const text = JSON.stringify(step);
    return `step ${from + i} ${text.length > 80 ? `${text.slice(0, 80)}…` : text}`;
  });
  error.message = `${error.message}\nbefore it: ${from > 0 ? '… · ' : ''}${shown.join(' · ')}`;
  return error;
}

function compareStep(fixtureStep: FixtureStep, actual: StepResult | undefined, index: number, area: string, twin?: StepResult): void {
  const { expect: expected, requirement: _requirement, ...step } = fixtureStep;
  const where = describeStep(index, step, expected, actual);
  if (actual === undefined) throw new Error(`FAIL: ${where}`);
  const error = stepError(actual);
  if (error && !('error' in expected)) {
    throw new Error(`FAIL: answered error ${error.code} (${error.message}) where a value was expected; ${where}`);
  }
  const catalogRule = (mismatch: CatalogMismatch | undefined): void => {
    if (mismatch === undefined) return;
    const text = `FAIL: ${mismatch.text}; ${where}`;
    throw mismatch.requirement === undefined ? new Error(text) : ruleFailure(mismatch.requirement, text);
  };
  if (area === 'catalog' && step.op === 'tools' && !error && Array.isArray((expected as { tools?: unknown }).tools)) {
    catalogRule(channelMismatch(expected as { tools: unknown[] }, actual, step.channel, twin));
    return;
  }
  if (area === 'catalog' && step.op === 'session' && !error && !('error' in expected)) {
    catalogRule(sessionMismatch(expected, actual));
    return;
  }
  if (area === 'catalog' && error) catalogRule(notFoundMismatch(step.op, expected, actual));
  // The comparison is toMatchObject's; the wording is the kit's alone (its own text would say
  // "expected <answer> to match <expectation>", the other way round from ours).
  try {
    expect(actual).toMatchObject(expected);
  } catch {
    const at = describeDifference(actual, expected);
    throw new Error(at === undefined ? where : `${where} (${at})`);
  }
}

async function runCase(host: HostUnderTest, area: string, fixtureCase: FixtureCase): Promise<void> {
  // the file's folder names the area; the case id's prefix is only a convention
  const wire = { ...toWireCase(fixtureCase), area };
  if (area !== 'catalog') return compareSteps(fixtureCase, await host.results(wire), area);
  // Read-only companions (./catalog-companions.ts) tell a channel's own fault, and the host's own catalog, apart.
  const { steps, originalAt, companionOf } = withCompanions(wire.steps);
  const answers = await host.results({ ...wire, steps });
  const companions = new Map([...companionOf].map(([j, t]) => [j, answers[t]!] as const));
  compareSteps(fixtureCase, originalAt.map((i) => answers[i]!), area, companions);
}

/**
 * Registers `[<requirements>] <id>: <description>` for every fixture case of `area`.
 * Call at the top level of a test file: `fixtureSuite('permits')`.
 */
export function fixtureSuite(area: string): void {
  const files = loadFixtureFiles(undefined, [area]);
  const cases = files.flatMap((file) => file.cases);
  if (cases.length === 0) throw new Error(`fixtureSuite: no fixture cases found for area "${area}"`);
  const host = useHostUnderTest();
  for (const file of files) {
    describe(file.file, () => {
      for (const fixtureCase of file.cases) {
        const name = req(fixtureCase.requirements, `${fixtureCase.id}: ${fixtureCase.description}`);
        test(name, async (ctx) => {
          if (!host.claims(area)) ctx.skip(`host does not implement area ${area}`);
          await runCase(host, area, fixtureCase);
        });
      }
    });
  }
}

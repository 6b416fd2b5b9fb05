import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadScenarioFile } from './load-scenario.js';
import { promptMismatchRule } from './prompt-mismatch-rule.js';
import { kitRoot } from '../spec/paths.js';

// The prompt-budget scenario: turn 0 is an interactive qq turn, turn 2 a discord turn.
const scenario = loadScenarioFile(join(kitRoot, 'fixtures', 'scenarios', 'prompt-budget.json'));
const expected = scenario.turns[0]!.expectPrompt!;

describe('a wrong list of presented sections is charged to the rule the answer breaks', () => {
  test('the right sections in another order break presentation (TURN-024)', () => {
    expect(promptMismatchRule(scenario, 0, expected, [...expected].reverse())).toBe('TURN-024');
  });
  test('a section the platform excludes (discord-only in a qq turn) breaks filtering (TURN-020)', () => {
    expect(promptMismatchRule(scenario, 0, expected, [...expected.slice(0, 3), 'discord-only', ...expected.slice(3)])).toBe('TURN-020');
  });
  test('a section of another profile (nightly in an interactive turn) breaks filtering (TURN-020)', () => {
    expect(promptMismatchRule(scenario, 0, expected, ['nightly', ...expected])).toBe('TURN-020');
  });
  test('the discord-only section is not excluded from the discord turn', () => {
    expect(promptMismatchRule(scenario, 2, scenario.turns[2]!.expectPrompt!, ['footer', 'rules', 'discord-only', 'tone'])).toBeUndefined();
  });
  test('eligible sections packed otherwise are left to the scenario (its decidedBy names TURN-031)', () => {
    expect(promptMismatchRule(scenario, 0, expected, ['footer', 'rules', 'alpha-tip', 'tone', 'long'])).toBeUndefined();
    expect(scenario.turns[0]!.decidedBy?.expectPrompt).toBe('TURN-031');
  });
  test('an answer that is no list of ids is left to the scenario', () => {
    expect(promptMismatchRule(scenario, 0, expected, { error: { code: 'x' } })).toBeUndefined();
  });
});

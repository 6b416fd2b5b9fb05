// Self-check of the shipped golden scenarios (no host needed): they load, and together they cover every
// rule the simulator is meant to show.
import { describe, expect, test } from 'vitest';
import { loadScenarioFiles } from './scenario-files.js';
import { isAbortMove, isCallMove, isReloadMove } from './scenario.js';

describe('fixtures/scenarios', () => {
  const files = loadScenarioFiles();
  const turns = files.flatMap((f) => f.scenario.turns);
  const calls = turns.flatMap((t) => t.moves.filter(isCallMove));
  const trees = files.flatMap((f) => f.scenario.plugins);
  const definitions = JSON.stringify(trees);

  test('every scenario file is valid and named after its file', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  test('each approval mode (and the default) is exercised attended and unattended', () => {
    for (const mode of ['"never"', '"always"', '"once"', '"on-risk"']) expect(definitions).toContain(`"requiresApproval":${mode}`);
    const attended = turns.filter((t) => t.port !== null && t.profile === 'interactive');
    const unattended = turns.filter((t) => t.port === null || t.profile === 'scheduled');
    expect(attended.length).toBeGreaterThan(0);
    expect(unattended.some((t) => t.profile === 'scheduled' && t.port !== null)).toBe(true);
    expect(unattended.some((t) => t.profile === 'interactive' && t.port === null)).toBe(true);
  });

  test('every journal outcome and every denial stage but generation is expected somewhere', () => {
    const seen = new Set(calls.map((c) => `${c.expect?.outcome}/${c.expect?.stage ?? ''}`));
    for (const k of ['result/', 'failed/', 'cancelled/', 'denied/unknown', 'denied/permission', 'denied/approval']) expect(seen).toContain(k);
  });

  test('a reload during a turn, an abort, a budget overflow and an ask_user stranger are present', () => {
    expect(turns.some((t) => t.moves.some(isReloadMove))).toBe(true);
    expect(turns.some((t) => t.moves.some(isAbortMove))).toBe(true);
    expect(turns.some((t) => t.expectStartError === 'prompt-budget-exceeded')).toBe(true);
    const strangers = turns.flatMap((t) => (t.port?.answers ?? []).filter((a) => 'reply' in a && a.subject !== (t.message?.$sender?.id ?? null)));
    expect(strangers.length).toBeGreaterThan(0);
  });
});

// The answers of chosen steps compared one by one, in the kit's own wording: a mismatch names the step,
// what was sent, the whole expected and answered values and the first field where they differ
// (`step 4 {…}: expected {…}, host answered {…} (at .generation: expected 1, host answered 2)`), never a
// test framework's "expected [ …(3) ] to deeply equal [ …(3) ]".
import { isDeepStrictEqual } from 'node:util';
import { ruleFailure } from './decided-by.js';
import { absentField, describeDifference } from './first-difference.js';

/** The first place two values differ, also where `actual` has a field `expected` lacks. */
function differenceNote(actual: unknown, expected: unknown): string {
  const at = describeDifference(actual, expected);
  if (at !== undefined) return ` (${at})`;
  if (typeof actual === 'object' && actual !== null && typeof expected === 'object' && expected !== null && !Array.isArray(actual)) {
    const extra = Object.keys(actual).find((k) => !Object.hasOwn(expected, k));
    if (extra !== undefined) return ` (at .${extra}: expected ${absentField(`.${extra}`)}, host answered ${JSON.stringify((actual as Record<string, unknown>)[extra])})`;
  }
  return '';
}

/**
 * Each `expected[i]` (keyed by step index) equals the answer of that step exactly. `rule`: the requirement
 * a mismatch is charged to; without one, the test's own.
 */
export function expectAnswers(steps: readonly unknown[], results: readonly unknown[], expected: Readonly<Record<number, unknown>>, rule?: string): void {
  for (const [key, want] of Object.entries(expected)) {
    const i = Number(key);
    const got = results[i];
    if (isDeepStrictEqual(got, want)) continue;
    const sent = JSON.stringify(steps[i]) ?? 'nothing';
    const text = `step ${i} ${sent.length > 300 ? `${sent.slice(0, 300)}…` : sent}: expected ${JSON.stringify(want)}, host answered ${JSON.stringify(got) ?? 'nothing'}${differenceNote(got, want)}`;
    throw rule === undefined ? new Error(text) : ruleFailure(rule, text);
  }
}

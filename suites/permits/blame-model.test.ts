// An oracle self-test of the permits model (never reaches a host; left out of runs and of the package).
// Blame: a telling check the host got wrong implicates the misreadings that give that answer, so a wrong
// verdict two misreadings explain is charged to the one the host's other answers show.
import { describe, expect, test } from 'vitest';
import { Blame, gatherEvidence } from './blame.js';
import { MISREADINGS } from './readings.js';
import type { Decision } from './model.js';

const reading = (key: string) => MISREADINGS.find((r) => r.key === key)!;
const folded = reading('PERMIT-022 role case-folded');
const reversed = reading('PERMIT-026 roles ranked upside down');
// role(master) for a sender whose role is "Master": both misreadings allow it, the spec denies it.
const decision: Decision = { holds: false, rule: folded.rule, readings: [folded, reversed], fallback: 'PERMIT-026', allowed: [false] };

describe('Blame', () => {
  test('with no evidence, the first misreading at large', () => {
    expect(new Blame().ruleOf(decision)).toBe('PERMIT-022');
  });

  test('a telling check answered wrong implicates the misreading that gives that answer', async () => {
    const blame = new Blame();
    // role(master) for a trusted sender: only the reversed rank allows it; the host allows it (wrong).
    await gatherEvidence(blame, decision.readings, [{ check: 'trusted', want: false, readings: [reversed] }], async () => [true]);
    expect(blame.ruleOf(decision)).toBe('PERMIT-026');
  });

  test('a telling check answered right acquits, and an acquitted misreading is never implicated', async () => {
    const blame = new Blame();
    await gatherEvidence(blame, decision.readings, [{ check: 'trusted', want: false, readings: [reversed] }], async () => [false]);
    blame.implicate([reversed]);
    expect(blame.ruleOf(decision)).toBe('PERMIT-022');
  });
});

// The baseline must decide like the reference on the benchmark workload, or the speed-up compares unlike things.
import { describe, expect, test } from 'vitest';
import { normalizeMessage } from '../../reference-impl/access/message-view.js';
import { compilePermitList } from '../../engine/permits/compile.js';
import { plainAllows } from './plain-evaluator.js';
import { BENCH_GRANTS, BENCH_PERMITS, benchMessages } from './workload.js';

describe('plain baseline', () => {
  test('agrees with the compiled reference on every benchmark message', () => {
    const compiled = compilePermitList(BENCH_PERMITS);
    const messages = benchMessages(200);
    const plain = messages.map((m) => plainAllows(BENCH_PERMITS, m, BENCH_GRANTS));
    const reference = messages.map((m) => compiled(normalizeMessage(m), BENCH_GRANTS));
    expect(plain).toEqual(reference);
    // The workload must exercise both verdicts, or the benchmark measures a shortcut.
    expect(plain.filter(Boolean).length).toBeGreaterThan(10);
    expect(plain.filter((x) => !x).length).toBeGreaterThan(10);
  });

  test('denies what the rulings call malformed', () => {
    const msg = { $adapter: 'qq', $channel: { type: 'group', id: '1' }, $sender: { id: 'u', role: 'master' } };
    expect(plainAllows(['group(1)'], msg, {})).toBe(true);
    expect(plainAllows([' group(1)'], msg, {})).toBe(false);
    expect(plainAllows(['group(1,,2)'], msg, {})).toBe(false);
    expect(plainAllows(['role(master|user)'], msg, {})).toBe(false);
    expect(plainAllows(['adapter()'], msg, {})).toBe(false);
  });
});

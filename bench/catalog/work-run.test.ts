// The work bench at a small size: every number is measured, the distinct workload really has one signature
// per tool, and the engine lists what the plain reference lists (the bench checks it, or stops).
import { describe, expect, test } from 'vitest';
import { distinctSignatureGeneration, formatWorkBench, runWorkBench } from './work-run.js';

describe('capkit bench work', () => {
  test('a mixed and a distinct-signature workload, each with its miss, warm, copy and plain numbers', () => {
    const rows = runWorkBench({ sizes: [300], samples: 1 });
    expect(rows.map((r) => [r.workload, r.tools])).toEqual([['mixed', 300], ['distinct signatures', 300]]);
    const distinct = rows[1]!;
    expect(distinct.signatures).toBe(300);
    // u1 may use every tool: the four framework tools, ask_user and all 300.
    expect(distinct.listed).toBe(305);
    for (const r of rows) for (const v of [r.missMs, r.warmMs, r.copyMs, r.plainMs, r.indexBuildMs]) expect(Number.isFinite(v) && v >= 0).toBe(true);
    expect(formatWorkBench(rows).split('\n')).toHaveLength(4);
  });
  test('every tool of the distinct workload has its own access signature', () => {
    const g = distinctSignatureGeneration(50);
    expect(new Set([...g.byName.values()].map((t) => JSON.stringify(t.permissions))).size).toBe(50);
  });
});

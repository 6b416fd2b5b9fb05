// The protocol benchmark against the reference in-process (the CLI test runs it over stdio): the cases it
// sends are valid catalog cases, every step succeeds, and the numbers have their shape. No timing asserted.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { connectModule } from '../../host/in-process.js';
import { kitRoot } from '../../spec/paths.js';
import { formatHostBench, hostCase, runCatalogHostBench, turnsFor } from './host-run.js';
import { benchTurns, catalogWorkload, generationOf } from './workload.js';

describe('catalog bench through the protocol', () => {
  test('a case: providers, load, then startTurn / tools (anthropic) / endTurn per turn', () => {
    const workload = catalogWorkload(100);
    const turns = benchTurns(workload, generationOf(workload));
    const c = hostCase(workload, turns, 3, 'x');
    expect(c.area).toBe('catalog');
    expect(c.steps.map((s) => s.op)).toEqual(['registerProvider', 'registerProvider', 'load', ...Array(3).fill(['startTurn', 'tools', 'endTurn']).flat()]);
    expect(c.steps[4]).toEqual({ op: 'tools', turn: 'turn-1', channel: 'anthropic' });
    // qq and discord turns select their agent automatically (no "agent" field); the others name it or null.
    const starts = c.steps.filter((s) => s.op === 'startTurn');
    expect(starts[0]).not.toHaveProperty('agent');
    expect(starts[1]).toHaveProperty('agent');
    expect(turnsFor(100)).toBe(40);
    expect(turnsFor(100_000)).toBe(5);
  });

  test('runs against the reference: every step answers, per-turn figures and the table', async () => {
    const host = await connectModule(join(kitRoot, 'reference-impl', 'host.ts'));
    try {
      const lines: string[] = [];
      const result = await runCatalogHostBench(host, { sizes: [100], samples: 2, turns: 4, onProgress: (l) => lines.push(l) });
      expect(result.host.name).toBe('capkit-reference');
      const [size] = result.sizes;
      expect(size).toMatchObject({ tools: 100, owners: 4, turns: 4, samples: 2 });
      expect(size!.loadSpreadMs).toBeGreaterThanOrEqual(0);
      expect(size!.loadMedianMs).toBeGreaterThan(0);
      expect(size!.withTurnsMedianMs).toBeGreaterThan(0);
      expect(size!.perTurnMs).toBeCloseTo((size!.withTurnsMedianMs - size!.loadMedianMs) / 4);
      expect(size!.meanCatalogTools).toBeGreaterThan(4);
      expect(lines).toContain('100 tools: sample 2/2 (load + 1 turn, then load + 5 turns) …');
      expect(formatHostBench(result)).toMatch(/^\| 100 \| 4 \| 4 \| \d+ \|/m);
    } finally {
      await host.close();
    }
  });
});

// The protocol benchmark against the reference in-process (the CLI test runs it over stdio): the cases it
// sends are valid catalog cases, every step succeeds, the digest form is used only where hello declares it
// and is checked against the full answer, and the numbers have their shape. No timing asserted.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { expectedToolsDigest } from '../../host/catalog-tools-digest.js';
import { connectModule } from '../../host/in-process.js';
import type { StepResult } from '../../host/protocol.js';
import { validateCase } from '../../host/validate.js';
import { kitRoot } from '../../spec/paths.js';
import { checkAnswers, formatHostBench, hostCase, runCatalogHostBench, turnsFor } from './host-run.js';
import { benchTurns, catalogWorkload, generationOf } from './workload.js';

const workload = catalogWorkload(100);
const turns = benchTurns(workload, generationOf(workload));

describe('catalog bench through the protocol', () => {
  test('full form: providers, load, then startTurn / tools (anthropic) / endTurn per turn, first the shapes then K more', () => {
    const { case: c, layout } = hostCase(workload, turns, 3, 'x');
    validateCase(c);
    expect(c.area).toBe('catalog');
    expect(c.steps.map((s) => s.op)).toEqual(['registerProvider', 'registerProvider', 'load', ...Array(turns.length + 3).fill(['startTurn', 'tools', 'endTurn']).flat()]);
    expect(c.steps[4]).toEqual({ op: 'tools', turn: 'turn-1', channel: 'anthropic' });
    expect(layout.map((l) => l.shape)).toEqual([...turns.keys(), 0, 1, 2]);
    expect(layout.every((l) => l.digest === undefined && l.full !== undefined)).toBe(true);
    // qq and discord turns select their agent automatically (no "agent" field); the others name it or null.
    const starts = c.steps.filter((s) => s.op === 'startTurn');
    expect(starts[0]).not.toHaveProperty('agent');
    expect(starts[1]).toHaveProperty('agent');
    expect(turnsFor(100)).toBe(40);
    expect(turnsFor(100_000)).toBe(5);
    expect(turnsFor(10_000, 'digest')).toBe(2000);
  });

  test('digest form: each shape asks for both forms once, the K turns for the digest only', () => {
    const { case: c, layout } = hostCase(workload, turns, 2, 'x', 'digest');
    validateCase(c);
    const first = c.steps.slice(3, 7);
    expect(first.map((s) => s.op)).toEqual(['startTurn', 'tools', 'tools', 'endTurn']);
    expect(first[2]).toEqual({ op: 'tools', turn: 'turn-1', channel: 'anthropic', form: 'digest' });
    const later = layout[turns.length]!;
    expect(later.full).toBeUndefined();
    expect(c.steps[later.digest!]).toEqual({ op: 'tools', turn: `turn-${turns.length + 1}`, channel: 'anthropic', form: 'digest' });
  });

  test('a digest that does not stand for the full answer, or changes within a shape, is refused', () => {
    const mini = [turns[0]!];
    const { case: c, layout } = hostCase(workload, mini, 1, 'x', 'digest');
    const full = { tools: [{ name: 'a', description: 'd', input_schema: { type: 'object' } }] };
    const answers = (digest: unknown, later: unknown): StepResult[] => {
      const results: StepResult[] = c.steps.map(() => ({}));
      results[layout[0]!.full!] = full;
      results[layout[0]!.digest!] = digest as StepResult;
      results[layout[1]!.digest!] = later as StepResult;
      return results;
    };
    const right = expectedToolsDigest(full.tools);
    expect(checkAnswers(c, layout, answers(right, right))).toEqual([1]);
    expect(() => checkAnswers(c, layout, answers({ ...right, count: 2 }, right))).toThrow(/turn 1: the digest form disagrees with the full answer: count 2/);
    expect(() => checkAnswers(c, layout, answers(right, { count: 1, digest: `sha256:${'0'.repeat(64)}` }))).toThrow(/turn 2: the digest .* differs from the first turn of the same shape/);
  });

  test('runs against the reference with the digest form: every step answers, per-turn figures and the table', async () => {
    const host = await connectModule(join(kitRoot, 'reference-impl', 'host.ts'));
    try {
      const lines: string[] = [];
      const result = await runCatalogHostBench(host, { sizes: [100], samples: 2, turns: 4, onProgress: (l) => lines.push(l) });
      expect(result.host.name).toBe('capkit-reference');
      expect(result.form).toBe('digest');
      const [size] = result.sizes;
      expect(size).toMatchObject({ tools: 100, owners: 4, turns: 4, samples: 2, shapes: turns.length });
      expect(size!.loadSpreadMs).toBeGreaterThanOrEqual(0);
      expect(size!.loadMedianMs).toBeGreaterThan(0);
      expect(size!.withTurnsMedianMs).toBeGreaterThan(0);
      expect(size!.perTurnMs).toBeCloseTo((size!.withTurnsMedianMs - size!.loadMedianMs) / 4);
      expect(size!.meanCatalogTools).toBeGreaterThan(4);
      expect(lines).toContain(`100 tools: sample 2/2 (load + ${turns.length} first turns, then + 4 turns) …`);
      const table = formatHostBench(result);
      expect(table).toMatch(/^\| 100 \| 4 \| 4 \| \d+ \|/m);
      expect(table).toContain('Form: digest.');
    } finally {
      await host.close();
    }
  });

  test('a host that declares no digest form is benchmarked on full answers, and the table says so', async () => {
    const host = await connectModule(join(kitRoot, 'selftest', 'variants', 'catalog', 'no-digest-form.ts'));
    try {
      const result = await runCatalogHostBench(host, { sizes: [100], samples: 1, turns: 2 });
      expect(result.form).toBe('full');
      expect(result.sizes[0]!.meanCatalogTools).toBeGreaterThan(4);
      expect(formatHostBench(result)).toContain('Form: full. The host declares no digest form');
    } finally {
      await host.close();
    }
  });
});

// The bench runner end to end at tiny sizes: shape of the numbers, the table, the targets and the progress.
// No timing assertions: this machine is shared, only the shape is checked.
import { describe, expect, test } from 'vitest';
import { formatCatalogBench, formatMs, formatTargets, runCatalogBench, targetChecks, turnsPerSample } from './run.js';
import type { SizeResult } from './run.js';
import { MIN_TOOLS, benchTurns, catalogWorkload, generationOf } from './workload.js';

describe('catalog bench workload', () => {
  test('is seeded: the same size gives the same trees', () => {
    expect(JSON.stringify(catalogWorkload(120))).toBe(JSON.stringify(catalogWorkload(120)));
    expect(JSON.stringify(catalogWorkload(120, 1))).not.toBe(JSON.stringify(catalogWorkload(120)));
  });

  test('commits exactly N tools over N/25 owner plugins, in all four locations, with MCP tools and hidden ones', () => {
    const workload = catalogWorkload(1000);
    const generation = generationOf(workload);
    expect(generation.byName.size).toBe(1000);
    expect(workload.plugins).toBe(40);
    const sources = [...generation.byName.values()].map((t) => t.source);
    expect(sources.filter((s) => /^[^/]+\/tools\//.test(s)).length).toBeGreaterThan(400);
    expect(sources.filter((s) => /\/agents\/helper\/tools\//.test(s)).length).toBeGreaterThan(100);
    expect(sources.filter((s) => /^[^/]+\/skills\/search\/tools\//.test(s)).length).toBeGreaterThan(50);
    expect(sources.filter((s) => /\/agents\/helper\/skills\/review\/tools\//.test(s)).length).toBeGreaterThan(30);
    expect(sources.filter((s) => s.startsWith('seam:mcp:')).length).toBe(16);
    const tools = [...generation.byName.values()];
    expect(tools.filter((t) => t.hidden).length).toBeGreaterThan(10);
    expect(new Set(tools.map((t) => JSON.stringify([t.platforms, t.scopes, t.permissions]))).size).toBeGreaterThan(50);
    expect(generation.agents.filter((a) => a.autoPlatform !== undefined).map((a) => a.autoPlatform)).toEqual(['qq', 'discord']);
  });

  test('turns vary adapter, conversation, role, agent, skills and attendance', () => {
    const workload = catalogWorkload(MIN_TOOLS + 100);
    const turns = benchTurns(workload, generationOf(workload));
    expect(new Set(turns.map((t) => t.view?.adapter)).size).toBe(5); // 4 adapters + no message
    expect(new Set(turns.map((t) => t.view?.conversationType)).size).toBe(4);
    expect(new Set(turns.map((t) => t.view?.senderRole)).size).toBe(4);
    expect(turns.some((t) => t.agent !== null) && turns.some((t) => t.agent === null)).toBe(true);
    expect(turns.some((t) => t.activeSkills.size > 0) && turns.some((t) => !t.attended)).toBe(true);
  });

  test('refuses sizes below the fixed part', () => {
    expect(() => catalogWorkload(MIN_TOOLS - 1)).toThrow(RangeError);
  });
});

describe('catalog bench runner', () => {
  test('measures cold, warm and plain at each size, reports ratios, the table and the targets', async () => {
    const lines: string[] = [];
    const result = await runCatalogBench({ sizes: [400, 100], timeMs: 20, onProgress: (l) => lines.push(l), growthPair: [100, 400], growthRounds: 3 });
    expect(result.sizes.map((s) => s.tools)).toEqual([100, 400]);
    for (const s of result.sizes) {
      for (const t of [s.cold, s.warm, s.plain]) {
        expect(t.medianMs).toBeGreaterThan(0);
        expect(t.p99Ms).toBeGreaterThanOrEqual(t.medianMs);
        expect(t.samples).toBeGreaterThanOrEqual(20);
      }
      expect(s.warm.turnsPerSample).toBe(turnsPerSample(s.tools));
      expect(s.plainOverReference).toBeCloseTo(s.plain.medianMs / s.warm.medianMs);
      expect(s.meanCatalogTools).toBeGreaterThan(4);
      expect(s.meanCatalogTools).toBeLessThan(s.tools);
    }
    // The growth pair was measured both ways; 10k and 100k were not chosen, so every target says so.
    expect(result.growth).toMatchObject({ from: 100, to: 400, rounds: 3 });
    expect(result.growth!.paired).toBeGreaterThan(0);
    expect(result.growth!.sweep).toBeCloseTo(result.sizes[1]!.warm.medianMs / result.sizes[0]!.warm.medianMs);
    expect(result.targets.map((t) => t.pass)).toEqual([null, null, null, null, null, null, null]);
    for (const s of result.sizes) {
      expect(s.commit.full.medianMs).toBeGreaterThan(0);
      expect(s.commit.oneChangedShare).toBeCloseTo(s.commit.oneChanged.medianMs / s.commit.full.medianMs);
    }
    expect(formatTargets(result.targets)).toMatch(/not measured/);
    const table = formatCatalogBench(result);
    expect(table.split('\n')[0]).toMatch(/^\| tools \| owners \| catalog\/turn \| reference cold.*\| plain ÷ reference \| commit \+ first turn \| one plugin changed \|$/);
    expect(table).toMatch(/^\| 400 \| 16 \| \d+ \| [\d.]+ \/ [\d.]+ \(\d+\) \|/m);
    expect(table).toContain('100 tools: 100 turns');
    expect(table).toMatch(/Growth of the reference warm turn 100 → 400 tools \(linear = 4×\): [\d.]+× paired \(median of 3 interleaved rounds\)/);
    // Progress: the untimed commit and each of the 3 tasks per size, numbered.
    expect(lines.filter((l) => /^\[\d\/8\]/.test(l))).toHaveLength(8);
    expect(lines[0]).toMatch(/^100 tools: committing the generation/);
    expect(lines).toContain('growth 100 → 400 tools: 3 interleaved rounds …');
  });

  test('targets: pass and fail from the measured numbers', () => {
    const numbers = (medianMs: number) => ({ medianMs, p99Ms: medianMs, samples: 10, turnsPerSample: 1 });
    const size = (tools: number, warm: number, plain: number, commit: number, oneChanged: number): SizeResult => ({
      tools, owners: tools / 25, meanCatalogTools: tools / 3, cold: numbers(warm * 10), warm: numbers(warm), plain: numbers(plain), plainOverReference: plain / warm,
      commit: { full: numbers(commit), oneChanged: numbers(oneChanged), oneChangedShare: oneChanged / commit },
    });
    const growth = (paired: number) => ({ from: 10_000, to: 100_000, sweep: paired + 1, paired, rounds: 11 });
    const good = targetChecks(size(10_000, 0.02, 1, 50, 4), size(100_000, 0.03, 10, 600, 50), growth(1.5));
    expect(good.map((t) => t.pass)).toEqual([true, true, true, true, true, true, true]);
    const bad = targetChecks(size(10_000, 0.031, 0.6, 61, 7), size(100_000, 0.05, 10, 601, 50), growth(1.6));
    expect(bad.map((t) => t.pass)).toEqual([false, false, false, false, false, false, false]);
    expect(formatTargets(bad)).toBe(
      [
        'FAIL  warm turn, 10,000 tools: median ≤ 0.03 ms: 0.0310 ms',
        'FAIL  warm turn, 100,000 tools: median ≤ 0.03 ms: 0.0500 ms',
        'FAIL  warm turn 100,000 ÷ 10,000 tools ≤ 1.5 (same run): 1.60× paired (sweep medians: 2.60×)',
        'FAIL  warm turn, 10,000 tools: ≥ 20× the plain implementation: 19.4×',
        'FAIL  commit + first turn, 10,000 tools: median ≤ 60 ms: 61.00 ms',
        'FAIL  commit + first turn, 100,000 tools: median ≤ 600 ms: 601.0 ms',
        'FAIL  commit with 1 of 400 plugins changed, 10,000 tools: ≤ 10 % of a full commit: 11 % (7.000 ms of 61.00 ms)',
        '',
      ].join('\n'),
    );
  });

  test('a growth pair other than 10,000 → 100,000 is not the target', () => {
    expect(targetChecks(undefined, undefined, { from: 100, to: 1000, sweep: 5, paired: 5, rounds: 3 })[2]!.pass).toBeNull();
  });

  test('milliseconds keep three significant digits below 1 ms', () => {
    expect(formatMs(0.000123)).toBe('0.000123');
    expect(formatMs(0.5)).toBe('0.500');
    expect(formatMs(12.3456)).toBe('12.35');
    expect(formatMs(1234.56)).toBe('1234.6');
  });
});

// `capkit bench catalog`: the per-turn catalog build of the reference (cold: index build + first turn;
// warm: one more turn on a built index) against the plain implementation, at several sizes, in one run.
import { Bench } from 'tinybench';
import { normalizeMessage } from '../../reference-impl/access/message-view.js';
import { buildCatalogIndex } from '../../reference-impl/catalog/catalog-index.js';
import type { CatalogIndex, TurnScope } from '../../reference-impl/catalog/catalog-index.js';
import type { TurnCatalog } from '../../reference-impl/catalog/types.js';
import type { Generation } from '../../reference-impl/registry/generation.js';
import { plainTurnCatalog } from './plain-catalog.js';
import type { BenchTurn } from './workload.js';
import { CATALOG_BENCH_CONFIG, CATALOG_BENCH_GRANTS, benchTurns, catalogWorkload, generationOf } from './workload.js';

/** A linear turn measures 9.4–10.7× from 10k to 100k on this shared 2-core machine; the check allows that noise. */
export const LINEAR_TOLERANCE = 0.1;

export const DEFAULT_SIZES = [100, 1_000, 10_000, 100_000] as const;

export type CatalogTask = 'reference cold' | 'reference warm' | 'plain warm';

export interface TaskNumbers {
  /** Per turn (cold: per index build + first turn), in milliseconds. */
  medianMs: number;
  p99Ms: number;
  /** tinybench samples; a warm sample is a batch of `turnsPerSample` turns, divided back to one turn. */
  samples: number;
  turnsPerSample: number;
}

export interface SizeResult {
  tools: number;
  owners: number;
  /** Catalog tools per turn over the turn rotation (framework tools included), for scale. */
  meanCatalogTools: number;
  cold: TaskNumbers;
  warm: TaskNumbers;
  plain: TaskNumbers;
  /** plain warm ÷ reference warm, both measured in this run. */
  plainOverReference: number;
}

export interface TargetCheck {
  target: string;
  measured: string;
  /** null: not measured in this run (its size was not chosen). */
  pass: boolean | null;
}

/**
 * Growth of the reference's warm turn from one size to another. Measured twice: from the sweep's medians
 * (taken minutes apart on a shared machine, so load drift lands in the ratio), and paired: interleaved
 * rounds of both sizes, the median over rounds of each round's ratio (the number the target is checked on).
 */
export interface Growth {
  from: number;
  to: number;
  /** to.warm.median ÷ from.warm.median of the sweep. */
  sweep: number;
  /** Median over `rounds` interleaved rounds of (median turn at `to` ÷ median turn at `from`). */
  paired: number;
  rounds: number;
}

export interface CatalogBenchResult {
  sizes: SizeResult[];
  /** When both sizes of the growth pair were measured (default 10,000 → 100,000; linear = 10×). */
  growth: Growth | null;
  targets: TargetCheck[];
}

export interface CatalogBenchOptions {
  sizes?: readonly number[];
  /** Time budget per task in ms (default 1000); at least `minSamples(size)` samples are taken regardless. */
  timeMs?: number;
  /** One line per step, for a person watching (the CLI writes them to stderr). */
  onProgress?: (line: string) => void;
  /** The two sizes whose growth is measured in paired rounds (default 10,000 → 100,000). */
  growthPair?: readonly [number, number];
  /** Interleaved rounds of the paired growth measurement (default 11). */
  growthRounds?: number;
}

/** Turns per warm sample: small catalogs are batched so one sample is well above the timer's resolution. */
export function turnsPerSample(tools: number): number {
  return Math.max(1, Math.round(10_000 / tools));
}

/** Fewer samples are required where one sample is long (100,000 tools: a plain turn takes a few hundred ms). */
export function minSamples(tools: number): number {
  return tools >= 100_000 ? 5 : tools >= 10_000 ? 10 : 20;
}

/** What a host does per turn on a built index: normalise the message, build the scope, ask for the catalog. */
export function scopeOf(turn: BenchTurn): TurnScope {
  return { view: normalizeMessage(turn.message), grants: CATALOG_BENCH_GRANTS, agent: turn.agent, activeSkills: turn.activeSkills, attended: turn.attended, loaded: turn.loaded };
}

export function plainTurn(generation: Generation, turn: BenchTurn): TurnCatalog {
  return plainTurnCatalog(generation, CATALOG_BENCH_CONFIG, { message: turn.message, grants: CATALOG_BENCH_GRANTS, agent: turn.agent, activeSkills: turn.activeSkills, attended: turn.attended, loaded: turn.loaded });
}

async function measure(name: string, tools: number, timeMs: number, batch: number, fn: () => number): Promise<TaskNumbers> {
  let sink = 0;
  const bench = new Bench({ time: timeMs, iterations: minSamples(tools), warmupTime: Math.min(250, timeMs), warmupIterations: Math.min(5, minSamples(tools)) });
  bench.add(name, () => {
    sink += fn();
  });
  await bench.run();
  if (sink < 0) throw new Error('unreachable: keeps the task bodies alive');
  const task = bench.tasks[0]!;
  const r = task.result;
  if (r.state !== 'completed') throw new Error(`benchmark task "${name}" did not complete (${r.state}${r.state === 'errored' ? `: ${String(r.error)}` : ''})`);
  return { medianMs: r.latency.p50! / batch, p99Ms: r.latency.p99! / batch, samples: r.latency.samplesCount, turnsPerSample: batch };
}

/** The sweep: per size, the generation is committed once (untimed), then three tasks are measured. */
export async function runCatalogBench(options: CatalogBenchOptions = {}): Promise<CatalogBenchResult> {
  const sizes = [...new Set(options.sizes ?? DEFAULT_SIZES)].sort((a, b) => a - b);
  const timeMs = options.timeMs ?? 1000;
  const progress = options.onProgress ?? (() => {});
  const [growthFrom, growthTo] = options.growthPair ?? [10_000, 100_000];
  const measuresGrowth = sizes.includes(growthFrom) && sizes.includes(growthTo) && growthFrom < growthTo;
  const results: SizeResult[] = [];
  const steps = sizes.length * 3;
  let step = 0;
  // The smaller size of the growth pair stays alive until the larger one is measured.
  let retained: { index: CatalogIndex; turns: BenchTurn[]; warm: TaskNumbers } | undefined;
  let growth: Growth | null = null;
  for (const tools of sizes) {
    const label = tools.toLocaleString('en-US');
    progress(`${label} tools: committing the generation (untimed) …`);
    const workload = catalogWorkload(tools);
    const generation = generationOf(workload);
    const turns = benchTurns(workload, generation);
    const batch = turnsPerSample(tools);
    let at = 0;
    const next = (): BenchTurn => turns[at++ % turns.length]!;

    progress(`[${++step}/${steps}] ${label} tools: reference cold (index build + first turn) …`);
    const cold = await measure('reference cold', tools, timeMs, 1, () => buildCatalogIndex(generation, CATALOG_BENCH_CONFIG).turn(scopeOf(next())).tools.length);

    const index: CatalogIndex = buildCatalogIndex(generation, CATALOG_BENCH_CONFIG);
    const meanCatalogTools = turns.reduce((sum, t) => sum + index.turn(scopeOf(t)).tools.length, 0) / turns.length;
    progress(`[${++step}/${steps}] ${label} tools: reference warm (one turn on a built index) …`);
    const warm = await measure('reference warm', tools, timeMs, batch, () => {
      let n = 0;
      for (let i = 0; i < batch; i++) n += index.turn(scopeOf(next())).tools.length;
      return n;
    });

    progress(`[${++step}/${steps}] ${label} tools: plain warm (every tool, every permit re-parsed) …`);
    const plain = await measure('plain warm', tools, timeMs, batch, () => {
      let n = 0;
      for (let i = 0; i < batch; i++) n += plainTurn(generation, next()).tools.length;
      return n;
    });
    const size: SizeResult = { tools, owners: workload.plugins, meanCatalogTools, cold, warm, plain, plainOverReference: plain.medianMs / warm.medianMs };
    results.push(size);
    progress(`${label} tools: warm median ${formatMs(warm.medianMs)} ms, plain ÷ reference ${size.plainOverReference.toFixed(1)}×`);
    if (measuresGrowth && tools === growthFrom) retained = { index, turns, warm };
    if (measuresGrowth && tools === growthTo && retained !== undefined) {
      const rounds = options.growthRounds ?? 11;
      progress(`growth ${growthFrom.toLocaleString('en-US')} → ${label} tools: ${rounds} interleaved rounds …`);
      const paired = pairedGrowth({ ...retained, tools: growthFrom }, { index, turns, warm, tools }, rounds);
      growth = { from: growthFrom, to: tools, sweep: warm.medianMs / retained.warm.medianMs, paired, rounds };
      retained = undefined;
    }
  }
  const at = (n: number): SizeResult | undefined => results.find((r) => r.tools === n);
  return { sizes: results, growth, targets: targetChecks(at(10_000), at(100_000), growth) };
}

interface Subject {
  index: CatalogIndex;
  turns: readonly BenchTurn[];
  warm: TaskNumbers;
  tools: number;
}

/** Rounds alternate both sizes, ~100 ms each; a round's ratio compares two medians taken moments apart. */
function pairedGrowth(small: Subject, large: Subject, rounds: number): number {
  let sink = 0;
  let at = 0;
  const medianOfTurns = (s: Subject): number => {
    const batch = turnsPerSample(s.tools);
    const samples = Math.min(2000, Math.max(15, Math.ceil(100 / (s.warm.medianMs * batch))));
    const times: number[] = [];
    for (let k = 0; k < samples; k++) {
      const started = performance.now();
      for (let i = 0; i < batch; i++) sink += s.index.turn(scopeOf(s.turns[at++ % s.turns.length]!)).tools.length;
      times.push((performance.now() - started) / batch);
    }
    return median(times);
  };
  const ratios: number[] = [];
  medianOfTurns(small);
  medianOfTurns(large);
  for (let r = 0; r < rounds; r++) ratios.push(medianOfTurns(large) / medianOfTurns(small));
  if (sink < 0) throw new Error('unreachable: keeps the loop bodies alive');
  return median(ratios);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The issue's four targets, from the measured sizes (a target whose size was not run is null). */
export function targetChecks(s10k: SizeResult | undefined, s100k: SizeResult | undefined, measured: Growth | null): TargetCheck[] {
  const notMeasured = 'not measured (size not chosen)';
  const growth = measured !== null && measured.from === 10_000 && measured.to === 100_000 ? measured.paired : null;
  return [
    { target: 'warm turn, 10,000 tools: median < 1 ms', measured: s10k ? `${formatMs(s10k.warm.medianMs)} ms` : notMeasured, pass: s10k ? s10k.warm.medianMs < 1 : null },
    { target: 'warm turn, 100,000 tools: median < 15 ms', measured: s100k ? `${formatMs(s100k.warm.medianMs)} ms` : notMeasured, pass: s100k ? s100k.warm.medianMs < 15 : null },
    { target: 'warm turn, 10,000 tools: ≥ 20× the plain implementation', measured: s10k ? `${s10k.plainOverReference.toFixed(1)}×` : notMeasured, pass: s10k ? s10k.plainOverReference >= 20 : null },
    { target: `growth 10,000 → 100,000 no worse than linear (≤ 10×, ${LINEAR_TOLERANCE * 100} % noise tolerance)`, measured: growth !== null ? `${growth.toFixed(2)}× paired (sweep medians: ${measured!.sweep.toFixed(2)}×)` : notMeasured, pass: growth !== null ? growth <= 10 * (1 + LINEAR_TOLERANCE) : null },
  ];
}

/** Milliseconds with precision that suits their size (µs-level numbers keep three significant digits). */
export function formatMs(ms: number): string {
  if (ms >= 100) return ms.toFixed(1);
  if (ms >= 10) return ms.toFixed(2);
  if (ms >= 1) return ms.toFixed(3);
  return ms.toPrecision(3);
}

/** The results as a Markdown table (stdout), with the notes a reader needs. */
export function formatCatalogBench(result: CatalogBenchResult): string {
  const cell = (t: TaskNumbers): string => `${formatMs(t.medianMs)} / ${formatMs(t.p99Ms)} (${t.samples})`;
  const lines = [
    '| tools | owners | catalog/turn | reference cold: median / p99 ms (samples) | reference warm | plain warm | plain ÷ reference |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const s of result.sizes) {
    lines.push(`| ${s.tools.toLocaleString('en-US')} | ${s.owners.toLocaleString('en-US')} | ${Math.round(s.meanCatalogTools).toLocaleString('en-US')} | ${cell(s.cold)} | ${cell(s.warm)} | ${cell(s.plain)} | ${s.plainOverReference.toFixed(1)}× |`);
  }
  const notes: string[] = [''];
  const batched = result.sizes.filter((s) => s.warm.turnsPerSample > 1);
  if (batched.length > 0) notes.push(`Warm samples batch turns where a turn is short (${batched.map((s) => `${s.tools.toLocaleString('en-US')} tools: ${s.warm.turnsPerSample} turns`).join(', ')}); figures are per turn.`);
  const few = result.sizes.filter((s) => minSamples(s.tools) < 20);
  if (few.length > 0) notes.push(`At least ${few.map((s) => `${minSamples(s.tools)} samples at ${s.tools.toLocaleString('en-US')} tools`).join(', ')} (20 elsewhere): p99 of few samples is close to their maximum.`);
  notes.push('Cold = buildCatalogIndex(generation) + its first turn; the generation itself is committed once, untimed.');
  const g = result.growth;
  if (g !== null) {
    const from = g.from.toLocaleString('en-US');
    const to = g.to.toLocaleString('en-US');
    notes.push(`Growth of the reference warm turn ${from} → ${to} tools (linear = ${(g.to / g.from).toFixed(0)}×): ${g.paired.toFixed(2)}× paired (median of ${g.rounds} interleaved rounds), ${g.sweep.toFixed(2)}× from the medians above.`);
  }
  return `${lines.join('\n')}\n${notes.join('\n')}\n`;
}

/** One line per target: PASS, FAIL or not measured. */
export function formatTargets(targets: readonly TargetCheck[], mark: { pass: (s: string) => string; fail: (s: string) => string; skip: (s: string) => string } = { pass: (s) => s, fail: (s) => s, skip: (s) => s }): string {
  return targets.map((t) => `${t.pass === null ? mark.skip('  -  ') : t.pass ? mark.pass('PASS ') : mark.fail('FAIL ')} ${t.target}: ${t.measured}`).join('\n') + '\n';
}

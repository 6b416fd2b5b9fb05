// `capkit bench catalog`: the per-turn catalog build of the reference (cold: index build + first turn;
// warm: one more turn on a built index) against the plain implementation, and what a commit costs before
// the first turn (a full one, and one where a single plugin changed), at several sizes, in one run.
import { normalizeMessage } from '../../reference-impl/access/message-view.js';
import { buildCatalogIndex } from '../../engine/catalog/catalog-index.js';
import type { CatalogIndex, TurnScope } from '../../engine/catalog/catalog-index.js';
import type { TurnCatalog } from '../../reference-impl/catalog/types.js';
import type { Generation } from '../../reference-impl/registry/generation.js';
import type { TaskNumbers } from './measure.js';
import { measure, minSamples } from './measure.js';
import type { CommitNumbers } from './commit-run.js';
import { measureCommits } from './commit-run.js';
import { plainTurnCatalog } from './plain-catalog.js';
import type { BenchTurn } from './workload.js';
import { CATALOG_BENCH_CONFIG, CATALOG_BENCH_GRANTS, benchTurns, catalogWorkload, generationOf } from './workload.js';

/** The issue's targets (medians, idle machine): a warm turn does not grow with the tools. */
export const TARGETS = {
  warmMs: 0.03,
  growth: 1.5,
  plainOverReference: 20,
  commit10kMs: 60,
  commit100kMs: 600,
  oneChangedShare: 0.1,
} as const;

export { minSamples } from './measure.js';
export type { TaskNumbers } from './measure.js';

export const DEFAULT_SIZES = [100, 1_000, 10_000, 100_000] as const;

export type CatalogTask = 'reference cold' | 'reference warm' | 'plain warm';


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
  /** commit + index + first turn: full, and with one plugin changed. */
  commit: CommitNumbers;
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


/** What a host does per turn on a built index: normalise the message, build the scope, ask for the catalog. */
export function scopeOf(turn: BenchTurn): TurnScope {
  return { view: normalizeMessage(turn.message), grants: CATALOG_BENCH_GRANTS, agent: turn.agent, activeSkills: turn.activeSkills, attended: turn.attended, loaded: turn.loaded };
}

export function plainTurn(generation: Generation, turn: BenchTurn): TurnCatalog {
  return plainTurnCatalog(generation, CATALOG_BENCH_CONFIG, { message: turn.message, grants: CATALOG_BENCH_GRANTS, agent: turn.agent, activeSkills: turn.activeSkills, attended: turn.attended, loaded: turn.loaded });
}


/** The sweep: per size, the generation is committed once (untimed), then three tasks are measured. */
export async function runCatalogBench(options: CatalogBenchOptions = {}): Promise<CatalogBenchResult> {
  const sizes = [...new Set(options.sizes ?? DEFAULT_SIZES)].sort((a, b) => a - b);
  const timeMs = options.timeMs ?? 1000;
  const progress = options.onProgress ?? (() => {});
  const [growthFrom, growthTo] = options.growthPair ?? [10_000, 100_000];
  const measuresGrowth = sizes.includes(growthFrom) && sizes.includes(growthTo) && growthFrom < growthTo;
  const results: SizeResult[] = [];
  const steps = sizes.length * 4;
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
    progress(`[${++step}/${steps}] ${label} tools: commit + first turn, full and with one plugin changed …`);
    const commit = await measureCommits(workload, scopeOf(turns[0]!), timeMs);
    const size: SizeResult = { tools, owners: workload.plugins, meanCatalogTools, cold, warm, plain, plainOverReference: plain.medianMs / warm.medianMs, commit };
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

/** The targets, from the measured sizes (a target whose size was not run is null). */
export function targetChecks(s10k: SizeResult | undefined, s100k: SizeResult | undefined, measured: Growth | null): TargetCheck[] {
  const notMeasured = 'not measured (size not chosen)';
  const growth = measured !== null && measured.from === 10_000 && measured.to === 100_000 ? measured.paired : null;
  const at = (s: SizeResult | undefined, target: string, shown: (s: SizeResult) => string, pass: (s: SizeResult) => boolean): TargetCheck =>
    ({ target, measured: s ? shown(s) : notMeasured, pass: s ? pass(s) : null });
  const ms = (v: number): string => `${formatMs(v)} ms`;
  return [
    at(s10k, `warm turn, 10,000 tools: median ≤ ${TARGETS.warmMs} ms`, (s) => ms(s.warm.medianMs), (s) => s.warm.medianMs <= TARGETS.warmMs),
    at(s100k, `warm turn, 100,000 tools: median ≤ ${TARGETS.warmMs} ms`, (s) => ms(s.warm.medianMs), (s) => s.warm.medianMs <= TARGETS.warmMs),
    {
      target: `warm turn 100,000 ÷ 10,000 tools ≤ ${TARGETS.growth} (same run)`,
      measured: growth !== null ? `${growth.toFixed(2)}× paired (sweep medians: ${measured!.sweep.toFixed(2)}×)` : notMeasured,
      pass: growth !== null ? growth <= TARGETS.growth : null,
    },
    at(s10k, `warm turn, 10,000 tools: ≥ ${TARGETS.plainOverReference}× the plain implementation`, (s) => `${s.plainOverReference.toFixed(1)}×`, (s) => s.plainOverReference >= TARGETS.plainOverReference),
    at(s10k, `commit + first turn, 10,000 tools: median ≤ ${TARGETS.commit10kMs} ms`, (s) => ms(s.commit.full.medianMs), (s) => s.commit.full.medianMs <= TARGETS.commit10kMs),
    at(s100k, `commit + first turn, 100,000 tools: median ≤ ${TARGETS.commit100kMs} ms`, (s) => ms(s.commit.full.medianMs), (s) => s.commit.full.medianMs <= TARGETS.commit100kMs),
    at(
      s10k,
      `commit with 1 of 400 plugins changed, 10,000 tools: ≤ ${TARGETS.oneChangedShare * 100} % of a full commit`,
      (s) => `${(s.commit.oneChangedShare * 100).toFixed(0)} % (${ms(s.commit.oneChanged.medianMs)} of ${ms(s.commit.full.medianMs)})`,
      (s) => s.commit.oneChangedShare <= TARGETS.oneChangedShare,
    ),
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
    '| tools | owners | catalog/turn | reference cold: median / p99 ms (samples) | reference warm | plain warm | plain ÷ reference | commit + first turn | one plugin changed |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const s of result.sizes) {
    lines.push(`| ${s.tools.toLocaleString('en-US')} | ${s.owners.toLocaleString('en-US')} | ${Math.round(s.meanCatalogTools).toLocaleString('en-US')} | ${cell(s.cold)} | ${cell(s.warm)} | ${cell(s.plain)} | ${s.plainOverReference.toFixed(1)}× | ${cell(s.commit.full)} | ${cell(s.commit.oneChanged)} |`);
  }
  const notes: string[] = [''];
  const batched = result.sizes.filter((s) => s.warm.turnsPerSample > 1);
  if (batched.length > 0) notes.push(`Warm samples batch turns where a turn is short (${batched.map((s) => `${s.tools.toLocaleString('en-US')} tools: ${s.warm.turnsPerSample} turns`).join(', ')}); figures are per turn.`);
  const few = result.sizes.filter((s) => minSamples(s.tools) < 20);
  if (few.length > 0) notes.push(`At least ${few.map((s) => `${minSamples(s.tools)} samples at ${s.tools.toLocaleString('en-US')} tools`).join(', ')} (20 elsewhere): p99 of few samples is close to their maximum.`);
  notes.push('Cold = buildCatalogIndex(generation) + its first turn; the generation itself is committed once, untimed.');
  notes.push('Commit + first turn = the registry commit of the staged workload + the catalog index built with it + one turn; one plugin changed = the same on a store that holds the previous generation, with one plugin\'s tool description changed.');
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

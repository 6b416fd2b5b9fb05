// `capkit bench catalog --host …`: any host's per-turn catalog, through the protocol. Per size, a baseline
// case loads the workload and runs the first turn of each shape of the rotation (startTurn, tools on the
// anthropic channel, endTurn); the timed case is the same plus K more turns. Per-turn cost = (median of
// timed − median of baseline) ÷ K, so what a host builds once per generation or per shape stays out of it.
// A host whose hello declares `catalog.tools.digest` (spec/protocol.md §11) is asked for the digest form
// in the K turns, so a turn's wire cost does not grow with the catalog; the baseline asks every shape for
// both forms, and the kit checks the digest against the full answer and every later digest against it.
// Without the feature every turn carries the full list, and the table says so.
import { offersToolsDigest, toolsDigestMismatch } from '../../host/catalog-tools-digest.js';
import type { HostConnection, HostSpec } from '../../host/connection.js';
import { connectModule } from '../../host/in-process.js';
import type { Case, Step, StepResult } from '../../host/protocol.js';
import { connectCommand } from '../../host/stdio-client.js';
import type { TargetCheck } from './run.js';
import { formatMs } from './run.js';
import type { BenchTurn, CatalogWorkload } from './workload.js';
import { CATALOG_BENCH_SETUP, benchTurns, catalogWorkload, generationOf } from './workload.js';

export const DEFAULT_HOST_SIZES = [100, 1_000, 10_000] as const;

/** How the timed turns asked for the catalog: its digest (the host declares the form) or every entry. */
export type ToolsForm = 'digest' | 'full';

export interface HostSizeResult {
  tools: number;
  owners: number;
  /** Turns the timed case has beyond the baseline's (K). */
  turns: number;
  /** Shapes of the rotation: the baseline runs the first turn of each. */
  shapes: number;
  /** The baseline case (setup, registerProvider × 2, load, the first turn of each shape), median ms. */
  loadMedianMs: number;
  /** The same case with `turns` more turns, median ms. */
  withTurnsMedianMs: number;
  /** (withTurns − load) ÷ turns. */
  perTurnMs: number;
  /** Catalog tools per timed turn (anthropic channel: every catalog tool), mean. */
  meanCatalogTools: number;
  /** Samples of each of the two cases. */
  samples: number;
  /** max − min of the baseline's samples: a per-turn difference below it is mostly noise. */
  loadSpreadMs: number;
}

export interface HostBenchResult {
  host: { name: string; version: string; language: string };
  form: ToolsForm;
  sizes: HostSizeResult[];
}

export interface HostBenchOptions {
  sizes?: readonly number[];
  /** Samples per case (default 5). */
  samples?: number;
  /** Turns per timed case (default: by size, see turnsFor). */
  turns?: number;
  onProgress?: (line: string) => void;
  /** Per-case timeout (default 10 minutes: loading 100,000 tools over a pipe is slow on a shared machine). */
  caseTimeoutMs?: number;
  /** Ask for full answers even where the host offers the digest form (to compare the two). */
  fullForm?: boolean;
}

/** Turns per timed case: enough to stand out of the load's noise, few enough that the answer line stays sane. */
export function turnsFor(tools: number, form: ToolsForm = 'full'): number {
  if (form === 'digest') return tools <= 10_000 ? 2000 : 500;
  return tools <= 1_000 ? 40 : tools <= 10_000 ? 20 : 5;
}

/** The `startTurn` of one bench turn: automatic agent selection where the agent claims the adapter. */
function startTurnStep(turn: BenchTurn, i: number, workload: CatalogWorkload): Step {
  const adapter = turn.message === null ? undefined : String(turn.message.$adapter);
  const automatic = (adapter === 'qq' && turn.agent === workload.agents[0]) || (adapter === 'discord' && turn.agent === workload.agents[1]);
  return { op: 'startTurn', session: `s${i % 4}`, message: turn.message, ...(automatic ? {} : { agent: turn.agent }), attended: turn.attended };
}

/** Where the answers of one case are: per turn, its tools steps (full and digest) by step index. */
export interface CaseLayout {
  readonly shape: number;
  readonly full?: number;
  readonly digest?: number;
}

/**
 * The case: providers, load, the first turn of each shape (full answer, and the digest when `form` is
 * digest), then `k` more turns cycling through the shapes in `form`. Skills are not activated and nothing
 * is loaded, so a shape's catalog is the same in every turn of it.
 */
export function hostCase(workload: CatalogWorkload, turns: readonly BenchTurn[], k: number, id: string, form: ToolsForm = 'full'): { case: Case; layout: CaseLayout[] } {
  const steps: Step[] = [
    ...workload.providers.map((provider) => ({ op: 'registerProvider', scope: 'global', provider })),
    { op: 'load', trees: [workload.tree] },
  ];
  const layout: CaseLayout[] = [];
  const turn = (i: number, first: boolean): void => {
    const handle = `turn-${i + 1}`;
    const shape = i % turns.length;
    steps.push(startTurnStep(turns[shape]!, i, workload));
    const at: { shape: number; full?: number; digest?: number } = { shape };
    if (first || form === 'full') {
      at.full = steps.length;
      steps.push({ op: 'tools', turn: handle, channel: 'anthropic' });
    }
    if (form === 'digest') {
      at.digest = steps.length;
      steps.push({ op: 'tools', turn: handle, channel: 'anthropic', form: 'digest' });
    }
    steps.push({ op: 'endTurn', turn: handle });
    layout.push(at);
  };
  for (let i = 0; i < turns.length + k; i++) turn(i, i < turns.length);
  return { case: { id, area: 'catalog', setup: CATALOG_BENCH_SETUP, steps }, layout };
}

async function timeCase(host: HostConnection, testCase: Case): Promise<{ ms: number; results: StepResult[] }> {
  const started = performance.now();
  const outcome = await host.run(testCase);
  const ms = performance.now() - started;
  if (outcome.kind !== 'ok') throw new Error(`case ${testCase.id}: the host answered ${outcome.kind}: ${'message' in outcome ? outcome.message : outcome.reason}`);
  outcome.results.forEach((result, i) => {
    const error = (result as { error?: { code?: unknown; message?: unknown } }).error;
    if (error !== undefined) throw new Error(`case ${testCase.id}, step ${i} (${testCase.steps[i]?.op}): the host answered error ${String(error.code)}: ${String(error.message)}`);
  });
  return { ms, results: outcome.results };
}

/**
 * Checks a case's answers: each shape's digest against its full answer (the kit's own canonical JSON and
 * SHA-256), every later turn's answer against its shape's first. Answers the catalog size per turn.
 * A host that answers a turn with anything but its catalog is refused, never timed.
 */
export function checkAnswers(testCase: Case, layout: readonly CaseLayout[], results: readonly StepResult[]): number[] {
  const firstOf = new Map<number, { full: string; digest?: string; count: number }>();
  const sizes: number[] = [];
  const refuse = (i: number, text: string): never => {
    throw new Error(`case ${testCase.id}, turn ${i + 1}: ${text}; the benchmark does not time a host whose answers disagree`);
  };
  layout.forEach((at, i) => {
    const full = at.full === undefined ? undefined : results[at.full];
    const digest = at.digest === undefined ? undefined : results[at.digest];
    const first = firstOf.get(at.shape);
    if (first === undefined) {
      const tools = (full as { tools?: unknown } | undefined)?.tools;
      if (!Array.isArray(tools)) return refuse(i, `the tools step answered ${JSON.stringify(full)?.slice(0, 200)}, not a tools list`);
      if (digest !== undefined) {
        const mismatch = toolsDigestMismatch(full, digest);
        if (mismatch !== undefined) refuse(i, `the digest form disagrees with the full answer: ${mismatch}`);
      }
      firstOf.set(at.shape, { full: JSON.stringify(full), count: tools.length, ...(digest !== undefined ? { digest: JSON.stringify(digest) } : {}) });
      return;
    }
    sizes.push(first.count);
    if (digest !== undefined && JSON.stringify(digest) !== first.digest) refuse(i, `the digest ${JSON.stringify(digest)} differs from the first turn of the same shape (${first.digest})`);
    if (full !== undefined && JSON.stringify(full) !== first.full) refuse(i, 'the tools list differs from the first turn of the same shape');
  });
  return sizes;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Connects to the host for benchmarking, with room for the large answers of big catalogs (one line per
 * case) and no restarts. The CLI passes module hosts through isolatedSpec, so they too run over stdio.
 */
export function connectForBench(spec: HostSpec, caseTimeoutMs: number): Promise<HostConnection> {
  if (spec.kind === 'module') return connectModule(spec.path, { timeoutMs: caseTimeoutMs });
  return connectCommand(spec.command, { timeoutMs: caseTimeoutMs, maxLineBytes: 1024 * 1024 * 1024, restartBudget: 0, ...(spec.cwd !== undefined ? { cwd: spec.cwd } : {}) });
}

export async function runCatalogHostBench(host: HostConnection, options: HostBenchOptions = {}): Promise<HostBenchResult> {
  if (!host.hello.areas.includes('catalog')) throw new Error(`the host (${host.hello.implementation.name}) does not declare area "catalog"`);
  const sizes = options.sizes ?? DEFAULT_HOST_SIZES;
  const samples = options.samples ?? 5;
  const progress = options.onProgress ?? (() => {});
  const form: ToolsForm = offersToolsDigest(host.hello) && options.fullForm !== true ? 'digest' : 'full';
  const out: HostSizeResult[] = [];
  for (const tools of sizes) {
    const label = tools.toLocaleString('en-US');
    const workload = catalogWorkload(tools);
    // The turn rotation is the in-process one; the generation is built here only to draw its loaded sets.
    const turns = benchTurns(workload, generationOf(workload));
    const k = options.turns ?? turnsFor(tools, form);
    const without = hostCase(workload, turns, 0, `bench-${tools}-load`, form);
    const withTurns = hostCase(workload, turns, k, `bench-${tools}-turns`, form);
    const a: number[] = [];
    const b: number[] = [];
    let catalogSizes: number[] = [];
    // One untimed round first (the host's JIT and caches, and the answers checked), then alternate so drift hits both cases alike.
    progress(`${label} tools: warming up the host and checking its answers (untimed) …`);
    checkAnswers(without.case, without.layout, (await timeCase(host, without.case)).results);
    catalogSizes = checkAnswers(withTurns.case, withTurns.layout, (await timeCase(host, withTurns.case)).results);
    for (let s = 0; s < samples; s++) {
      progress(`${label} tools: sample ${s + 1}/${samples} (load + ${turns.length} first turns, then + ${k} turns) …`);
      b.push((await timeCase(host, without.case)).ms);
      const timed = await timeCase(host, withTurns.case);
      a.push(timed.ms);
      // Every sample's answers are checked (after its clock stopped): a host cannot answer cheaply once warm.
      checkAnswers(withTurns.case, withTurns.layout, timed.results);
    }
    const loadMedianMs = median(b);
    const withTurnsMedianMs = median(a);
    const result: HostSizeResult = {
      tools, owners: workload.plugins, turns: k, shapes: turns.length, loadMedianMs, withTurnsMedianMs,
      perTurnMs: (withTurnsMedianMs - loadMedianMs) / k, meanCatalogTools: catalogSizes.length > 0 ? catalogSizes.reduce((x, y) => x + y, 0) / catalogSizes.length : 0, samples,
      loadSpreadMs: Math.max(...b) - Math.min(...b),
    };
    out.push(result);
    progress(`${label} tools: ${formatMs(result.perTurnMs)} ms per turn through the protocol (${form} form)`);
  }
  return { host: host.hello.implementation, form, sizes: out };
}

/** The form line of the table: what the K turns asked for, and why. */
export function formLine(form: ToolsForm): string {
  return form === 'digest'
    ? 'Form: digest. The host declares catalog.tools.digest: the K turns ask for the count and digest of the catalog (spec/protocol.md §11); the first turn of each shape asked for both forms and the digest matched the full answer, and every later digest matched its shape\'s.'
    : 'Form: full. The host declares no digest form (or --full-form): every turn answers the whole list, so the figure includes writing and parsing that JSON.';
}

export function formatHostBench(result: HostBenchResult): string {
  const lines = [
    `host ${result.host.name} ${result.host.version} (${result.host.language})`,
    '',
    '| tools | owners | K | catalog/turn | load + first turns: median ms | + K turns: median ms | per turn ms | samples |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const s of result.sizes) {
    lines.push(`| ${s.tools.toLocaleString('en-US')} | ${s.owners.toLocaleString('en-US')} | ${s.turns} | ${Math.round(s.meanCatalogTools).toLocaleString('en-US')} | ${formatMs(s.loadMedianMs)} | ${formatMs(s.withTurnsMedianMs)} | ${formatMs(s.perTurnMs)} | ${s.samples} + ${s.samples} |`);
  }
  const noisy = result.sizes.filter((s) => s.withTurnsMedianMs - s.loadMedianMs <= Math.max(0, s.loadSpreadMs));
  if (noisy.length > 0) {
    lines.push('', ...noisy.map((s) => `At ${s.tools.toLocaleString('en-US')} tools the K turns add ${formatMs(s.withTurnsMedianMs - s.loadMedianMs)} ms, no more than the spread of the load case (${formatMs(s.loadSpreadMs)} ms): that per-turn figure is mostly noise (more --samples help).`));
  }
  lines.push(
    '',
    formLine(result.form),
    `Per turn = (median of load + K turns − median of load) ÷ K, where both cases first run one turn of each of the ${result.sizes[0]?.shapes ?? 16} shapes;`,
    'a turn is startTurn + tools (anthropic) + endTurn. Per-generation and per-shape work a host does once (an index, a',
    'catalog it keeps) is not counted per turn. Through the protocol: this includes JSON encoding of every answer, the',
    'pipe and the kit parsing it, so it is not comparable with the in-process numbers of `capkit bench catalog` without --host.',
  );
  return `${lines.join('\n')}\n`;
}

/** Per turn through the protocol at 10,000 tools, digest form (the reference over stdio must meet it). */
export const HOST_PER_TURN_TARGET_MS = 0.3;

/** The protocol target: measured only at 10,000 tools and only on the digest form (a full answer is another figure). */
export function hostTargetChecks(result: HostBenchResult): TargetCheck[] {
  const size = result.sizes.find((s) => s.tools === 10_000);
  const target = `per turn through the protocol, 10,000 tools, digest form: ≤ ${HOST_PER_TURN_TARGET_MS} ms`;
  if (size === undefined) return [{ target, measured: 'not measured (size not chosen)', pass: null }];
  if (result.form !== 'digest') return [{ target, measured: `not measured (full form: ${formatMs(size.perTurnMs)} ms per turn)`, pass: null }];
  return [{ target, measured: `${formatMs(size.perTurnMs)} ms`, pass: size.perTurnMs <= HOST_PER_TURN_TARGET_MS }];
}

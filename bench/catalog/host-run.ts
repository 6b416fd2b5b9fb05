// `capkit bench catalog --host …`: any host's per-turn catalog, through the protocol. Per size, a case that
// loads the workload and runs 1 + K turns (startTurn, tools on the anthropic channel, endTurn) is timed
// against the same case with 1 turn; per-turn cost = (median with − median without) ÷ K. Both cases have
// the first turn, so what a host builds once per generation (the reference: its catalog index) stays out of
// the per-turn figure. This includes the protocol: JSON encoding of each answer, the pipe, the kit's parsing.
import type { HostConnection, HostSpec } from '../../host/connection.js';
import { connectModule } from '../../host/in-process.js';
import type { Case, Step, StepResult } from '../../host/protocol.js';
import { connectCommand } from '../../host/stdio-client.js';
import { formatMs } from './run.js';
import type { BenchTurn, CatalogWorkload } from './workload.js';
import { CATALOG_BENCH_SETUP, benchTurns, catalogWorkload, generationOf } from './workload.js';

export const DEFAULT_HOST_SIZES = [100, 1_000, 10_000] as const;

export interface HostSizeResult {
  tools: number;
  owners: number;
  /** Turns the timed case has beyond the baseline's one (K). */
  turns: number;
  /** The baseline case (setup, registerProvider × 2, load, one turn), median ms. */
  loadMedianMs: number;
  /** The same case with 1 + `turns` turns, median ms. */
  withTurnsMedianMs: number;
  /** (withTurns − load) ÷ turns. */
  perTurnMs: number;
  /** Catalog tools per turn the host answered (anthropic channel: every catalog tool), mean. */
  meanCatalogTools: number;
  /** Samples of each of the two cases. */
  samples: number;
  /** max − min of the baseline's samples: a per-turn difference below it is mostly noise. */
  loadSpreadMs: number;
}

export interface HostBenchResult {
  host: { name: string; version: string; language: string };
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
}

/** Turns per timed case: enough to stand out of the load's noise, few enough that the answer line stays sane. */
export function turnsFor(tools: number): number {
  return tools <= 1_000 ? 40 : tools <= 10_000 ? 20 : 5;
}

/** The `startTurn` of one bench turn: automatic agent selection where the agent claims the adapter. */
function startTurnStep(turn: BenchTurn, i: number, workload: CatalogWorkload): Step {
  const adapter = turn.message === null ? undefined : String(turn.message.$adapter);
  const automatic = (adapter === 'qq' && turn.agent === workload.agents[0]) || (adapter === 'discord' && turn.agent === workload.agents[1]);
  return { op: 'startTurn', session: `s${i % 4}`, message: turn.message, ...(automatic ? {} : { agent: turn.agent }), attended: turn.attended };
}

/** The case: providers, load, then `k` turns (their skills are not activated: sessions start empty). */
export function hostCase(workload: CatalogWorkload, turns: readonly BenchTurn[], k: number, id: string): Case {
  const steps: Step[] = [
    ...workload.providers.map((provider) => ({ op: 'registerProvider', scope: 'global', provider })),
    { op: 'load', trees: [workload.tree] },
  ];
  for (let i = 0; i < k; i++) {
    const turn = `turn-${i + 1}`;
    steps.push(startTurnStep(turns[i % turns.length]!, i, workload), { op: 'tools', turn, channel: 'anthropic' }, { op: 'endTurn', turn });
  }
  return { id, area: 'catalog', setup: CATALOG_BENCH_SETUP, steps };
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
  const out: HostSizeResult[] = [];
  for (const tools of sizes) {
    const label = tools.toLocaleString('en-US');
    const workload = catalogWorkload(tools);
    // The turn rotation is the in-process one; the generation is built here only to draw its loaded sets.
    const turns = benchTurns(workload, generationOf(workload));
    const k = options.turns ?? turnsFor(tools);
    const without = hostCase(workload, turns, 1, `bench-${tools}-load`);
    const withTurns = hostCase(workload, turns, 1 + k, `bench-${tools}-turns`);
    const a: number[] = [];
    const b: number[] = [];
    let catalogTools = 0;
    // One untimed round first (the host's JIT and caches), then alternate so drift hits both cases alike.
    progress(`${label} tools: warming up the host (untimed) …`);
    await timeCase(host, without);
    await timeCase(host, withTurns);
    for (let s = 0; s < samples; s++) {
      progress(`${label} tools: sample ${s + 1}/${samples} (load + 1 turn, then load + ${1 + k} turns) …`);
      b.push((await timeCase(host, without)).ms);
      const timed = await timeCase(host, withTurns);
      a.push(timed.ms);
      if (s === 0) {
        for (let i = 1; i <= k; i++) catalogTools += ((timed.results[workload.providers.length + 1 + 3 * i + 1] as { tools?: unknown[] }).tools ?? []).length;
      }
    }
    const loadMedianMs = median(b);
    const withTurnsMedianMs = median(a);
    const result: HostSizeResult = {
      tools, owners: workload.plugins, turns: k, loadMedianMs, withTurnsMedianMs,
      perTurnMs: (withTurnsMedianMs - loadMedianMs) / k, meanCatalogTools: k > 0 ? catalogTools / k : 0, samples,
      loadSpreadMs: Math.max(...b) - Math.min(...b),
    };
    out.push(result);
    progress(`${label} tools: ${formatMs(result.perTurnMs)} ms per turn through the protocol`);
  }
  return { host: host.hello.implementation, sizes: out };
}

export function formatHostBench(result: HostBenchResult): string {
  const lines = [
    `host ${result.host.name} ${result.host.version} (${result.host.language})`,
    '',
    '| tools | owners | K | catalog/turn | load + 1 turn: median ms | load + 1 + K turns: median ms | per turn ms | samples |',
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
    'Per turn = (median of load + 1 + K turns − median of load + 1 turn) ÷ K; a turn is startTurn + tools (anthropic) +',
    'endTurn. Both cases have a first turn, so per-generation work a host does once (an index) is not counted per turn.',
    'Through the protocol: this includes JSON encoding of every answer, the pipe and the kit parsing it, so it is',
    'not comparable with the in-process numbers of `capkit bench catalog` without --host.',
  );
  return `${lines.join('\n')}\n`;
}

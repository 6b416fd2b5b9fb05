// `capkit bench work`: what a turn costs when no cache answers it. Per workload, on the engine's index: a
// miss turn (a key the index meets for the first time: every signature decided, the catalog picked and
// sorted), the warm turn (the same key again: a kept catalog), and the time to copy the catalog that turn
// lists (the floor any host pays to hand out the list); beside them the plain reference's turn
// (reference-impl/catalog/generation-catalog.ts) and the index build. All numbers of one workload come
// from one run, so the ratios compare like with like.
import { normalizeMessage } from '../../reference-impl/access/message-view.js';
import { generationCatalog } from '../../reference-impl/catalog/generation-catalog.js';
import { REFERENCE_FRAMEWORK_TOOLS } from '../../reference-impl/catalog/framework-tools.js';
import { referenceSemantics } from '../../reference-impl/semantics.js';
import type { TurnScope } from '../../reference-impl/catalog/generation-catalog.js';
import type { CatalogTool } from '../../reference-impl/catalog/types.js';
import type { ToolCapability } from '../../reference-impl/registry/capability.js';
import type { Generation } from '../../reference-impl/registry/generation.js';
import { generationOf as publishedGeneration } from '../../reference-impl/registry/generation.js';
import { visibleRegistrations } from '../../reference-impl/registry/seam.js';
import { buildCatalogIndex } from '../../engine/catalog/catalog-index.js';
import { CATALOG_BENCH_CONFIG, CATALOG_BENCH_GRANTS, benchTurns, catalogWorkload, generationOf } from './workload.js';

/** The target: a miss turn at 100,000 tools within 10× of copying the catalog it lists. */
export const MISS_OVER_COPY_TARGET = 10;

export const DEFAULT_WORK_SIZES = [100_000, 1_000_000] as const;

export interface WorkNumbers {
  workload: 'mixed' | 'distinct signatures';
  tools: number;
  /** Distinct access signatures among the tools. */
  signatures: number;
  /** Tools the measured turn lists. */
  listed: number;
  indexBuildMs: number;
  /** Median over samples, each on a fresh index (built untimed). */
  missMs: number;
  warmMs: number;
  copyMs: number;
  /** The plain reference's turn (no index, nothing kept). */
  plainMs: number;
  missOverCopy: number;
  plainOverMiss: number;
  plainOverWarm: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Times `fn` `samples` times (after `setup`, untimed, each time) and gives the median in ms. */
function timed<T>(samples: number, setup: () => T, fn: (prepared: T) => number): number {
  let sink = 0;
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const prepared = setup();
    const started = performance.now();
    sink += fn(prepared);
    times.push(performance.now() - started);
  }
  if (sink < 0) throw new Error('unreachable: keeps the bodies alive');
  return median(times);
}

/** Every tool its own signature: `permissions: ["user(u1,t<i>)"]` (u1 sees all of them), a few platforms. */
export function distinctSignatureGeneration(tools: number): Generation {
  const capabilities: ToolCapability[] = [];
  for (let i = 0; i < tools; i++) {
    const name = `t${i}`;
    capabilities.push({
      qualifiedName: name,
      name,
      ownerPath: [],
      source: `tools/${name}/index.ts`,
      description: `tool ${i}`,
      hidden: false,
      requiresApproval: 'on-risk',
      platforms: i % 2 === 0 ? ['qq'] : [],
      scopes: [],
      permissions: [`user(u1,t${i})`],
      inputSchema: { type: 'object' },
      permitLints: [],
      context: { qualifiedName: name, ownerPath: [], generation: 1 },
      run: () => null,
    });
  }
  return publishedGeneration(1, { tools: capabilities, skills: [], agents: [], seam: [] }, visibleRegistrations);
}

const scopeFor = (message: Record<string, unknown> | null, fields: Partial<TurnScope> = {}): TurnScope => ({
  view: normalizeMessage(message),
  grants: CATALOG_BENCH_GRANTS,
  agent: null,
  activeSkills: new Set(),
  attended: true,
  loaded: new Set(),
  ...fields,
});

function measureWork(workload: WorkNumbers['workload'], generation: Generation, scope: TurnScope, samples: number): WorkNumbers {
  // No layout memory: each index is laid out afresh, so its first turn meets its key for the first time.
  const build = () => buildCatalogIndex(generation, CATALOG_BENCH_CONFIG);
  const indexBuildMs = timed(Math.max(1, Math.min(samples, 3)), () => undefined, () => build().allTools.length);
  const missMs = timed(samples, build, (index) => index.turn(scope).tools.length);
  const warmIndex = build();
  const listedTools: readonly CatalogTool[] = warmIndex.turn(scope).tools;
  const warmMs = timed(Math.max(samples, 21), () => undefined, () => warmIndex.turn(scope).tools.length);
  const copyMs = timed(Math.max(samples, 21), () => undefined, () => listedTools.slice().length);
  const plain = generationCatalog(generation, CATALOG_BENCH_CONFIG, referenceSemantics, REFERENCE_FRAMEWORK_TOOLS);
  // The two must list the same tools, or the ratio compares different work.
  const plainNames = plain.turn(scope).tools.map((t) => t.qualifiedName);
  if (plainNames.length !== listedTools.length || plainNames.some((name, i) => listedTools[i]!.qualifiedName !== name)) {
    throw new Error(`bench work (${workload}, ${generation.byName.size} tools): the engine and the plain reference list different catalogs`);
  }
  const plainMs = timed(Math.max(1, Math.min(samples, 3)), () => undefined, () => plain.turn(scope).tools.length);
  const signatures = new Set([...generation.byName.values()].map((t) => JSON.stringify([t.platforms, t.scopes, t.permissions, t.hidden]))).size;
  return {
    workload,
    tools: generation.byName.size,
    signatures,
    listed: listedTools.length,
    indexBuildMs,
    missMs,
    warmMs,
    copyMs,
    plainMs,
    missOverCopy: missMs / copyMs,
    plainOverMiss: plainMs / missMs,
    plainOverWarm: plainMs / warmMs,
  };
}

export interface WorkBenchOptions {
  sizes?: readonly number[];
  /** Miss samples per workload (each on a fresh index); default 7. */
  samples?: number;
  onProgress?: (line: string) => void;
}

/** The mixed workload of `capkit bench catalog` at 100,000 tools, then distinct signatures at each size. */
export function runWorkBench(options: WorkBenchOptions = {}): WorkNumbers[] {
  const sizes = options.sizes ?? DEFAULT_WORK_SIZES;
  const samples = options.samples ?? 7;
  const progress = options.onProgress ?? (() => {});
  const out: WorkNumbers[] = [];
  const mixedSize = Math.min(...sizes);
  progress(`mixed workload, ${mixedSize.toLocaleString('en-US')} tools: committing (untimed) …`);
  const workload = catalogWorkload(mixedSize);
  const mixed = generationOf(workload);
  const turn = benchTurns(workload, mixed)[0]!;
  out.push(measureWork('mixed', mixed, scopeFor(turn.message, { agent: turn.agent, activeSkills: turn.activeSkills, attended: turn.attended, loaded: turn.loaded }), samples));
  for (const size of sizes) {
    progress(`distinct signatures, ${size.toLocaleString('en-US')} tools …`);
    const generation = distinctSignatureGeneration(size);
    out.push(measureWork('distinct signatures', generation, scopeFor({ $adapter: 'qq', $sender: { id: 'u1' } }), size >= 1_000_000 ? 3 : samples));
  }
  return out;
}

export function formatWorkBench(rows: readonly WorkNumbers[]): string {
  const ms = (v: number): string => (v >= 100 ? v.toFixed(0) : v >= 1 ? v.toFixed(2) : v.toFixed(4));
  const lines = [
    '| workload | tools | signatures | listed | index build ms | miss turn ms | warm turn ms | copy floor ms | miss ÷ copy | plain turn ms | plain ÷ miss | plain ÷ warm |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    lines.push(`| ${r.workload} | ${r.tools.toLocaleString('en-US')} | ${r.signatures.toLocaleString('en-US')} | ${r.listed.toLocaleString('en-US')} | ${ms(r.indexBuildMs)} | ${ms(r.missMs)} | ${ms(r.warmMs)} | ${ms(r.copyMs)} | ${r.missOverCopy.toFixed(1)}× | ${ms(r.plainMs)} | ${r.plainOverMiss.toFixed(1)}× | ${r.plainOverWarm.toFixed(0)}× |`);
  }
  return lines.join('\n');
}

// What a commit costs a catalog host before its first turn: the registry's commit of the workload, the
// catalog index built with the generation, and the first turn's catalog; and the same for a later commit
// in which one plugin changed (the others are staged again, unchanged). The plugin files are put in memory
// once, untimed, as a host's staging would have them.
import { buildCatalogIndex } from '../../engine/catalog/catalog-index.js';
import { IndexMemory } from '../../engine/catalog/index-layout.js';
import type { TurnScope } from '../../engine/catalog/catalog-index.js';
import { cachedSchemaChecker } from '../../engine/registry/cached-schema-checker.js';
import { EngineGenerationStore as GenerationStore } from '../../engine/registry/engine-generation-store.js';
import type { PluginSource } from '../../reference-impl/registry/plugin-source.js';
import type { PluginTree } from '../../reference-impl/registry/plugin-tree.js';
import { pluginSourcesOf } from '../../reference-impl/registry/plugin-tree.js';
import type { Registration } from '../../reference-impl/registry/seam.js';
import { toolServiceOf } from '../../reference-impl/registry/wire-provider.js';
import type { TaskNumbers } from './measure.js';
import { measure } from './measure.js';
import type { CatalogWorkload } from './workload.js';
import { CATALOG_BENCH_CONFIG } from './workload.js';

export interface CommitNumbers {
  /** A full commit of the workload + its catalog index + the first turn. */
  full: TaskNumbers;
  /** A later commit where one plugin changed (of `plugins`) + index + first turn. */
  oneChanged: TaskNumbers;
  /** oneChanged ÷ full (medians of this run). */
  oneChangedShare: number;
}

/** The workload's tree with one tool description of plugin `p` changed to `text`. */
export function withPluginChanged(tree: PluginTree, p: number, text: string): PluginTree {
  const children = [...(tree.children ?? [])];
  const child = children[p]!;
  const files = { ...child.files };
  const path = Object.keys(files).find((f) => f.endsWith('/index.ts'))!;
  const content = files[path] as { tool: Record<string, unknown> };
  files[path] = { tool: { ...content.tool, description: text } };
  children[p] = { ...child, files };
  return { ...tree, children };
}

function registrationsOf(workload: CatalogWorkload): Registration[] {
  return workload.providers.map((p) => ({ scope: 'global', kind: 'tool', service: toolServiceOf(p) }));
}

/** commit (all or nothing), then the index of the new generation and one turn's catalog: the catalog size. */
function commitAndTurn(store: GenerationStore, sources: readonly PluginSource[], registrations: readonly Registration[], scope: TurnScope, memory: IndexMemory = new IndexMemory()): number {
  store.stage(sources);
  const result = store.commit(registrations);
  if (!result.ok) throw new Error(`the catalog bench workload failed to commit: ${result.problem.message}`);
  return buildCatalogIndex(store.current, CATALOG_BENCH_CONFIG, undefined, undefined, memory).turn(scope).tools.length;
}

/** Untimed commits first: three (the commit path is compiled by then), one at 100,000 tools (seconds each). */
export const commitWarmups = (tools: number): number => (tools >= 100_000 ? 1 : 3);

export async function measureCommits(workload: CatalogWorkload, scope: TurnScope, timeMs: number): Promise<CommitNumbers> {
  const warmups = commitWarmups(workload.tools);
  const registrations = registrationsOf(workload);
  const sources = pluginSourcesOf(workload.tree);
  // A host makes one inputSchema checker and hands it to every store it makes (as the engine host does).
  const schemas = cachedSchemaChecker();
  const full = await measure('commit + first turn', workload.tools, timeMs, 1, () => commitAndTurn(new GenerationStore({ schemas }), sources, registrations, scope), warmups);
  // Two versions of the middle plugin, committed in turn: every timed commit changes that one plugin.
  // The store stages them as a host's stage step would (stageTree): each plugin keyed by its content.
  const middle = workload.plugins >> 1;
  const store = new GenerationStore({ schemas });
  const versions = ['a', 'b'].map((v) => store.sourcesOf(withPluginChanged(workload.tree, middle, `changed (${v})`)));
  // One host's store and index memory: each commit's index takes the unchanged tools' entries, and may take over the last one's layout.
  const memory = new IndexMemory();
  commitAndTurn(store, store.sourcesOf(workload.tree), registrations, scope, memory);
  let at = 0;
  const oneChanged = await measure('commit, one plugin changed + first turn', workload.tools, timeMs, 1, () => commitAndTurn(store, versions[at++ % 2]!, registrations, scope, memory), warmups);
  return { full, oneChanged, oneChangedShare: oneChanged.medianMs / full.medianMs };
}

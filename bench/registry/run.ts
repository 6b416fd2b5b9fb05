// `capkit bench registry`: how long one commit (prepare + publish) of a 10,000-tool generation takes.
import { Bench } from 'tinybench';
import { EngineGenerationStore as GenerationStore } from '../../engine/registry/engine-generation-store.js';
import { pluginSourcesOf } from '../../reference-impl/registry/plugin-tree.js';
import { benchTree } from './workload.js';

export interface RegistryBenchResult {
  tools: number;
  owners: number;
  medianMs: number;
  p99Ms: number;
  samples: number;
}

export async function runRegistryBench(timeMs: number, plugins = 100, perPlugin = 100): Promise<RegistryBenchResult> {
  // Staging builds the in-memory files once; the timed part is what commit does with them.
  const sources = pluginSourcesOf(benchTree(plugins, perPlugin));
  const store = new GenerationStore();
  const bench = new Bench({ time: timeMs, warmupTime: Math.min(500, timeMs), iterations: 5 });
  bench.add('commit', () => {
    store.stage(sources);
    const result = store.commit([]);
    if (!result.ok) throw new Error(`bench workload failed to commit: ${result.problem.message}`);
  });
  await bench.run();
  const task = bench.tasks[0]!;
  const r = task.result;
  if (r.state !== 'completed') throw new Error(`benchmark task "${task.name}" did not complete (${r.state})`);
  const tools = store.current.tools.length;
  const owners = new Set(store.current.tools.map((t) => t.ownerPath.join('/'))).size;
  return { tools, owners, medianMs: r.latency.p50, p99Ms: r.latency.p99, samples: r.latency.samplesCount };
}

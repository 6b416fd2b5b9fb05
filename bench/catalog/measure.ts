// One tinybench task, reduced to the numbers the catalog bench reports (per turn or per commit).
import { Bench } from 'tinybench';

export interface TaskNumbers {
  /** Per turn (cold: per index build + first turn), in milliseconds. */
  medianMs: number;
  p99Ms: number;
  /** tinybench samples; a warm sample is a batch of `turnsPerSample` turns, divided back to one turn. */
  samples: number;
  turnsPerSample: number;
}

/** Fewer samples are required where one sample is long (100,000 tools: a plain turn takes a few hundred ms). */
export function minSamples(tools: number): number {
  return tools >= 100_000 ? 5 : tools >= 10_000 ? 10 : 20;
}

/** `warmups`: untimed runs first (default up to 5; a commit of 100,000 tools takes seconds, so it asks for fewer). */
export async function measure(name: string, tools: number, timeMs: number, batch: number, fn: () => number, warmups = Math.min(5, minSamples(tools))): Promise<TaskNumbers> {
  let sink = 0;
  const bench = new Bench({ time: timeMs, iterations: minSamples(tools), warmupTime: Math.min(250, timeMs), warmupIterations: warmups });
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

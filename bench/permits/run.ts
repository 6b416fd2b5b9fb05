// `capkit bench permits`: compiled permit-list checks per second, against the plain baseline, in one run.
import { Bench } from 'tinybench';
import { normalizeMessage, type MessageView } from '../../reference-impl/access/message-view.js';
import { compilePermitList } from '../../engine/permits/compile.js';
import { plainAllows } from './plain-evaluator.js';
import { BENCH_GRANTS, BENCH_PERMITS, benchMessages } from './workload.js';

/** Checks per task iteration: one check is ~100 ns, far below the timer's resolution. */
const BATCH = 1000;

export interface BenchRow {
  name: string;
  checksPerSecond: number;
  medianNsPerCheck: number;
  p99NsPerCheck: number;
  samples: number;
}

export interface PermitsBenchResult {
  rows: BenchRow[];
  /** compiled ÷ plain, both measured in this run. */
  speedup: number;
}

export async function runPermitsBench(timeMs: number, onProgress?: (task: string) => void): Promise<PermitsBenchResult> {
  const messages = benchMessages(BATCH);
  const views: (MessageView | null)[] = messages.map((m) => normalizeMessage(m));
  const compiled = compilePermitList(BENCH_PERMITS);
  let sink = 0;
  const bench = new Bench({ time: timeMs, warmupTime: Math.min(200, timeMs) });
  bench
    .add('compiled list, normalised view', () => {
      for (let i = 0; i < BATCH; i++) if (compiled(views[i]!, BENCH_GRANTS)) sink++;
    })
    .add('compiled list, normalising each message', () => {
      for (let i = 0; i < BATCH; i++) if (compiled(normalizeMessage(messages[i]), BENCH_GRANTS)) sink++;
    })
    .add('plain baseline (re-parse every check)', () => {
      for (let i = 0; i < BATCH; i++) if (plainAllows(BENCH_PERMITS, messages[i] as never, BENCH_GRANTS)) sink++;
    });
  bench.addEventListener('cycle', (e) => onProgress?.((e as unknown as { task?: { name: string } }).task?.name ?? ''));
  await bench.run();
  if (sink < 0) throw new Error('unreachable: keeps the loop bodies alive');
  const rows = bench.tasks.map((task) => {
    const r = task.result;
    if (r.state !== 'completed') throw new Error(`benchmark task "${task.name}" did not complete (${r.state})`);
    const medianMs = r.latency.p50;
    return {
      name: task.name,
      checksPerSecond: Math.round((BATCH / medianMs) * 1000),
      medianNsPerCheck: (medianMs * 1e6) / BATCH,
      p99NsPerCheck: (r.latency.p99 * 1e6) / BATCH,
      samples: r.latency.samplesCount,
    };
  });
  return { rows, speedup: rows[0]!.checksPerSecond / rows[2]!.checksPerSecond };
}

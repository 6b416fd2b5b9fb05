// The vitest runner of a sharded `capkit run`: after collection, every test whose full name hashes to
// another shard is marked skip (and a describe block left with nothing to run is skipped whole, so its
// hooks do not connect to the host for nothing). Suites need no change to be sharded, present or future.
import { VitestTestRunner } from 'vitest/runners';
import type { RunnerTask, RunnerTestFile, RunnerTestSuite } from 'vitest';
import { inShard, shardFromEnv, type Shard } from './shard.js';

/** The same name the CollectReporter records: describe blocks and test joined with " > ". */
export function testKey(task: RunnerTask): string {
  const names: string[] = [task.name];
  for (let s = task.suite; s !== undefined && !('filepath' in s); s = s.suite) names.unshift(s.name);
  return names.join(' > ');
}

/** Marks out-of-shard tests skip; returns whether anything in `suite` is still to run. */
export function applyShard(suite: RunnerTestSuite, shard: Shard): boolean {
  let anyRuns = false;
  for (const task of suite.tasks) {
    if (task.type === 'suite') {
      if (applyShard(task, shard)) anyRuns = true;
      else task.mode = 'skip';
    } else if (!inShard(testKey(task), shard)) {
      task.mode = 'skip';
    } else if (task.mode === 'run' || task.mode === 'queued') {
      anyRuns = true;
    }
  }
  return anyRuns;
}

export default class ShardRunner extends VitestTestRunner {
  onCollected(files: RunnerTestFile[]): void {
    const shard = shardFromEnv();
    if (!shard) return;
    for (const file of files) if (!applyShard(file, shard)) file.mode = 'skip';
  }
}

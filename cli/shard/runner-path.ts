// Where the shard runner module is (compiled beside this file, or its TypeScript source).
import { runnerModulePath } from '../run/runner-module.js';

export function shardRunnerPath(): string {
  return runnerModulePath('./shard-runner.js', import.meta.url);
}

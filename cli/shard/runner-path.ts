// Where the shard runner module is: compiled JavaScript beside this file (the CLI runs from dist/), or
// the TypeScript source when this file itself is loaded from source (vitest runs the kit's own tests).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function shardRunnerPath(): string {
  const js = fileURLToPath(new URL('./shard-runner.js', import.meta.url));
  return existsSync(js) ? js : js.replace(/\.js$/, '.ts');
}

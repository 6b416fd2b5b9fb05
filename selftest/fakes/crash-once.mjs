// Crashes on its first case ever (remembered in the marker file given as argument), then behaves.
import { existsSync, writeFileSync } from 'node:fs';
import { exitAfterFlush, serve, shapedResult } from './_lib.mjs';

const marker = process.argv[2];
if (!marker) throw new Error('usage: crash-once.mjs <marker-file>');
serve({
  onRun: ({ seq, case: c }) => {
    if (!existsSync(marker)) {
      writeFileSync(marker, 'crashed once\n');
      process.stderr.write('crashing on purpose, once\n');
      return exitAfterFlush(1);
    }
    return { seq, results: c.steps.map(shapedResult) };
  },
});

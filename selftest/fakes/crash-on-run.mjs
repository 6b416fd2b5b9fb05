// Answers hello, then dies with exit code 1 in the middle of the first case.
import { exitAfterFlush, serve } from './_lib.mjs';

serve({
  onRun: ({ case: c }) => {
    process.stderr.write(`fatal: cannot handle case ${c.id}\n`);
    exitAfterFlush(1);
  },
});

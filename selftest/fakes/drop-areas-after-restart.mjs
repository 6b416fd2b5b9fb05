// Claims permits and access on its first start and dies on its first case; every later start (a restart,
// remembered in the marker file given as argument) claims permits only: its identity drifts.
import { existsSync, writeFileSync } from 'node:fs';
import { HELLO, exitAfterFlush, serve, shapedResult } from './_lib.mjs';

const marker = process.argv[2];
if (!marker) throw new Error('usage: drop-areas-after-restart.mjs <marker-file>');
const restarted = existsSync(marker);
if (!restarted) writeFileSync(marker, 'started once\n');
serve({
  onHello: () => (restarted ? { ...HELLO, areas: ['permits'] } : HELLO),
  onRun: ({ seq, case: c }) => {
    if (!restarted) return exitAfterFlush(1);
    return { seq, results: c.steps.map(shapedResult) };
  },
});

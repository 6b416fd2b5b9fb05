// Starts a grandchild in a session of its own (setsid: out of reach of a process-group kill) that holds
// the host's stdout open for a long time, reports its pid on stderr, then behaves and exits at bye.
import { spawn } from 'node:child_process';
import { serve, shapedResult } from './_lib.mjs';

const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 300000)'], { detached: true, stdio: ['ignore', 'inherit', 'ignore'] });
child.unref();
process.stderr.write(`grandchild pid=${child.pid}\n`);
serve({ onRun: ({ seq, case: c }) => ({ seq, results: c.steps.map(shapedResult) }) });

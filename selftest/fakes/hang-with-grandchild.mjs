// Starts a grandchild process (reporting its pid on stderr), then hangs on run: a kill of the host
// must reach the grandchild too.
import { spawn } from 'node:child_process';
import { hangForever, serve } from './_lib.mjs';

const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
process.stderr.write(`grandchild pid=${child.pid}\n`);
serve({ onRun: () => hangForever() });

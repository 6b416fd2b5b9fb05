// The reference host (a child `capkit host`, a correct host) behind a front that ignores bye, the end of
// its stdin and SIGTERM, and that forks a sleeper into its process group: only a kill of the group ends
// all three. Appends the three pids to the file named by its first argument.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const [pidFile] = process.argv.slice(2);
const capkit = join(import.meta.dirname, '..', '..', 'bin', 'capkit.js');
const inner = spawn(process.execPath, [capkit, 'host'], { stdio: ['pipe', 'inherit', 'inherit'] });
const sleeper = spawn(process.execPath, ['-e', 'process.on("SIGTERM", () => {}); setInterval(() => {}, 1000)'], { stdio: 'ignore' });
appendFileSync(pidFile, `${process.pid}\n${inner.pid}\n${sleeper.pid}\n`);
process.on('SIGTERM', () => {});
createInterface({ input: process.stdin }).on('line', (line) => {
  if (!line.includes('"bye"')) inner.stdin.write(`${line}\n`);
});
process.stdin.on('end', () => setInterval(() => {}, 1000));

#!/usr/bin/env node
// `npm run test:under-load [-- --busy N] [-- --runs K]`: the kit's own test command while N CPU-bound
// processes (default 8) run beside it, K times in a row (default 1). A suite that passes only on an idle
// machine fails here. The busy processes are bounded: they end with the run, on a signal, or after 1 hour.
import { spawn } from 'node:child_process';

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 0 || value > 64) {
    console.error(`test:under-load: ${name} needs an integer 0…64, got ${JSON.stringify(process.argv[i + 1])}`);
    process.exit(2);
  }
  return value;
}

const busy = option('--busy', 8);
const runs = option('--runs', 1);
const SPIN = 'const end = Date.now() + 3_600_000; let x = 0; while (Date.now() < end) x = (x * 31 + 7) % 1_000_003;';
const spinners = Array.from({ length: busy }, () => spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }));
const stopSpinners = () => spinners.forEach((p) => p.kill('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { stopSpinners(); process.exit(130); });
process.on('exit', stopSpinners);

function npmTest() {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['test'], { stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 }));
  });
}

const results = [];
for (let k = 1; k <= runs; k++) {
  console.error(`test:under-load: run ${k}/${runs} beside ${busy} busy processes`);
  results.push(await npmTest());
}
stopSpinners();
for (const [i, r] of results.entries()) console.error(`test:under-load: run ${i + 1}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${r.seconds.toFixed(1)} s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);

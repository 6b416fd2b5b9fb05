// How fast `capkit` starts: the median of 5 runs of `capkit --help`, `capkit list` and, for scale,
// `node -e ""` (the floor no command can go below). Run on an idle machine: `node scripts/measure-start.mjs`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../bin/capkit.js', import.meta.url));
const RUNS = 5;

function median(args) {
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const r = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(RUNS / 2)]);
}

for (const [label, args] of [
  ['node -e ""', ['-e', '']],
  ['capkit --help', [bin, '--help']],
  ['capkit list', [bin, 'list']],
]) {
  console.log(`${label.padEnd(14)} ${String(median(args)).padStart(5)} ms (median of ${RUNS})`);
}

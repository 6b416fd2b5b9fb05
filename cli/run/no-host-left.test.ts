// spec/protocol.md §2: no host process outlives a run. A correct host behind a front that ignores bye,
// the end of its stdin and SIGTERM, and that forks: after `capkit run` every one of its processes is gone.
import { expect, test } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alive } from '../../selftest/fakes/process-alive.js';
import { childTimeLimitMs, runCapkit } from '../../selftest/support/run-capkit.js';

const work = { areas: 1, propertyRuns: 5 };

test('a run leaves no host process behind 15 s after it ended, even of a host that ignores bye and forks', async () => {
  const pidFile = join(mkdtempSync(join(tmpdir(), 'capkit-left-')), 'pids');
  const r = await runCapkit(['run', '--host-cmd', `node selftest/fakes/reference-ignoring-bye.mjs ${pidFile}`, '--areas', 'permits'], { env: { CAPKIT_PROPERTY_RUNS: '5' }, work });
  expect(r.code, r.stderr).toBe(0);
  const pids = readFileSync(pidFile, 'utf8').trim().split('\n').map(Number);
  expect(pids.length).toBeGreaterThanOrEqual(3);
  const until = Date.now() + 15_000;
  while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  const left = pids.filter(alive);
  for (const pid of left) process.kill(pid, 'SIGKILL');
  expect(left).toEqual([]);
}, childTimeLimitMs(work) + 20_000);

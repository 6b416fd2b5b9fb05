// No host process outlives the process that started it: bye, a grace, then a kill of the host's process
// group, whether that process exits, is ended by SIGINT or SIGTERM, or dies by SIGKILL (then the run's
// folder of host groups is swept). Shown with a host that ignores bye, its stdin's end and SIGTERM, and
// forks. Runs the built client (npm run build first).
import { describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kitRoot } from '../spec/paths.js';
import { fakeCommand } from '../selftest/fakes/fake-command.js';
import { alive } from '../selftest/fakes/process-alive.js';
import { HOST_GROUPS_ENV, sweepHostGroups } from './host-group-folder.js';

type End = 'exit' | 'SIGINT' | 'SIGTERM' | 'SIGKILL';

/** Polls until none of `pids` runs, up to `ms`; answers the ones still running (killed then, so none is left). */
async function stillRunningAfter(pids: readonly number[], ms: number): Promise<number[]> {
  const until = Date.now() + ms;
  while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  const left = pids.filter(alive);
  for (const pid of left) process.kill(pid, 'SIGKILL');
  return left;
}

/** A node process that connects the bye-ignoring, forking host, says "ready", then ends as `end` says. */
async function startThenEnd(end: End, env: NodeJS.ProcessEnv = {}): Promise<{ pids: number[]; code: number | null; signal: string | null }> {
  const pidFile = join(mkdtempSync(join(tmpdir(), 'capkit-live-')), 'pids');
  const client = join(kitRoot, 'dist', 'host', 'stdio-client.js');
  const script = `
    const { connectCommand } = await import(${JSON.stringify(client)});
    await connectCommand(${JSON.stringify(fakeCommand('reference-ignoring-bye', pidFile))}, { helloTimeoutMs: 60000 });
    process.stdout.write('ready\\n');
    if (${JSON.stringify(end)} === 'exit') process.exit(0);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      if (text.includes('ready') && end !== 'exit') child.kill(end);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ pids: readFileSync(pidFile, 'utf8').trim().split('\n').map(Number), code, signal }));
  });
}

describe.concurrent('a host that ignores bye and forks is ended with the process that started it', () => {
  for (const end of ['exit', 'SIGINT', 'SIGTERM'] as const) {
    test(`the process ${end === 'exit' ? 'exits' : `is ended by ${end}`}: the host, its child and its fork are gone, and the process ended as it would have`, async () => {
      const { pids, code, signal } = await startThenEnd(end);
      expect(pids).toHaveLength(3);
      if (end === 'exit') expect(code).toBe(0);
      else expect(signal).toBe(end);
      expect(await stillRunningAfter(pids, 15_000)).toEqual([]);
    });
  }

  test('the process dies by SIGKILL (a worker that died): sweeping the run\'s folder of host groups ends them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-groups-'));
    const { pids, signal } = await startThenEnd('SIGKILL', { [HOST_GROUPS_ENV]: dir });
    expect(signal).toBe('SIGKILL');
    expect(pids.some(alive)).toBe(true);
    // One group listed: the host's, which its child and its fork are in.
    expect(sweepHostGroups(dir)).toHaveLength(1);
    expect(await stillRunningAfter(pids, 15_000)).toEqual([]);
  });
});

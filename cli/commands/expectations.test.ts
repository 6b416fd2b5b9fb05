// End to end: a host with known failures, the file written from its run, XFAIL, then XPASS once fixed.
import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capkitBin, readReport } from '../../selftest/support/run-capkit.js';
import { runCapkitHere } from '../../selftest/support/run-capkit-here.js';
import { kitChildEnv } from '../../selftest/support/child-env.js';

const LIAR = 'node selftest/fakes/lies.mjs'; // allows everything: the tests citing PERMIT-005 fail
const scope = ['--areas', 'permits', '--grep', 'PERMIT-005', '--property-runs', '5', '--seed', '3'];

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'capkit-expectations-'));
}


interface Entry {
  id: string;
  status: string;
  reason: string;
}
const entriesOf = (file: string): Entry[] => (JSON.parse(readFileSync(file, 'utf8')) as { entries: Entry[] }).entries;

describe('capkit run --expectations / capkit expectations update', () => {
  test('failures listed from a run become XFAIL; once they pass they are XPASS, which fails the run', async () => {
    const dir = tempDir();
    const file = join(dir, 'capkit-expectations.json');

    const first = await runCapkitHere(['run', '--host-cmd', LIAR, ...scope, '--report', `json:${join(dir, 'r1.json')}`]);
    expect(first.code).toBe(1);
    const failing = readReport(join(dir, 'r1.json')).requirements.filter((r) => r.status === 'FAIL').map((r) => r.id);
    // Each failure is charged to the rule that decided it; the workflow below follows the first one.
    expect(failing.length).toBeGreaterThan(0);
    const target = failing[0]!;
    // Versioning: the report says which contract it tested and which protocol it spoke.
    const header = JSON.parse(readFileSync(join(dir, 'r1.json'), 'utf8')) as { contract: { version: string }; protocol: number };
    expect(header.contract.version).toBe('2026.11');
    expect(header.protocol).toBe(1);

    const update = await runCapkitHere(['expectations', 'update', '--from', join(dir, 'r1.json'), '--file', file]);
    expect(update.code).toBe(0);
    expect(update.stdout).toContain(`+ ${target}`);
    expect(entriesOf(file)).toEqual(failing.map((id) => ({ id, status: 'fail', reason: 'TODO: explain' })));

    const second = await runCapkitHere(['run', '--host-cmd', LIAR, ...scope, '--expectations', file, '--report', `json:${join(dir, 'r2.json')}`]);
    // Listed, the failure no longer fails the run; a --grep run is a subset, so it ends without a verdict (5).
    expect(second.code).toBe(5);
    expect(second.stdout).toMatch(new RegExp(`XFAIL\\s+${target}`));
    const xfail = readReport(join(dir, 'r2.json')).requirements.find((r) => r.id === target) as unknown as { status: string; observed: string; expectations: Entry[] };
    expect(xfail.status).toBe('XFAIL');
    expect(xfail.observed).toBe('FAIL');
    expect(xfail.expectations[0]!.id).toBe(target);

    // The reference host passes it: the entry is stale.
    // A whole run of the area (a --grep subset would only say PARTIAL, no verdict).
    const fixed = await runCapkitHere(['run', '--areas', 'permits', '--property-runs', '5', '--seed', '3', '--expectations', file, '--report', `json:${join(dir, 'r3.json')}`]);
    expect(fixed.code).toBe(1);
    expect(fixed.stdout).toMatch(new RegExp(`XPASS\\s+${target}`));
    expect(fixed.stdout).toContain(`delete the entry "${target}" from ${file}`);
    expect(fixed.stdout).toMatch(/stale expectation/);

    const cleanup = await runCapkitHere(['expectations', 'update', '--from', join(dir, 'r3.json'), '--file', file]);
    expect(cleanup.code).toBe(0);
    expect(cleanup.stdout).toContain(`- ${target} passes now`);
    expect(entriesOf(file).map((e) => e.id)).not.toContain(target);
  });

  test('a bad expectations file: exit 2, naming the file and the JSON path, before any host starts', async () => {
    const file = join(tempDir(), 'exp.json');
    writeFileSync(file, JSON.stringify({ entries: [{ id: 'PERMIT-005', status: 'fail', reason: '' }] }));
    const r = await runCapkitHere(['run', '--host-cmd', 'node selftest/fakes/crash-on-start.mjs', '--expectations', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${file}: /entries/0/reason`);
    expect(r.stderr).not.toContain('did not start');
  });

  test('./capkit-expectations.json is read by default (and --no-expectations ignores it)', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'capkit-expectations.json'), '{"entries": [{"id": "PERMIT-005", "status": "maybe", "reason": "r"}]}');
    const run = (...extra: string[]) =>
      spawnSync(process.execPath, [capkitBin, 'run', '--host-cmd', 'node -e "process.exit(3)"', ...extra], { cwd: dir, encoding: 'utf8', env: kitChildEnv() });
    const withDefault = run();
    expect(withDefault.status).toBe(2);
    expect(withDefault.stderr).toContain('capkit-expectations.json: /entries/0/status: must be one of');
    const without = run('--no-expectations');
    expect(without.status).toBe(4); // the host exits at once: "did not start" (exit 4), the file is not read
    expect(without.stderr).toContain('did not start');
  });

  test('update refuses a file that is not a report', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'x.json'), '{"hello": 1}');
    const r = await runCapkitHere(['expectations', 'update', '--from', join(dir, 'x.json'), '--file', join(dir, 'e.json')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${join(dir, 'x.json')}: /requirements: missing`);
    const missing = await runCapkitHere(['expectations', 'update', '--from', join(dir, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file');
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCapkitHere } from '../../selftest/support/run-capkit-here.js';

// Runs the built CLI (npm run build first) against the reference host.
const SCENARIO = 'fixtures/scenarios/approval-always.json';
const temp = (name: string, text: string): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'capkit-simulate-')), name);
  writeFileSync(path, text);
  return path;
};

describe('capkit simulate', () => {
  test('--json prints the same JSON Lines transcript twice, one event per step with its logical clock', async () => {
    const a = await runCapkitHere(['simulate', SCENARIO, '--json']);
    const b = await runCapkitHere(['simulate', SCENARIO, '--json']);
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    const events = a.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { t: number; event: string });
    expect(events.map((e) => e.t)).toEqual(events.map((_, i) => i));
    // approval-always: load, then turn 1 (4 calls), turn 2 (1 call), turn 3 (1 call), each with start, prompt, journal, end
    expect(events.map((e) => e.event)).toEqual([
      'load',
      ...['startTurn', 'call', 'call', 'call', 'call', 'prompt', 'journal', 'endTurn'],
      ...['startTurn', 'call', 'prompt', 'journal', 'endTurn'],
      ...['startTurn', 'call', 'prompt', 'journal', 'endTurn'],
    ]);
  });

  test('--diff against a modified golden shows the first divergence and exits 1', async () => {
    const golden = (await runCapkitHere(['simulate', SCENARIO, '--json'])).stdout.split('\n');
    golden[2] = golden[2]!.replace('"asked":true', '"asked":false');
    const path = temp('golden.jsonl', golden.join('\n'));
    const r = await runCapkitHere(['simulate', SCENARIO, '--diff', path]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('first divergence at line 3');
    expect(r.stdout).toContain(`expected: ${golden[2]}`);
    expect(r.stdout).toMatch(/actual: {3}\{"t":2,"event":"call".*"asked":true/);
  });

  test('--diff against the unchanged golden exits 0', async () => {
    const path = temp('golden.jsonl', (await runCapkitHere(['simulate', SCENARIO, '--json'])).stdout);
    const r = await runCapkitHere(['simulate', SCENARIO, '--diff', path]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('transcript equals');
  });

  test('the readable output shows each turn, its calls with outcome/stage/asked, the journal and the prompt', async () => {
    const r = await runCapkitHere(['simulate', SCENARIO]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('turn 2: session s1, scheduled, unattended');
    expect(r.stdout).toMatch(/call\s+deploy \{\}\s+denied\s+stage approval\s+asked/);
    expect(r.stdout).toMatch(/journal tool_call\(deploy\) tool_result\(deploy\)/);
    expect(r.stdout).toContain('every expectation of approval-always holds');
  });

  test('a malformed scenario names the JSON path and what was expected, exit 2, no stack trace', async () => {
    const scenario = JSON.parse(readFileSync(SCENARIO, 'utf8')) as { turns: { profile: string }[] };
    scenario.turns[1]!.profile = 'nightly';
    const path = temp('bad.json', JSON.stringify(scenario));
    const r = await runCapkitHere(['simulate', path]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`/turns/1/profile: must be one of ["interactive","scheduled"]`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  test('a scenario that is not JSON names line and column, exit 2', async () => {
    const r = await runCapkitHere(['simulate', temp('broken.json', '{\n "name": ,\n}')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/broken\.json:2:10: invalid JSON/);
  });
});

// The GitHub Action's script, run as the Action runs it but outside GitHub: a fake step summary and
// output file, the kit's own capkit, the Python example host. One short run (area permits).
import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kitRoot } from '../spec/paths.js';
import { kitChildEnv } from '../selftest/support/child-env.js';

const script = join(kitRoot, 'scripts', 'action-run.sh');

/**
 * The permits suite against the Python example takes about 3 s on an idle machine; with the timeout
 * multiplier of 4 a loaded, shared machine can stretch it many times over. 10 minutes leaves room
 * for a machine 100 times slower than idle, and still ends a hung run.
 */
const RUN_LIMIT_MS = 600_000;

function runScript(env: Record<string, string>, cwd: string) {
  return spawnSync('bash', [script], { cwd, env: kitChildEnv(env, (k) => k.startsWith('GITHUB_')), encoding: 'utf8', timeout: RUN_LIMIT_MS });
}

describe('scripts/action-run.sh', () => {
  test(
    'runs capkit with the three reports, appends the Markdown to the step summary, sets the outputs, exits 0 on a pass',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'capkit-action-'));
      const summary = join(dir, 'step-summary.md');
      const outputs = join(dir, 'github-output');
      writeFileSync(summary, 'an earlier step wrote this\n');
      const r = runScript(
        {
          CAPKIT_BIN: join(kitRoot, 'bin', 'capkit.js'),
          CAPKIT_HOST_COMMAND: `python3 ${join(kitRoot, 'examples', 'python-host', 'host.py')}`,
          CAPKIT_AREAS: 'permits',
          CAPKIT_SEED: '1',
          CAPKIT_TIMEOUT_MULTIPLIER: '4',
          CAPKIT_REPORT_DIR: 'out',
          GITHUB_STEP_SUMMARY: summary,
          GITHUB_OUTPUT: outputs,
        },
        dir,
      );
      expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
      const json = JSON.parse(readFileSync(join(dir, 'out', 'capkit.json'), 'utf8')) as { run: { areas: string[]; seed: number }; summary: { ok: boolean } };
      expect(json.run.areas).toEqual(['permits']);
      expect(json.run.seed).toBe(1);
      expect(json.summary.ok).toBe(true);
      expect(readFileSync(join(dir, 'out', 'capkit.html'), 'utf8')).toMatch(/^<!doctype html>/i);
      const md = readFileSync(join(dir, 'out', 'capkit.md'), 'utf8');
      expect(md.length).toBeGreaterThan(0);
      expect(readFileSync(summary, 'utf8')).toBe(`an earlier step wrote this\n${md}\n`);
      expect(readFileSync(outputs, 'utf8').split('\n')).toEqual(
        expect.arrayContaining(['exit-code=0', 'report-json=out/capkit.json', 'report-html=out/capkit.html', 'artifact-name=capkit-report']),
      );
    },
    RUN_LIMIT_MS,
  );

  test("capkit's exit code is the script's, each input becomes its flag, and a missing report is said in the summary", () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-action-'));
    // A stand-in for capkit that records its arguments and fails the way capkit does when a host never starts.
    const fake = join(dir, 'fake-capkit');
    writeFileSync(fake, '#!/bin/sh\nprintf "%s\\n" "$@" > "$(dirname "$0")/args"\nexit 4\n');
    chmodSync(fake, 0o755);
    const summary = join(dir, 'summary.md');
    const r = runScript(
      {
        CAPKIT_BIN: fake,
        CAPKIT_HOST_COMMAND: './my host --flag "quoted"',
        CAPKIT_AREAS: 'permits,access',
        CAPKIT_EXPECTATIONS: 'known.json',
        CAPKIT_SHARD: '2/4',
        CAPKIT_SEED: '7',
        GITHUB_STEP_SUMMARY: summary,
      },
      dir,
    );
    expect(r.status).toBe(4);
    expect(readFileSync(join(dir, 'args'), 'utf8').trim().split('\n')).toEqual([
      'run',
      '--host-cmd',
      './my host --flag "quoted"',
      '--report',
      'json:capkit-reports/capkit-shard-2-4.json',
      '--report',
      'md:capkit-reports/capkit-shard-2-4.md',
      '--report',
      'html:capkit-reports/capkit-shard-2-4.html',
      '--areas',
      'permits,access',
      '--expectations',
      'known.json',
      '--shard',
      '2/4',
      '--seed',
      '7',
    ]);
    expect(readFileSync(summary, 'utf8')).toMatch(/^capkit run wrote no Markdown report \(exit code 4\)/);
  });

  test('without a host command it refuses at once, exit 2, and runs nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-action-'));
    const r = runScript({ CAPKIT_BIN: '/bin/false' }, dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('host-command is empty');
    expect(existsSync(join(dir, 'capkit-reports'))).toBe(false);
  });
});

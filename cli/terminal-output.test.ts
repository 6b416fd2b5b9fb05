// Output to a terminal never passes a host's or a file's control characters through: a host cannot
// clear the screen, recolour it or print a line of its own (a fake "✔") through its name or its stderr.
import { describe, expect, test } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCapkit } from '../selftest/support/run-capkit.js';

const host = (...args: string[]): string => ['node', 'selftest/fakes/control-chars.mjs', ...args].join(' ');
// NO_COLOR is set for the child, so the kit itself writes no escape codes either.
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const FAKE_LINE = /^\s*✔ every applicable MUST requirement passes/m;

describe('outside text on the terminal', () => {
  test('fuzz: the host name in the verdict', async () => {
    const r = await runCapkit(['fuzz', 'permits', '--host-cmd', host(), '--runs', '1', '--seed', '1', '--out', mkdtempSync(join(tmpdir(), 'capkit-cc-'))]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('evil\\x1b[2J\\x1b[32m\\n✔ every applicable');
    expect(r.stdout).not.toMatch(RAW_CONTROL);
    expect(r.stdout).not.toMatch(FAKE_LINE);
  });
  test('a host that did not start: its stderr tail', async () => {
    const r = await runCapkit(['fuzz', 'permits', '--host-cmd', host('die')]);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('warning\\x1b[2J');
    expect(r.stderr).not.toMatch(RAW_CONTROL);
    expect(r.stderr).not.toMatch(FAKE_LINE);
  });
  test('run: the start error of a host that died', async () => {
    const r = await runCapkit(['run', '--host-cmd', host('die'), '--areas', 'permits']);
    expect(r.code).toBe(4);
    expect(r.stderr).not.toMatch(RAW_CONTROL);
    expect(r.stderr).not.toMatch(FAKE_LINE);
  });
  test('lint: a permit string', async () => {
    const r = await runCapkit(['lint', 'group(1)\u001b[2J', 'group(1\u009b31m)']);
    expect(r.stdout).toContain('✔ valid  group(1\\x9b31m)');
    expect(r.stdout).not.toMatch(RAW_CONTROL);
  });
});

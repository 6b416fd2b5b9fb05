// Commands that print strings read from a report (`trace --from`, `expectations update --from`,
// `report merge`, `report render --compare`) show them through the one neutraliser: a report whose test
// names, titles and texts carry ESC/CSI/OSC 8 sequences, bidi controls and look-alike spaces never
// drives or reorders the terminal.
import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleReport } from '../../selftest/samples/sample-report.js';
import type { RunReport } from '../run/report.js';
import { runCapkit } from '../../selftest/support/run-capkit.js';

const EVIL = '\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007\u001b[2J\u009b31m\u202eesrever\u2066\u00a0\u200b';
/** Anything a terminal obeys or that reorders or hides text. */
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00a0\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

function hostile(shard?: string): RunReport {
  const report = structuredClone(sampleReport());
  report.host.implementation.name = `host${EVIL}`;
  if (shard) report.run.shard = shard;
  report.requirements = report.requirements.map((r) => ({
    ...r,
    title: `${r.title}${EVIL}`,
    ...(r.reason ? { reason: `${r.reason}${EVIL}` } : {}),
    tests: r.tests.map((t) => ({ ...t, name: `${t.name}${EVIL}`, ...(t.message ? { message: `${t.message}${EVIL}` } : {}) })),
  }));
  return report;
}

describe('strings read from a report reach the terminal neutralised', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capkit-hostile-'));
  const file = (name: string, report: RunReport): string => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(report));
    return path;
  };
  const whole = file('whole.json', hostile());

  test.each([
    ['trace --from', () => ['trace', '--from', whole]],
    ['trace --from --json', () => ['trace', '--from', whole, '--json']],
    ['expectations update --from', () => ['expectations', 'update', '--from', whole, '--file', join(dir, 'exp.json')]],
    ['report merge', () => ['report', 'merge', file('s1.json', hostile('1/2')), file('s2.json', hostile('2/2')), '--out', join(dir, 'merged.json')]],
    ['report render --compare', () => ['report', 'render', whole, '--compare', whole, '--md', join(dir, 'r.md')]],
  ])('%s', async (_name, args) => {
    const r = await runCapkit(args());
    const out = r.stdout + r.stderr;
    expect(out.length, out).toBeGreaterThan(0);
    expect(out.replace(/\x1b\[[0-9;]*m/g, ''), out).not.toMatch(RAW);
  });
});

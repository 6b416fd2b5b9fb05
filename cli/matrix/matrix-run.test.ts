// The matrix run end to end, through the built `capkit`: the reference, the Python example host and two
// broken hosts, one area (access: both broken hosts break one of its rules), with one seed. The console,
// Markdown and HTML views show requirement × host and the steps the hosts answered differently; the
// JSON record meets its schema and `capkit report render` gives the same views from it.
import { beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schemaRegistry } from '../../host/schema-registry.js';
import { kitRoot, referenceHostCompiled } from '../../spec/paths.js';
import { runCapkit, testTimeLimitOfArgs, type CapkitResult } from '../../selftest/support/run-capkit.js';
import type { MatrixReport } from './matrix-report.js';
import { redCells } from '../report/matrix-view.js';

const mutant = (name: string): string => join(kitRoot, 'dist', 'selftest', 'broken-hosts', `${name}.js`);
const PYTHON = 'python3 examples/python-host/host.py';

describe('capkit run with four hosts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capkit-matrix-run-'));
  const out = { json: join(dir, 'm.json'), md: join(dir, 'm.md'), html: join(dir, 'm.html') };
  let run: CapkitResult;
  let record: MatrixReport;

  const args = [
    'run', '--host', referenceHostCompiled, '--host-cmd', PYTHON, '--host', mutant('or-as-and'), '--host', mutant('hidden-listed'),
    '--areas', 'access', '--seed', '11', '--property-runs', '3', '--timeout-multiplier', '4', '--jobs', '2',
    '--report', `json:${out.json}`, '--report', `md:${out.md}`, '--report', `html:${out.html}`,
  ];

  beforeAll(async () => {
    run = await runCapkit(args);
    record = JSON.parse(readFileSync(out.json, 'utf8')) as MatrixReport;
  }, testTimeLimitOfArgs(args));

  test('exit 1: not every host passes; the record meets spec/schemas/matrix-report.schema.json', () => {
    expect(run.code, run.stderr).toBe(1);
    const validate = schemaRegistry().get('matrix-report');
    expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
    const why = JSON.stringify(redCells(record));
    expect(record.hosts.map((h) => [h.label, h.verdict]), why).toEqual([['reference', 'pass'], ['capkit-python-example 0.1.0', 'pass'], ['or-as-and', 'fail'], ['hidden-listed', 'fail']]);
    expect(record.hosts.every((h) => h.report?.run.seed === 11)).toBe(true);
  });

  test('console: requirement × host, each broken host red on its own rule only', () => {
    // A broken host's other rules are left open (NOT_RUN) where a test of them stopped at its one failure.
    expect(run.stdout, JSON.stringify(redCells(record))).toMatch(/ACCESS-005 +MUST +PASS +PASS +FAIL +(PASS|NOT_RUN)/);
    expect(run.stdout).toMatch(/ACCESS-007 +MUST +PASS +PASS +(PASS|NOT_RUN) +FAIL/);
    const red = record.requirements.filter((r) => r.cells.some((c) => c.status !== 'PASS' && c.status !== 'NOT_RUN' && c.status !== 'NOT_APPLICABLE')).map((r) => r.id);
    expect(red.sort()).toEqual(['ACCESS-005', 'ACCESS-007']);
  });

  test('the steps the hosts answered differently, with each host’s answer, in every view', () => {
    const hidden = record.comparison.disagreements.find((d) => d.case === 'access/hidden-is-never-listed' && d.step !== undefined);
    expect(hidden, JSON.stringify(record.comparison.disagreements.map((d) => d.case))).toBeDefined();
    const byHost = Object.fromEntries(hidden!.answers.map((a) => [a.host, [a.answer, a.asExpected]]));
    expect(byHost['hidden-listed']).toEqual([{ listed: true, callable: true }, false]);
    expect(byHost['capkit-python-example 0.1.0']![1]).toBe(true);
    expect(byHost.reference![1]).toBe(true);
    const perm = record.comparison.disagreements.find((d) => d.case === 'access/permissions-as-permit-list');
    expect(perm?.answers.filter((a) => !a.asExpected).map((a) => a.host)).toEqual(['or-as-and']);
    // The conforming hosts never disagree with each other.
    for (const d of record.comparison.disagreements) {
      expect(d.answers.filter((a) => a.host === 'reference' || a.host === 'capkit-python-example 0.1.0').every((a) => a.asExpected), d.case).toBe(true);
    }
    expect(run.stdout).toContain(`access/hidden-is-never-listed [${hidden!.requirements.join(',')}] step ${hidden!.step}`);
    expect(run.stdout).toContain('✗ hidden-listed: {"listed":true,"callable":true} (at .listed: expected false, answered true)');
    const md = readFileSync(out.md, 'utf8');
    expect(md).toContain('| ACCESS-007 ');
    expect(md).toContain('  - ✗ **hidden-listed** `{"listed":true,"callable":true}` (at .listed: expected false, answered true)');
    const html = readFileSync(out.html, 'utf8');
    expect(html).toContain(`data-case="access/hidden-is-never-listed" data-step="${hidden!.step}"`);
    expect(html).toContain('<li data-host="hidden-listed" data-as-expected="false">');
  });

  test('capkit report render writes the same views from the record', async () => {
    const again = { md: join(dir, 'again.md'), html: join(dir, 'again.html') };
    const rendered = await runCapkit(['report', 'render', out.json, '--md', again.md, '--html', again.html]);
    expect(rendered.code, rendered.stderr).toBe(0);
    expect(readFileSync(again.md, 'utf8')).toBe(readFileSync(out.md, 'utf8'));
    expect(readFileSync(again.html, 'utf8')).toBe(readFileSync(out.html, 'utf8'));
  });
});

describe('matrix options', () => {
  test('--jobs must be a positive integer; --shard and --compare are for one host', async () => {
    const jobs = await runCapkit(['run', '--host', referenceHostCompiled, '--host', referenceHostCompiled, '--jobs', '0']);
    expect([jobs.code, jobs.stderr]).toEqual([2, expect.stringContaining('--jobs')]);
    const shard = await runCapkit(['run', '--host', referenceHostCompiled, '--host-cmd', PYTHON, '--shard', '1/2', '--seed', '1']);
    expect([shard.code, shard.stderr]).toEqual([2, expect.stringContaining('--shard is for one host')]);
  });
});

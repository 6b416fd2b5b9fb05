// Reports end to end: a failing host's run writes JSON, Markdown and HTML from one record; each failure
// carries a replay command that really replays it; --compare marks new failures and fixes.
import { beforeAll, describe, expect, test } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { tempReportPath, testTimeLimitOfArgs } from '../../selftest/support/run-capkit.js';
import { runCapkitHere } from '../../selftest/support/run-capkit-here.js';
import type { RunReport } from '../run/report.js';
import { escapeHtml } from './html-escape.js';
import { shellWords as words } from '../../selftest/support/run-in-process.js';

const read = (file: string): RunReport => JSON.parse(readFileSync(file, 'utf8')) as RunReport;

// In-process (--no-isolate): what is reported does not depend on how the host is reached.
describe('reports of a failing host (or-as-and: commas read as AND)', () => {
  const json = tempReportPath();
  const md = json.replace(/\.json$/, '.md');
  const html = json.replace(/\.json$/, '.html');
  let report: RunReport;

  const args = ['run', '--host', 'selftest/broken-hosts/or-as-and.ts', '--no-isolate', '--areas', 'permits', '--seed', '3', '--property-runs', '5', '--quiet',
    '--report', `json:${json}`, '--report', `md:${md}`, '--report', `html:${html}`];

  beforeAll(async () => {
    const r = await runCapkitHere(args);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    report = read(json);
  }, testTimeLimitOfArgs(args));

  test('the JSON header says which kit, contract, fixtures, host, Node and seed', () => {
    expect(report.kit.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(report.contract.version).toMatch(/^\d{4}\.\d+/);
    expect(report.run.fixtureSetHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(report.run.node).toBe(process.version);
    expect(report.run.seed).toBe(3);
    expect(report.host.implementation.name).toBeTruthy();
  });

  test('PERMIT-005 fails with a replay command; passing requirements have none', () => {
    const or = report.requirements.find((q) => q.id === 'PERMIT-005')!;
    expect(or.status).toBe('FAIL');
    // The replay reruns the requirement's first failing test, with the run's host, seed and settings.
    // A fixture case needs no seed or run count; a property does.
    expect(or.replay).toMatch(/^npx capkit run --host \S*or-as-and\.ts --no-isolate (?:--seed 3 --property-runs 5 )?--areas permits --grep \S+$/);
    expect(or.replay!.length).toBeLessThanOrEqual(120);
    expect(report.requirements.filter((q) => q.status === 'PASS' && q.replay !== undefined)).toEqual([]);
  });

  test('Markdown and HTML are written from the same record', () => {
    const text = readFileSync(md, 'utf8');
    expect(text).toMatch(/^## capkit conformance: ❌ the run fails/);
    expect(text).toMatch(/^#### \d+\. ❌ \*\*PERMIT-005\*\* \(MUST(, \w+)?\) FAIL/m);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('id="req-PERMIT-005"');
    expect(page).toContain('data-status="FAIL"');
    expect(page).toContain('<section id="summary"');
    expect(page).toMatch(/<article class="group" id="failure-\d+">/);
    // Each failure's step is in the Markdown as the JSON report has it; the rule is stated with its place.
    for (const t of report.requirements.find((q) => q.id === 'PERMIT-005')!.tests.filter((x) => x.status === 'FAIL' && (x.chargedTo ?? 'PERMIT-005') === 'PERMIT-005')) {
      const step = /(?:step|check) \d+ [^\n]*?(?=: expected )/.exec(t.message!)?.[0];
      if (step !== undefined) expect(text).toContain(step);
    }
    expect(text).toContain('`spec/permits.md#PERMIT-005`');
    expect(page).toContain('spec/permits.md#PERMIT-005');
    expect(page).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
    for (const q of report.requirements.filter((r) => r.replay)) {
      expect(text).toContain(q.replay);
      expect(page).toContain(escapeHtml(q.replay!));
    }
  });

  test('the replay command reproduces the failure; --compare marks it against an older report', async () => {
    const old = structuredClone(report);
    old.requirements = old.requirements.map((q) => (q.id === 'PERMIT-005' ? { ...q, status: 'PASS' } : q));
    const oldFile = tempReportPath();
    writeFileSync(oldFile, JSON.stringify(old));
    const again = tempReportPath();
    const [npx, capkit, ...args] = words(report.requirements.find((q) => q.id === 'PERMIT-005')!.replay!);
    expect([npx, capkit]).toEqual(['npx', 'capkit']);
    const r = await runCapkitHere([...args, '--report', `json:${again}`, '--compare', oldFile]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const replayed = read(again);
    expect(replayed.requirements.find((q) => q.id === 'PERMIT-005')).toMatchObject({ status: 'FAIL', change: 'NEW_FAILURE' });
    expect(replayed.comparison).toMatchObject({ against: oldFile, newFailures: ['PERMIT-005'] });
    expect(r.stdout).toContain(`compared with ${oldFile}: new failures PERMIT-005`);
  }, 120_000);

  test('report render --compare: FIXED and NEW FAILURE in Markdown and HTML', async () => {
    const old = structuredClone(report);
    old.requirements = old.requirements.map((q) => (q.id === 'PERMIT-005' ? { ...q, status: 'PASS' } : q.id === 'PERMIT-001' ? { ...q, status: 'FAIL' } : q));
    const oldFile = tempReportPath();
    writeFileSync(oldFile, JSON.stringify(old));
    const out = tempReportPath();
    const r = await runCapkitHere(['report', 'render', json, '--compare', oldFile, '--md', `${out}.md`, '--html', `${out}.html`]);
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(`${out}.md`, 'utf8');
    expect(text).toContain('- NEW FAILURE: PERMIT-005');
    expect(text).toContain(report.requirements.find((q) => q.id === 'PERMIT-001')!.status === 'PASS' ? '- FIXED: PERMIT-001' : '- FIXED: none');
    expect(readFileSync(`${out}.html`, 'utf8')).toContain('<span class="change NEW_FAILURE">NEW FAILURE</span>');
  });
});

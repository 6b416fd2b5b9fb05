// The README badge: green only when every MUST in reach passed, red with the failing count, grey
// without a verdict; the SVG is self-contained and every text in it escaped.
import { describe, expect, test } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aggregate, type RequirementInfo } from '../run/aggregate.js';
import type { RunReport } from '../run/report.js';
import type { TestRecord } from '../run/test-record.js';
import { badgeCommand, badgeOf, badgeOfFile, escapeXml, renderBadge } from './badge.js';
import { sampleReport } from '../../selftest/samples/sample-report.js';

const REQS: RequirementInfo[] = [
  { id: 'PERMIT-001', level: 'MUST', area: 'permits', title: 'a' },
  { id: 'PERMIT-002', level: 'MUST', area: 'permits', title: 'b' },
  { id: 'PERMIT-003', level: 'SHOULD', area: 'permits', title: 'c' },
  { id: 'ACCESS-001', level: 'MUST', area: 'access', title: 'd' },
];

const rec = (id: string, status: TestRecord['status']): TestRecord => ({
  file: 'suites/permits/fixtures.test.ts',
  name: `[${id}] test of ${id}`,
  requirementIds: [id],
  status,
  durationMs: 1,
});

/** A report built through the real aggregation, so its summary is what `capkit run` would write. */
function reportOf(records: TestRecord[], applicable: string[], notApplicable: string[], run: Partial<RunReport['run']> = {}): RunReport {
  const { results, summary } = aggregate({
    requirements: REQS,
    records,
    applicableAreas: applicable,
    notApplicableAreas: notApplicable,
    filtered: run.grep !== undefined,
    requireAreas: false,
  });
  const base = sampleReport();
  return { ...base, run: { ...base.run, areas: applicable, notApplicable, ...run }, requirements: results, summary };
}

describe('badgeOf', () => {
  test('every MUST in reach passed: green, passed/total of the MUSTs (not applicable areas left out)', () => {
    const report = reportOf([rec('PERMIT-001', 'PASS'), rec('PERMIT-002', 'PASS'), rec('PERMIT-003', 'FAIL')], ['permits'], ['access']);
    expect(badgeOf(report)).toEqual({ label: 'capkit permits', message: '2/2 MUST', color: 'green' });
  });

  test('the label names every area judged, so hosts of two areas and of one never look alike', () => {
    const records = [rec('PERMIT-001', 'PASS'), rec('PERMIT-002', 'PASS'), rec('ACCESS-001', 'PASS')];
    expect(badgeOf(reportOf(records, ['permits', 'access'], []))).toEqual({ label: 'capkit permits·access', message: '3/3 MUST', color: 'green' });
  });

  test('--require-areas with an area the host does not declare: red, naming the missing area, never green', () => {
    const report = reportOf([rec('PERMIT-001', 'PASS'), rec('PERMIT-002', 'PASS')], ['permits'], ['access'], { requireAreas: true });
    const green = { ...report, summary: { ...report.summary, verdict: 'pass', ok: true } } as RunReport;
    expect(badgeOf(green)).toEqual({ label: 'capkit permits', message: 'access missing', color: 'red' });
  });

  test('a failing MUST: red, with the number of failing MUSTs', () => {
    expect(badgeOf(sampleReport())).toMatchObject({ message: '2 MUST failing', color: 'red' });
  });

  test('nothing tested (the host declares no area): grey, no verdict', () => {
    const report = reportOf([], [], ['permits', 'access']);
    expect(badgeOf(report)).toEqual({ label: 'capkit', message: 'no verdict', color: 'grey' });
  });

  test('a --grep subset that passed is no verdict, never green', () => {
    const report = reportOf([rec('PERMIT-001', 'PASS')], ['permits'], [], { grep: 'PERMIT-001' });
    expect(badgeOf(report).color).toBe('grey');
  });

  test('a verdict the report records is the one shown', () => {
    const report = reportOf([rec('PERMIT-001', 'PASS'), rec('PERMIT-002', 'PASS')], ['permits'], []);
    const none = { ...report, summary: { ...report.summary, verdict: 'none' } } as RunReport;
    expect(badgeOf(none).message).toBe('no verdict');
  });

  test('a MUST that no test of the run exercised is left out of the count when the report passes', () => {
    const report = reportOf([rec('PERMIT-001', 'PASS'), rec('PERMIT-002', 'PASS')], ['permits'], []);
    const notRun = {
      ...report,
      requirements: [...report.requirements, { id: 'PROTOCOL-001', level: 'MUST' as const, area: 'protocol', title: 'p', status: 'NOT_RUN' as const, tests: [] }],
      summary: { ...report.summary, verdict: 'pass' },
    } as RunReport;
    expect(badgeOf(notRun)).toEqual({ label: 'capkit permits', message: '2/2 MUST', color: 'green' });
  });

  test('known failures let the run pass but not every MUST passed: yellow, never green', () => {
    const report = reportOf([rec('PERMIT-001', 'PASS'), rec('PERMIT-002', 'PASS')], ['permits'], []);
    const xfail = { ...report, requirements: report.requirements.map((r) => (r.id === 'PERMIT-002' ? { ...r, status: 'XFAIL' as const } : r)) };
    expect(badgeOf(xfail)).toEqual({ label: 'capkit permits', message: '1/2 MUST', color: 'yellow' });
  });
});

/** Tags open and close in order; no raw `<` or `&` outside markup and entities. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  const rest = svg.replace(/<([/]?)([a-zA-Z]+)([^<>]*?)(\/?)>/g, (_m, close: string, name: string, _attrs: string, self: string) => {
    if (close) {
      if (stack.pop() !== name) stack.push('!mismatch');
    } else if (!self) stack.push(name);
    return '';
  });
  return stack.length === 0 && !/[<>]/.test(rest) && !/&(?!(amp|lt|gt|quot|apos);)/.test(rest);
}

describe('renderBadge', () => {
  test('a self-contained SVG: no external reference, the title says both parts', () => {
    const svg = renderBadge({ label: 'capkit', message: '113/113 MUST', color: 'green' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>capkit: 113/113 MUST</title>');
    expect(svg).toContain('fill="#4c1"');
    expect(svg).not.toMatch(/href|<script|<image|@import/);
    expect(wellFormed(svg)).toBe(true);
  });

  test('text is escaped, and characters XML forbids are replaced', () => {
    const svg = renderBadge({ label: 'a<b>&"\'', message: 'x\u0001</text><script>y', color: 'red' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('a&lt;b&gt;&amp;&quot;&apos;');
    expect(svg).not.toContain('\u0001');
    expect(wellFormed(svg)).toBe(true);
    expect(escapeXml('\u0000\t')).toBe('\ufffd\t');
  });

  test('a longer message makes a wider badge', () => {
    const width = (svg: string): number => Number(/width="(\d+)"/.exec(svg)![1]);
    expect(width(renderBadge({ label: 'capkit', message: '12 MUST failing', color: 'red' }))).toBeGreaterThan(
      width(renderBadge({ label: 'capkit', message: '1/1 MUST', color: 'green' })),
    );
  });
});

describe('badge from a file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capkit-badge-'));

  test('capkit report badge writes the SVG of the report', () => {
    const file = join(dir, 'report.json');
    writeFileSync(file, JSON.stringify(sampleReport()));
    const out = join(dir, 'out', 'badge.svg');
    expect(badgeCommand({ report: file, out })).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/<title>capkit [a-z·]+: 2 MUST failing<\/title>/);
  });

  test('the report of a host that did not start: red, host did not start', () => {
    const file = join(dir, 'did-not-start.json');
    writeFileSync(file, JSON.stringify({ kit: { name: 'capkit', version: '0.1.0' }, host: {}, error: 'exited with code 127', requirements: [] }));
    expect(badgeOfFile(file)).toEqual({ label: 'capkit', message: 'host did not start', color: 'red' });
  });

  test('a file that is no report is a one-line error naming it', () => {
    const file = join(dir, 'other.json');
    writeFileSync(file, '{"hello":1}');
    expect(() => badgeOfFile(file)).toThrow(`${file}: not a capkit run report: missing kit.name "capkit"`);
    expect(() => badgeOfFile(join(dir, 'missing.json'))).toThrow(/no such file/);
  });
});

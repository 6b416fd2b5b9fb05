import { describe, expect, test } from 'vitest';
import type { RunReport } from '../run/report.js';
import { renderHtml } from './html.js';
import { escapeHtml } from './html-escape.js';
import { sampleReport } from '../../selftest/samples/sample-report.js';
import { threeBugReport } from '../../selftest/samples/sample-three-bugs.js';

const count = (page: string, pattern: RegExp): number => page.match(pattern)?.length ?? 0;

describe('renderHtml (static checks; the browser test checks behaviour and layout)', () => {
  const page = renderHtml(sampleReport({ protocol: true }));

  test('one self-contained page: no external resource, a CSP that forbids fetching', () => {
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain("default-src 'none'");
    expect(page).not.toMatch(/\b(src|href)="(https?:)?\/\//);
    expect(page).not.toMatch(/<(link|img|iframe)\b/);
  });

  test('host-controlled text is escaped', () => {
    expect(page).not.toContain('<b>|x</b>');
    expect(page).toContain('&lt;b&gt;|x&lt;/b&gt;');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const hostile = sampleReport();
    hostile.host.implementation.name = '<script>alert(1)</script>';
    hostile.requirements = hostile.requirements.map((r) => ({ ...r, tests: r.tests.map((t) => ({ ...t, message: t.message && `${t.message} </pre><img src=x onerror=alert(2)>` })) }));
    const html = renderHtml(hostile);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
  });

  test('rows only for judged areas (contract, then protocol); a not-applicable area is one line with its count', () => {
    expect(count(page, /<tr class="req"/g)).toBe(5);
    expect(page).not.toContain('id="req-ACCESS-001"');
    expect(page).toMatch(/<p id="not-applicable"[^>]*>Not applicable — the host does not declare this area in hello, 1 requirement\(s\), never counted as passed: access/);
    expect(page.indexOf('id="area-permits"')).toBeLessThan(page.indexOf('id="area-protocol"'));
    expect(page).toContain('id="req-PERMIT-018" data-id="PERMIT-018" data-level="MUST" data-area="permits" data-status="CRASH"');
  });

  test('the summary splits MUST into documented and ruling and shows the protocol group after the contract areas', () => {
    const summary = page.slice(page.indexOf('<section id="summary"'), page.indexOf('</section>'));
    expect(summary).toContain('MUST <span class="muted hint">(documented · ruling)</span>');
    // permits: PERMIT-001 PASS, PERMIT-005 FAIL are documented; PERMIT-018 CRASH is a ruling.
    expect(summary).toMatch(/<th scope="row"><a href="#area-permits">permits<\/a><\/th><td class="must">.*<b>1\/3<\/b>.*documented <b>1\/2<\/b>.*ruling <b>0\/1<\/b>/);
    expect(summary.indexOf('<tbody class="contract">')).toBeLessThan(summary.indexOf('<tbody class="protocol">'));
    expect(summary).toMatch(/<tbody class="protocol">.*href="#area-protocol">protocol<\/a>/);
  });

  test('a SHOULD failure is an advisory card, a listed (XFAIL) one an expected card, a MUST failure neither', () => {
    expect(page).toMatch(/<article class="group advisory" id="failure-\d+">\n<header>.*data-id="PERMIT-009"/);
    expect(page).toMatch(/<article class="group" id="failure-\d+">\n<header>.*data-id="PERMIT-005"/);
    const listed = sampleReport();
    listed.requirements = listed.requirements.map((r) => (r.id === 'PERMIT-005' ? { ...r, status: 'XFAIL' as const } : r));
    expect(renderHtml(listed)).toMatch(/<article class="group expected" id="failure-\d+">\n<header>.*data-id="PERMIT-005"/);
  });

  test('an older report without provenance or protocol group renders without them', () => {
    const old = sampleReport({ protocol: true });
    old.requirements = old.requirements.filter((r) => r.area !== 'protocol').map(({ provenance: _p, ...r }: RunReport['requirements'][number] & { provenance?: string }) => r);
    old.summary.byArea = Object.fromEntries(
      Object.entries(old.summary.byArea)
        .filter(([a]) => a !== 'protocol')
        .map(([a, { applicable, MUST, SHOULD, MAY }]) => [a, { applicable, MUST, SHOULD, MAY }]),
    );
    const html = renderHtml(old);
    expect(html).not.toContain('(documented · ruling)');
    expect(html).not.toContain('<tbody class="protocol">');
    expect(count(html, /<tr class="req"/g)).toBe(4);
  });

  test('a filter box per status present among the rows, a status this kit does not know (PARTIAL) included', () => {
    expect(page).toContain('id="status-CRASH"');
    expect(page).not.toContain('id="status-TIMEOUT"');
    expect(page).not.toContain('id="status-NOT_APPLICABLE"');
    const partial = sampleReport();
    partial.requirements = partial.requirements.map((r) => (r.id === 'PERMIT-001' ? { ...r, status: 'PARTIAL' as unknown as 'PASS', reason: 'subset: no verdict' } : r));
    const html = renderHtml(partial);
    expect(html).toContain('id="status-PARTIAL"');
    expect(html).toContain('data-status="PARTIAL"');
  });

  test('three bugs on a permits host: 113-odd requirements become the judged rows, one NA line and one failure group per red requirement', () => {
    const report = threeBugReport();
    const html = renderHtml(report);
    const judged = report.requirements.filter((r) => r.area === 'permits' || r.area === 'protocol');
    const na = report.requirements.length - judged.length;
    expect(count(html, /<tr class="req"/g)).toBe(judged.length);
    expect(html).toContain(`${na} requirement(s), never counted as passed: access`);
    const red = report.requirements.filter((r) => r.status === 'FAIL' || r.status === 'ERROR');
    expect(count(html, /<article class="group[" ]/g)).toBe(red.length);
    // The property failure cited by 16 requirements is shown once, with its counterexample and labels.
    const failures = html.slice(html.indexOf('<section id="failures">'), html.indexOf('<section id="matrix">'));
    expect(count(failures, /<p class="test">.{0,120}permit verdicts agree with the model of the permit rulings/g)).toBe(1);
    expect(html).toMatch(/<dt>counterexample<\/dt><dd><pre class="example">\{&quot;grants&quot;/);
    expect(html).toContain('<dt>expected</dt><dd class="expected"><code>{&quot;allowed&quot;:true}</code></dd>');
    expect(html).toContain('<dt>observed</dt><dd class="observed"><code>{&quot;allowed&quot;:false}</code></dd>');
  });
});

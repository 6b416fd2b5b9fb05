import { describe, expect, test } from 'vitest';
import { renderMarkdown, mdFence, mdInline } from './markdown.js';
import { sampleReport } from './sample-report.js';
import { compareReports } from './compare.js';

describe('renderMarkdown', () => {
  const md = renderMarkdown(sampleReport());

  test('the header names the verdict, host, versions, seed, Node and fixture hash', () => {
    expect(md).toMatch(/^## capkit conformance: ❌ the run fails/);
    expect(md).toContain('host **py-host** 1.2.3 (python)');
    expect(md).toContain('contract 2026.11');
    expect(md).toContain('seed 42');
    expect(md).toContain('Node v20.19.0');
    expect(md).toContain('sha256:abab');
  });

  test('per-area table: permits has 1 of 3 MUST passing, the SHOULD failing; access is not applicable', () => {
    expect(md).toContain('| area | MUST | SHOULD | MAY |');
    expect(md).toMatch(/\| permits \| ❌ 1\/3 pass \| ❌ 0\/1 pass \| – \|/);
    expect(md).toMatch(/\| access \| not applicable \|/);
    expect(md).toMatch(/### Not applicable\n\n- access: the host does not declare it/);
  });

  test('every failure has its reason, failing test and replay command; passes are not listed', () => {
    expect(md).toContain('#### ❌ PERMIT-005 (MUST) FAIL');
    expect(md).toContain('#### ❌ PERMIT-018 (MUST) CRASH');
    expect(md).toContain('#### ❌ PERMIT-009 (SHOULD) FAIL');
    expect(md).not.toContain('PERMIT-001 (MUST)');
    expect(md).toContain('host answered {"allowed":false}');
    expect(md).toContain('npx capkit run --host-cmd "python3 host.py" --areas permits --seed 42 --grep "PERMIT-005"');
  });

  test('test names with Markdown/HTML characters cannot break the page', () => {
    expect(md).not.toContain('<b>');
    expect(md).toContain('\\<b\\>\\|x\\</b\\>');
  });

  test('--compare marks new failures and fixes', () => {
    const old = sampleReport();
    old.requirements = old.requirements.map((r) => (r.id === 'PERMIT-005' ? { ...r, status: 'PASS' } : r.id === 'PERMIT-001' ? { ...r, status: 'FAIL' } : r));
    const out = renderMarkdown(compareReports(sampleReport(), old, 'old.json'));
    expect(out).toContain('### Compared with old.json');
    expect(out).toContain('- NEW FAILURE: PERMIT-005');
    expect(out).toContain('- FIXED: PERMIT-001');
    expect(out).toContain('#### ❌ PERMIT-005 (MUST) FAIL — **NEW FAILURE**');
  });
});

describe('markdown escaping', () => {
  test('inline text loses newlines and table pipes', () => {
    expect(mdInline('a|b\nc')).toBe('a\\|b c');
  });
  test('a fence is longer than any backtick run inside', () => {
    expect(mdFence('x ``` y')).toBe('````\nx ``` y\n````');
    expect(mdFence('plain', 'sh')).toBe('```sh\nplain\n```');
  });
});

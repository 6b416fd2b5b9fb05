import { describe, expect, test } from 'vitest';
import { renderMarkdown, mdCode, mdFence, mdInline } from './markdown.js';
import { visible } from './markdown-escape.js';
import { sampleReport } from '../../selftest/samples/sample-report.js';
import { threeBugReport } from '../../selftest/samples/sample-three-bugs.js';
import { compareReports } from './compare.js';

/** The lines of `md` outside fenced blocks: where Markdown and HTML would be interpreted. */
function outsideFences(md: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of md.split('\n')) {
    const m = /^(`{3,})/.exec(line);
    if (fence === undefined && m) fence = m[1];
    else if (fence !== undefined && line === fence) fence = undefined;
    else if (fence === undefined) out.push(line);
  }
  return out.join('\n');
}

describe('renderMarkdown', () => {
  const md = renderMarkdown(sampleReport({ protocol: true }));

  test('the header names the verdict, host, versions, seed, Node and fixture hash', () => {
    expect(md).toMatch(/^## capkit conformance: ❌ the run fails/);
    expect(md).toContain('host **py-host** 1.2.3 (python)');
    expect(md).toContain('contract 2026.11');
    expect(md).toContain('seed 42');
    expect(md).toContain('Node v20.19.0');
    expect(md).toContain('sha256:abab');
  });

  test('per-area table with the documented/ruling MUST split, the protocol group after the contract areas', () => {
    expect(md).toContain('| area | MUST | documented MUST | ruling MUST | SHOULD | MAY |');
    // permits: PERMIT-001 PASS and PERMIT-005 FAIL are documented; PERMIT-018 CRASH is a ruling.
    expect(md).toContain('| permits | ❌ 1/3 (2 fail) | ❌ 1/2 (1 fail) | ❌ 0/1 (1 fail) | ❌ 0/1 (1 fail) | – |');
    expect(md).toContain('| **protocol group** (protocol) | ✅ 1/1 | – | ✅ 1/1 | – | – |');
    expect(md.indexOf('| permits |')).toBeLessThan(md.indexOf('| **protocol group**'));
  });

  test('not-applicable areas are one line, not table rows', () => {
    expect(md).not.toMatch(/^\| access/m);
    expect(md).toContain('Not applicable — the host does not declare this area in hello, 1 requirement(s), never counted as passed: access (1)');
  });

  test('every failure is a group with labelled expected and observed and its replay command; passes are not listed', () => {
    expect(md).toContain('### Failures: 3 groups · 3 requirements not met · 3 failed tests');
    expect(md).toContain('#### 1. ❌ **PERMIT-005** (MUST, documented) FAIL — commas mean OR inside one permit');
    expect(md).toContain('#### 2. ❌ **PERMIT-018** (MUST, ruling) CRASH — evaluation never throws');
    expect(md).toContain('#### 3. ❌ **PERMIT-009** (SHOULD, ruling) FAIL');
    expect(md).not.toContain('**PERMIT-001**');
    expect(md).toContain('- **step:** `step 0 {"op":"permit"}`\n- **expected:** `{"allowed":true}`\n- **observed:** `{"allowed":false}`');
    const replay = sampleReport({ protocol: true }).requirements.find((r) => r.id === 'PERMIT-005')!.replay!;
    expect(replay).toMatch(/^npx capkit run --host-cmd 'python3 host\.py' .*--grep '/);
    expect(md).toContain(`Replay:\n\n\`\`\`sh\n${replay}\n\`\`\``);
  });

  test('--compare marks new failures and fixes', () => {
    const old = sampleReport();
    old.requirements = old.requirements.map((r) => (r.id === 'PERMIT-005' ? { ...r, status: 'PASS' } : r.id === 'PERMIT-001' ? { ...r, status: 'FAIL' } : r));
    const out = renderMarkdown(compareReports(sampleReport(), old, 'old.json'));
    expect(out).toContain('### Compared with old.json');
    expect(out).toContain('- NEW FAILURE: PERMIT-005');
    expect(out).toContain('- FIXED: PERMIT-001');
    expect(out).toContain('#### 1. ❌ **PERMIT-005** (MUST, documented) FAIL — **NEW FAILURE**');
  });
});

describe('renderMarkdown of a permits host with three bugs', () => {
  const report = threeBugReport();
  const md = renderMarkdown(report);

  test('one group per red requirement; the property failure that 16 requirements cite is written once', () => {
    const red = report.requirements.filter((r) => r.status === 'FAIL' || r.status === 'ERROR');
    expect(md.match(/^#### \d+\. /gm)).toHaveLength(red.length);
    expect(outsideFences(md).match(/permit verdicts agree with the model/g)).toHaveLength(1);
    expect(md).toContain('**and 12 more tests that failed the same way**');
  });

  test('each cause shows its parts once: no repeated whole-text blocks; a text it cannot read is shown whole, once', () => {
    expect(md).not.toContain('whole failure text');
    expect(md).not.toContain('<details>');
    for (const r of report.requirements) {
      for (const t of r.tests.filter((x) => x.status !== 'PASS' && x.chargedTo === r.id)) {
        const occurrences = md.split(t.message!).length - 1;
        expect(occurrences, t.message).toBeLessThanOrEqual(1);
      }
    }
  });

  test('each red requirement states its rule and where it lives in the spec', () => {
    expect(md).toMatch(/^> \*\*PERMIT-005\*\* A well-formed permit with several items MUST hold when any one of its items is satisfied\. — `spec\/permits\.md#PERMIT-005`$/m);
  });

  test('a report from before charging: requirements red by one shared test are listed under one heading', () => {
    const old = sampleReport();
    const shared = { name: 'permits: laws > [PERMIT-001,PERMIT-005] a law', file: 'suites/permits/properties.test.ts', status: 'FAIL' as const, message: 'expected 1, host answered 2' };
    old.requirements = old.requirements.map((r) => (r.id === 'PERMIT-001' || r.id === 'PERMIT-005' ? { ...r, status: 'FAIL' as const, tests: [shared] } : r));
    const out = renderMarkdown(old);
    expect(out).toContain('#### 1. 2 requirements red by the same failure\n\n- ❌ **PERMIT-001** (MUST, documented) FAIL — the whole string must match\n- ❌ **PERMIT-005**');
    expect(out.match(/permits: laws \\> a law/g)).toHaveLength(1);
  });

  test('a failure of 40 lines keeps all 40', () => {
    const long = sampleReport();
    const text = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`).join('\n');
    long.requirements = long.requirements.map((r) => (r.id === 'PERMIT-005' ? { ...r, tests: r.tests.map((t) => (t.status === 'FAIL' ? { ...t, message: text } : t)) } : r));
    expect(renderMarkdown(long)).toContain(`\`\`\`\n${text}\n\`\`\``);
  });
});

describe('a host cannot inject Markdown or HTML into the step summary', () => {
  const hostile = sampleReport();
  hostile.host.implementation = { name: '**bold** <img src=x onerror=alert(1)> [link](https://evil.example) | cell', version: '# 1', language: '- list\n## heading' };
  hostile.requirements = hostile.requirements.map((r) =>
    r.id === 'PERMIT-005'
      ? { ...r, tests: r.tests.map((t) => (t.status === 'FAIL' ? { ...t, message: 'step 0 {"x":"`"}: expected <b>1</b>, host answered ```\n</details>\n# owned\n```' } : t)) }
      : r,
  );
  const md = renderMarkdown(hostile);
  // Where Markdown and HTML would be interpreted: outside fenced blocks and code spans.
  const live = outsideFences(md).replace(/(`+)(?!`).*?[^`]\1(?!`)/g, '');

  test('names: no tag, link, emphasis, heading or table cell break is left unescaped', () => {
    expect(md).toContain('host **\\*\\*bold\\*\\* \\<img src=x onerror=alert(1)\\> \\[link\\](https\\://evil.example) \\| cell** \\# 1 (\\- list \\#\\# heading)');
    expect(live).not.toMatch(/(?<!\\)<(img|b>)|^# owned|^## heading/m);
    expect(live).toContain('\\<img');
  });

  test('failure texts: their fence is longer than any backtick run inside, so nothing closes it early', () => {
    expect(md).not.toMatch(/^# owned/m);
    expect((live.match(/<\/details>/g) ?? []).length).toBe((live.match(/<details>/g) ?? []).length);
    expect(md).toContain('- **expected:** `<b>1</b>`');
  });
});

describe('markdown escaping', () => {
  test('inline text loses newlines; table pipes, tags and markup are escaped', () => {
    expect(mdInline('a|b\nc')).toBe('a\\|b c');
    expect(mdInline('<b>|x</b>')).toBe('\\<b\\>\\|x\\</b\\>');
    expect(mdInline('[x](y) *a* _b_ ~c~ &amp; ![i](j) #1')).toBe('\\[x\\](y) \\*a\\* \\_b\\_ \\~c\\~ \\&amp; \\!\\[i\\](j) \\#1');
    expect(mdInline('see https://evil.example, www.evil.example or a@evil.example')).toBe('see https\\://evil.example, www\\.evil.example or a\\@evil.example');
  });
  test('what only means something at the start of a line is escaped there, and only there', () => {
    expect(mdInline('- item')).toBe('\\- item');
    expect(mdInline('1. item')).toBe('1\\. item');
    expect(mdInline('---')).toBe('\\---');
    expect(mdInline('0.3.0 - 1.')).toBe('0.3.0 - 1.');
  });
  test('control and bidirectional characters are shown as escapes', () => {
    expect(visible('a\u001b[31mb\u202ec\td\ne')).toBe('a\\x1b[31mb\\u202Ec\td\ne');
    expect(mdInline('\u202eevil')).toBe('\\\\u202Eevil');
  });
  test('a code span or fence is longer than any backtick run inside', () => {
    expect(mdCode('a `b` c')).toBe('``a `b` c``');
    expect(mdCode('`x')).toBe('`` `x ``');
    expect(mdCode('')).toBe('""');
    expect(mdFence('x ``` y')).toBe('````\nx ``` y\n````');
    expect(mdFence('plain', 'sh')).toBe('```sh\nplain\n```');
  });
});

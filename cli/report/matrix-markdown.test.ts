// The Markdown view of a matrix: hosts, requirement × host, each disagreeing step with every answer.
import { describe, expect, test } from 'vitest';
import { renderMatrixMarkdown } from './matrix-markdown.js';
import { HOSTILE_LABEL, sampleMatrix } from '../../selftest/samples/sample-matrix.js';
import { formatMatrix } from '../matrix/console.js';

describe('matrix views', () => {
  const report = sampleMatrix();
  const md = renderMatrixMarkdown(report);

  test('Markdown: a row per requirement some host did not pass, one column per host', () => {
    expect(md).toContain('| PERMIT-005 commas mean OR inside one permit | MUST | ✅ PASS | ✅ PASS | ❌ FAIL | ✅ PASS |');
    expect(md).toContain('| ACCESS-007 a hidden tool is never listed | MUST | ✅ PASS | ✅ PASS | ✅ PASS | ❌ CRASH |');
    // Passed by every host, or out of every host's reach: not a row to look at.
    expect(md).not.toContain('| PERMIT-001');
    expect(md).not.toContain('| PROTOCOL-001');
  });

  test('Markdown: the disagreeing step, the expected answer and each host’s answer', () => {
    expect(md).toContain('### Answered differently: 2 steps in 2 cases');
    expect(md).toMatch(/`permits\/or-inside` \(PERMIT-005\) step 0 `\{"op":"permit","permits":\["group\(1,2\)"\]/);
    expect(md).toContain('  - expected `{"allowed":true}`');
    expect(md).toContain('  - ✗ **or-as-and** `{"allowed":false}` (at .allowed: expected true, answered false)');
    expect(md).toContain('  - ✓ **python** `{"allowed":true,"note":"x"}`');
    expect(md).toContain('`access/hidden` (ACCESS-007) whole case');
    expect(md).toContain('`crash: the host exited with code 1`');
  });

  test('Markdown: each red cell with its reason', () => {
    expect(md).toContain('- **or-as-and** · PERMIT-005 FAIL: PERMIT-005 did not pass');
    expect(md).toMatch(/· ACCESS-007 CRASH: ACCESS-007 did not pass/);
  });

  test('Markdown: a host name is text, never markup', () => {
    expect(md).not.toContain(HOSTILE_LABEL);
    expect(md).toContain('\\<img src=x onerror=alert(1)\\>\\|\\*x\\*');
  });

  test('console: the matrix and the steps, hosts with the same answer on one line', () => {
    const text = formatMatrix(report, false).replace(/\x1b\[[0-9;]*m/g, '');
    expect(text).toMatch(/PERMIT-005 +MUST +PASS +PASS +FAIL +PASS/);
    expect(text).toContain('permits/or-inside [PERMIT-005] step 0');
    expect(text).toContain(`✓ reference, python, ${HOSTILE_LABEL}: {"allowed":true}`);
    expect(text).toContain('✗ or-as-and: {"allowed":false} (at .allowed: expected true, answered false)');
    expect(text).toContain('not every host passes: or-as-and');
    expect(formatMatrix(report, true).replace(/\x1b\[[0-9;]*m/g, '')).toMatch(/PROTOCOL-001 +MUST +NOT_RUN/);
  });
});

import { describe, test, expect } from 'vitest';
import { formatDiagnostics, lintPermit } from './lint.js';

describe('lintPermit (PERMIT-020)', () => {
  test.each([
    ['adapter(qq)', true],
    ['group()', true],
    ['role(master,trusted)', true],
    ['platform(qq,admin)', true],
    ['user(*)', true],
    [' adapter(qq)', false],
    ['role(master|trusted|user)', false],
    ['adapter()', false],
    ['group(a,)', false],
    ['unknown(x)', false],
  ])('%j valid = %s', (permit, valid) => {
    const r = lintPermit(permit);
    expect(r.valid).toBe(valid);
    expect(r.diagnostics.length === 0).toBe(valid);
  });
});

describe('formatDiagnostics', () => {
  test('shows the permit, a caret under the span and the reason', () => {
    const text = 'role(admin)';
    const out = formatDiagnostics(text, lintPermit(text).diagnostics);
    expect(out.split('\n')).toEqual([
      'error[unknown-role]: role item "admin" at 5: expected master, trusted or user',
      '  role(admin)',
      '       ^~~~~',
    ]);
  });

  test('a zero-width span still gets one caret', () => {
    const text = 'group(a,,b)';
    const lines = formatDiagnostics(text, lintPermit(text).diagnostics).split('\n');
    expect(lines[2]).toBe(`  ${' '.repeat(8)}^`);
  });

  test('tabs and newlines do not shift the caret', () => {
    const text = 'group(\ta,\n,b)';
    const lines = formatDiagnostics(text, lintPermit(text).diagnostics).split('\n');
    expect(lines[0]).toBe('error[empty-item]: empty item at 9 in group(\\ta,\\n,b)');
    expect(lines[1]).toBe('  group( a, ,b)');
    expect(lines[2]).toBe(`  ${' '.repeat(9)}^`);
  });

  test('a huge permit is cut around the position', () => {
    const text = `user(${'a,'.repeat(50_000)}b))`;
    const out = formatDiagnostics(text, lintPermit(text).diagnostics);
    const lines = out.split('\n');
    expect(lines.every((l) => l.length < 200)).toBe(true);
    const shown = lines[1] ?? '';
    const caretAt = (lines[2] ?? '').indexOf('^');
    expect(shown.startsWith('  …')).toBe(true);
    expect(shown.charAt(caretAt)).toBe(')');
  });
});

import { describe, test, expect } from 'vitest';
import { parsePermit } from './parse.js';
import type { DiagnosticCode } from './diagnostic.js';

function codesOf(text: string): { code: DiagnosticCode; start: number; end: number }[] {
  const r = parsePermit(text);
  if (r.ok) throw new Error(`expected ${JSON.stringify(text)} to be malformed`);
  return r.diagnostics.map(({ code, start, end }) => ({ code, start, end }));
}

function valuesOf(text: string): { kind: string; values: string[] } {
  const r = parsePermit(text);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${r.diagnostics.map((d) => d.message).join('; ')}`);
  return { kind: r.permit.kind, values: r.permit.items.map((i) => i.value) };
}

describe('well-formed permits (spec/permits.md)', () => {
  test.each([
    ['adapter(qq)', 'adapter', ['qq']],
    ['adapter(qq,icqq)', 'adapter', ['qq', 'icqq']],
    ['group()', 'group', []],
    ['group(  )', 'group', []],
    ['private()', 'private', []],
    ['channel(*)', 'channel', ['*']],
    ['group( a ,\tb\n)', 'group', ['a', 'b']],
    ['user(*)', 'user', ['*']],
    ['role(master)', 'role', ['master']],
    ['role(trusted, user)', 'role', ['trusted', 'user']],
    ['platform(qq,admin)', 'platform', ['qq', 'admin']],
    ['platform( qq , owner )', 'platform', ['qq', 'owner']],
    // U+00A0 and U+3000 are ordinary characters, not trimmed (PERMIT-030).
    ['user(\u00a0bob\u3000)', 'user', ['\u00a0bob\u3000']],
    ['group(a\u00a0,b)', 'group', ['a\u00a0', 'b']],
  ])('%j parses as %s %j', (text, kind, values) => {
    expect(valuesOf(text)).toEqual({ kind, values });
  });

  test('items carry their trimmed source positions', () => {
    const r = parsePermit('group( a ,bc)');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.permit).toEqual({
      kind: 'group',
      start: 0,
      end: 13,
      items: [
        { value: 'a', start: 7, end: 8 },
        { value: 'bc', start: 10, end: 12 },
      ],
    });
  });
});

describe('malformed permits: code and position', () => {
  test.each<[string, DiagnosticCode, number, number]>([
    ['', 'empty-permit', 0, 0],
    [' adapter(qq)', 'whitespace-outside', 0, 1],
    ['adapter (qq)', 'whitespace-outside', 7, 8],
    ['adapter(qq) ', 'whitespace-outside', 11, 12],
    ['adapter(qq)\n', 'whitespace-outside', 11, 12],
    ['Adapter(qq)', 'unknown-kind', 0, 7],
    ['ADAPTER(qq)', 'unknown-kind', 0, 7],
    ['admin(qq)', 'unknown-kind', 0, 5],
    ['(qq)', 'missing-kind', 0, 0],
    ['adapter', 'missing-open-paren', 7, 7],
    ['adapter)qq(', 'missing-open-paren', 7, 8],
    ['adapter(qq', 'missing-close-paren', 10, 10],
    ['adapter(', 'missing-close-paren', 8, 8],
    ['adapter(qq)x', 'trailing-text', 11, 12],
    ['adapter(qq))', 'trailing-text', 11, 12],
    ['adapter(qq)(b)', 'trailing-text', 11, 14],
    ['group(a,(b))', 'nested-parenthesis', 8, 9],
    ['group((a))', 'nested-parenthesis', 6, 7],
    ['user(a(b)', 'nested-parenthesis', 6, 7],
    ['group(a,,b)', 'empty-item', 8, 8],
    ['group(a,)', 'empty-item', 8, 8],
    ['adapter()', 'empty-list', 7, 9],
    ['user(  )', 'empty-list', 4, 8],
    ['role()', 'empty-list', 4, 6],
    ['role(admin)', 'unknown-role', 5, 10],
    ['role(Master)', 'unknown-role', 5, 11],
    ['role(master|trusted|user)', 'pipe-in-permit', 11, 12],
    ['user(a|b)', 'pipe-in-permit', 6, 7],
    ['platform(qq)', 'platform-arity', 8, 12],
    ['platform(qq,a,b)', 'platform-arity', 8, 16],
    ['platform()', 'platform-arity', 8, 10],
  ])('%j → %s at [%i, %i)', (text, code, start, end) => {
    expect(codesOf(text)[0]).toEqual({ code, start, end });
  });

  test('a mistake made many times is reported once, at its first place', () => {
    expect(codesOf('group(,)')).toEqual([{ code: 'empty-item', start: 6, end: 6 }]);
    expect(codesOf('group(a,,|,,b|)')).toEqual([
      { code: 'pipe-in-permit', start: 9, end: 10 },
      { code: 'empty-item', start: 8, end: 8 },
    ]);
    expect(codesOf('role(master,admin,owner)')).toEqual([{ code: 'unknown-role', start: 12, end: 17 }]);
  });

  test('platform arguments must be non-empty', () => {
    expect(codesOf('platform(qq, )').map((d) => d.code)).toEqual(['empty-item']);
    expect(codesOf('platform(,)').map((d) => d.code)).toEqual(['empty-item']);
  });

  test('independent mistakes are all reported', () => {
    expect(codesOf(' Role (admin)').map((d) => d.code)).toEqual(['whitespace-outside', 'unknown-kind', 'whitespace-outside']);
  });
});

describe('messages name the problem and where it is', () => {
  const messageOf = (text: string): string => {
    const r = parsePermit(text);
    return r.ok ? '' : (r.diagnostics[0]?.message ?? '');
  };
  test.each([
    ['Adapter(qq)', 'unknown permit kind "Adapter" at 0 (kinds are lowercase'],
    ['adapter (qq)', 'whitespace before "(" at 7'],
    ['group(a,,b)', 'empty item at 8 in group(a,,b)'],
    ['role(admin)', 'role item "admin" at 5: expected master, trusted or user'],
    ['platform(qq,a,b)', 'platform(...) takes exactly 2 arguments (adapter, permission), got 3'],
    ['group(a,(b))', 'unexpected "(" at 8: items may not contain parentheses'],
    ['adapter(qq', 'missing ")"'],
    ['adapter(qq)x', 'text after ")" at 11'],
  ])('%j says %j', (text, expected) => {
    expect(messageOf(text)).toContain(expected);
  });

  test('a huge unknown kind is clipped in the message', () => {
    const message = messageOf(`${'x'.repeat(100_000)}(a)`);
    expect(message.length).toBeLessThan(300);
  });
});

describe('totality and linear cost (PERMIT-018, PERMIT-019)', () => {
  test.each([
    ['1 MB of "("', '('.repeat(1 << 20)],
    ['1 MB of ","', ','.repeat(1 << 20)],
    ['group( + 1 MB of ","', `group(${','.repeat(1 << 20)})`],
    ['100k nested parentheses', `${'group('.repeat(100_000)}a${')'.repeat(100_000)}`],
    ['1 MB of ")"', ')'.repeat(1 << 20)],
    ['1 MB of spaces', ' '.repeat(1 << 20)],
  ])('%s is malformed, with a few diagnostics', (_name, text) => {
    const r = parsePermit(text);
    expect(r.ok).toBe(false);
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(r.diagnostics.length).toBeLessThanOrEqual(10);
  });

  test('a 1 MB well-formed permit parses', () => {
    const r = parsePermit(`user(${'a,'.repeat(1 << 19)}b)`);
    expect(r.ok && r.permit.items.length).toBe((1 << 19) + 1);
  });
});

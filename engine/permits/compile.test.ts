import { describe, test, expect } from 'vitest';
import fc from 'fast-check';
import { normalizeMessage } from '../../reference-impl/access/message-view.js';
import { compilePermitList } from './compile.js';
import { evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import type { PlatformGrants } from '../../reference-impl/permits/platform-grants.js';

// Pieces of the grammar plus noise, so generated permits are often well-formed and often nearly so.
const kindArb = fc.constantFrom('adapter', 'group', 'private', 'channel', 'user', 'role', 'platform', 'Role', 'admin', '');
const valueArb = fc.constantFrom('qq', 'QQ', 'icqq', 'g1', 'c1', 'u1', 'u2', '*', 'master', 'trusted', 'user', 'admin', 'owner', '', ' ', '\u00a0', '|', '(', ')');
const itemArb = fc.tuple(fc.constantFrom('', ' ', '\t'), valueArb, fc.constantFrom('', ' ', '\n')).map((p) => p.join(''));
const wellishArb = fc
  .tuple(fc.constantFrom('', '', '', ' '), kindArb, fc.constantFrom('(', '(', ' (', ''), fc.array(itemArb, { maxLength: 4 }), fc.constantFrom(')', ')', '', '))', ') '))
  .map(([lead, kind, open, items, close]) => `${lead}${kind}${open}${items.join(',')}${close}`);
const permitArb = fc.oneof({ weight: 8, arbitrary: wellishArb }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }) });

const messageArb = fc.option(
  fc.record(
    {
      $adapter: fc.constantFrom('qq', 'icqq', 'QQ', '*'),
      $channel: fc.record({ type: fc.constantFrom('group', 'private', 'channel', '', 'Group'), id: fc.constantFrom('g1', 'c1', 'u1', '*') }, { requiredKeys: ['type'] }),
      $sender: fc.record({ id: fc.constantFrom('u1', 'u2', '*'), role: fc.constantFrom('master', 'trusted', 'user', 'admin') }, { requiredKeys: ['id'] }),
    },
    { requiredKeys: ['$adapter'] },
  ),
  { nil: null },
);

const grants: PlatformGrants = { qq: { u1: ['admin', 'owner'], u2: ['*'] }, icqq: { '*': ['admin'] } };

describe('compilePermitList ≡ evaluatePermitList', () => {
  test('agree on random permit lists and messages', () => {
    fc.assert(
      fc.property(fc.array(permitArb, { maxLength: 4 }), messageArb, (permits, message) => {
        const view = normalizeMessage(message);
        expect(compilePermitList(permits)(view, grants)).toBe(evaluatePermitList(permits, view, grants));
      }),
      { numRuns: 2000 },
    );
  });

  test('the generator reaches both answers (the property is not vacuous)', () => {
    const seen = new Set<boolean>();
    fc.assert(
      fc.property(fc.array(wellishArb, { minLength: 1, maxLength: 2 }), messageArb, (permits, message) => {
        seen.add(evaluatePermitList(permits, normalizeMessage(message), grants));
      }),
      { numRuns: 2000, seed: 42 },
    );
    expect([...seen].sort()).toEqual([false, true]);
  });

  test('fixed cases from the rulings', () => {
    const view = normalizeMessage({ $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'trusted' } });
    expect(compilePermitList([])(null, grants)).toBe(true);
    expect(compilePermitList(['adapter(qq)'])(null, grants)).toBe(false);
    expect(compilePermitList(['adapter(qq)', 'group(*)', 'role(user)'])(view, grants)).toBe(true);
    expect(compilePermitList(['adapter(qq)', 'role(master)'])(view, grants)).toBe(false);
    expect(compilePermitList(['platform(qq,owner)'])(view, grants)).toBe(true);
    expect(compilePermitList(['adapter(qq)', 'bogus(x)'])(view, grants)).toBe(false);
  });
});

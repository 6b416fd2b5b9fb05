// Self-check of the oracle against a table read off contract-notes §1–§2 (no host involved).
import { describe, test, expect } from 'vitest';
import { isWellFormed, permitHolds, permitsAllow } from './model.js';
import { viewOf } from './model-message.js';

const groupMsg = { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'trusted' } };
const privateMsg = { $adapter: 'qq', $sender: { id: 'u2' } };

describe('permit model: well-formedness (§2)', () => {
  const valid = [
    'adapter(qq)', 'group()', 'group(*)', 'private()', 'channel(a, b)', 'user(*)', 'role(master)',
    'role(user,trusted)', 'platform(qq,admin)', 'platform( qq , admin )', 'group(\ta\n)', 'adapter(\u00a0)',
    'group( )',
  ];
  const malformed = [
    '', 'Group(a)', 'GROUP(a)', 'unknown(a)', ' adapter(qq)', 'adapter(qq) ', 'adapter (qq)', 'adapter(qq)x',
    'xadapter(qq)', 'adapter(qq', 'adapter((qq))', 'adapter(q(q)', 'group(a,,b)', 'group(a,)', 'group(,)',
    'adapter()', 'user()', 'role()', 'role(admin)', 'role(Master)', 'role(*)', 'role(master|trusted|user)',
    'group(a|b)', 'platform(qq)', 'platform(qq,a,b)', 'platform(,a)', 'platform(qq, )', 'platform()', 'group',
    'adapter(qq)\n',
  ];
  test.each(valid)('valid: %j', (permit) => expect(isWellFormed(permit)).toBe(true));
  test.each(malformed)('malformed: %j', (permit) => expect(isWellFormed(permit)).toBe(false));
  test('non-strings are malformed', () => {
    expect(isWellFormed(42)).toBe(false);
    expect(isWellFormed(null)).toBe(false);
  });
});

describe('permit model: message view (§1)', () => {
  test('defaults', () => {
    expect(viewOf(privateMsg)).toEqual({ adapter: 'qq', conversationType: 'private', conversationId: undefined, senderId: 'u2', role: 'user' });
    expect(viewOf({ $adapter: 7, $channel: { type: '', id: 5 }, $sender: { id: 9, role: 'root' } })).toEqual({
      adapter: '7', conversationType: 'private', conversationId: '5', senderId: '9', role: 'user',
    });
    expect(viewOf({ $adapter: 'x' })?.role).toBeUndefined();
    expect(viewOf(null)).toBeUndefined();
  });
});

describe('permit model: evaluation (§2)', () => {
  const grants = { qq: { u1: ['admin'] } };
  const table: [string, unknown, boolean][] = [
    ['group()', groupMsg, true],
    ['group(*)', groupMsg, true],
    ['group(g1)', groupMsg, true],
    ['group( g1 )', groupMsg, true],
    ['group(G1)', groupMsg, false],
    ['group(g)', groupMsg, false],
    ['group(g2,g1)', groupMsg, true],
    ['private()', groupMsg, false],
    ['private()', privateMsg, true],
    ['private(u2)', privateMsg, false],
    ['adapter(qq)', groupMsg, true],
    ['adapter(q)', groupMsg, false],
    ['adapter(*)', groupMsg, false],
    ['user(u1)', groupMsg, true],
    ['user(*)', groupMsg, false],
    ['user(u1)', { $adapter: 'qq' }, false],
    ['role(user)', groupMsg, true],
    ['role(trusted)', groupMsg, true],
    ['role(master)', groupMsg, false],
    ['role(user)', { $adapter: 'qq' }, false],
    ['role(master,user)', privateMsg, true],
    ['platform(qq,admin)', groupMsg, true],
    ['platform(qq,owner)', groupMsg, false],
    ['platform(qq,admin)', privateMsg, false],
    ['platform(wx,admin)', groupMsg, false],
    ['adapter(qq)', null, false],
    ['group(a,,b)', groupMsg, false],
    ['adapter(7)', { $adapter: 7 }, true],
  ];
  test.each(table)('%j on %j → %j', (permit, message, allowed) => {
    expect(permitHolds(permit, message, grants)).toBe(allowed);
  });
  test('lists are AND, empty allows even without a message', () => {
    expect(permitsAllow([], null)).toBe(true);
    expect(permitsAllow(['adapter(qq)', 'group()'], groupMsg)).toBe(true);
    expect(permitsAllow(['adapter(qq)', 'private()'], groupMsg)).toBe(false);
    expect(permitsAllow(['adapter(qq)', 'bogus'], groupMsg)).toBe(false);
  });
  test('grants are read by own property only', () => {
    expect(permitHolds('platform(qq,toString)', { $adapter: 'qq', $sender: { id: 'constructor' } }, {})).toBe(false);
  });
});

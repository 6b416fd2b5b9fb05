import { describe, test, expect } from 'vitest';
import { normalizeMessage } from '../access/message-view.js';
import { evaluatePermitList } from './evaluate.js';
import type { PlatformGrants } from './platform-grants.js';

// Expected values are written from spec/permits.md, one row per rule.
const grants: PlatformGrants = { qq: { u1: ['admin', 'owner'], u2: [] }, icqq: { u1: ['admin'] } };

const groupMsg = { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'trusted' } };
const privateMsg = { $adapter: 'qq', $sender: { id: 'u2' } };
const channelMsg = { $adapter: 'kook', $channel: { type: 'channel', id: 'c1' }, $sender: { id: 'u3', role: 'master' } };
const anonymous = { $adapter: 'qq', $channel: { type: 'group', id: 'g1' } };

function allowed(permits: string[], message: unknown, g: PlatformGrants = grants): boolean {
  return evaluatePermitList(permits, normalizeMessage(message), g);
}

describe('permit lists', () => {
  test('an empty list allows, even with no message (PERMIT-007, PERMIT-024)', () => {
    expect(allowed([], groupMsg)).toBe(true);
    expect(allowed([], null)).toBe(true);
  });

  test('a list is AND; order and duplicates do not matter (PERMIT-006)', () => {
    expect(allowed(['adapter(qq)', 'group(g1)'], groupMsg)).toBe(true);
    expect(allowed(['group(g1)', 'adapter(qq)', 'adapter(qq)'], groupMsg)).toBe(true);
    expect(allowed(['adapter(qq)', 'group(g2)'], groupMsg)).toBe(false);
    expect(allowed(['group(g2)', 'adapter(qq)'], groupMsg)).toBe(false);
  });

  test('commas mean OR inside one permit (PERMIT-005)', () => {
    expect(allowed(['adapter(icqq,qq)'], groupMsg)).toBe(true);
    expect(allowed(['group(g0,g1,g2)'], groupMsg)).toBe(true);
    expect(allowed(['user(u9,u8)'], groupMsg)).toBe(false);
  });

  test('a malformed or unrecognised permit denies wherever it stands (PERMIT-017)', () => {
    for (const bad of ['Adapter(qq)', 'admin(qq)', ' adapter(qq)', 'group(a,,b)', 'role(master|trusted|user)', 'adapter()', 'platform(qq,admin,x)']) {
      expect(allowed([bad], groupMsg)).toBe(false);
      expect(allowed(['adapter(qq)', bad], groupMsg)).toBe(false);
      expect(allowed([bad, 'adapter(qq)'], groupMsg)).toBe(false);
    }
  });

  test('hostile names are ordinary values (PERMIT-018)', () => {
    expect(allowed(['adapter(__proto__)', 'user(constructor)'], { $adapter: '__proto__', $sender: { id: 'constructor' } })).toBe(true);
    expect(allowed(['platform(qq,toString)'], { $adapter: 'qq', $sender: { id: '__proto__' } })).toBe(false);
  });

  test('no message: every permit is false (PERMIT-024)', () => {
    for (const p of ['adapter(qq)', 'private()', 'group(*)', 'role(user)', 'user(*)', 'platform(qq,admin)']) {
      expect(allowed([p], null)).toBe(false);
    }
  });
});

describe('each kind', () => {
  test.each<[string, unknown, boolean]>([
    // adapter (PERMIT-015, PERMIT-011)
    ['adapter(qq)', groupMsg, true],
    ['adapter(QQ)', groupMsg, false],
    ['adapter(q)', groupMsg, false],
    ['adapter(qqx)', groupMsg, false],
    ['adapter(*)', groupMsg, false],
    ['adapter(*)', { $adapter: '*' }, true],
    // conversation kinds (PERMIT-008, PERMIT-021)
    ['group()', groupMsg, true],
    ['group(*)', groupMsg, true],
    ['group(g1)', groupMsg, true],
    ['group(G1)', groupMsg, false],
    ['group(g)', groupMsg, false],
    ['private()', groupMsg, false],
    ['private()', privateMsg, true],
    ['private(*)', privateMsg, true],
    ['private(u2)', privateMsg, false],
    ['group()', privateMsg, false],
    ['private()', { $adapter: 'qq', $channel: { type: '', id: 'p1' } }, true],
    ['private(p1)', { $adapter: 'qq', $channel: { type: '', id: 'p1' } }, true],
    ['channel(c1)', channelMsg, true],
    ['channel()', groupMsg, false],
    ['group(g1)', { $adapter: 'qq', $channel: { type: 'Group', id: 'g1' } }, false],
    // user (PERMIT-016)
    ['user(u1)', groupMsg, true],
    ['user(U1)', groupMsg, false],
    ['user(*)', groupMsg, false],
    ['user(undefined)', anonymous, false],
    ['user(u1)', anonymous, false],
    // role (PERMIT-026, PERMIT-027)
    ['role(user)', groupMsg, true],
    ['role(trusted)', groupMsg, true],
    ['role(master)', groupMsg, false],
    ['role(trusted)', channelMsg, true],
    ['role(master)', channelMsg, true],
    ['role(trusted)', privateMsg, false],
    ['role(user)', privateMsg, true],
    ['role(master,user)', privateMsg, true],
    ['role(user)', anonymous, false],
    // platform (PERMIT-014)
    ['platform(qq,admin)', groupMsg, true],
    ['platform(qq,owner)', groupMsg, true],
    ['platform(qq,Admin)', groupMsg, false],
    ['platform(qq,member)', groupMsg, false],
    ['platform(icqq,admin)', groupMsg, false],
    ['platform(qq,admin)', privateMsg, false],
    ['platform(qq,admin)', anonymous, false],
    ['platform(kook,admin)', channelMsg, false],
  ])('%s on %j → %s', (permit, message, expected) => {
    expect(allowed([permit], message)).toBe(expected);
  });

  test('no checker for the adapter denies, and grants are own properties only', () => {
    expect(allowed(['platform(qq,admin)'], groupMsg, {})).toBe(false);
    const odd = { $adapter: 'constructor', $sender: { id: 'name' } };
    expect(allowed(['platform(constructor,name)'], odd, {})).toBe(false);
    const proto = { $adapter: '__proto__', $sender: { id: 'u1' } };
    expect(allowed(['platform(__proto__,admin)'], proto, JSON.parse('{"x":{}}') as PlatformGrants)).toBe(false);
  });

  test('junk grants deny instead of throwing', () => {
    for (const junk of [null, 5, 'qq', [], { qq: null }, { qq: { u1: 'admin' } }, { qq: { u1: [1] } }]) {
      expect(allowed(['platform(qq,admin)'], groupMsg, junk as unknown as PlatformGrants)).toBe(false);
    }
  });

  test('values are trimmed of ASCII whitespace only (PERMIT-029, PERMIT-030)', () => {
    expect(allowed(['user( u1\t)'], groupMsg)).toBe(true);
    expect(allowed(['user(\u00a0u1)'], groupMsg)).toBe(false);
    expect(allowed(['user(\u00a0u1)'], { $adapter: 'qq', $sender: { id: '\u00a0u1' } })).toBe(true);
  });

  test('huge hostile lists answer without throwing (PERMIT-019)', () => {
    const view = normalizeMessage(groupMsg);
    expect(evaluatePermitList(['('.repeat(1 << 20), ','.repeat(1 << 20)], view, grants)).toBe(false);
    expect(evaluatePermitList([`group(${'x,'.repeat(1 << 18)}g1)`], view, grants)).toBe(true);
  });
});

import { describe, test, expect } from 'vitest';
import type { PlatformGrants } from '../permits/platform-grants.js';
import { canAccessTool, observeAccess } from './can-access-tool.js';
import type { ToolAccess } from './can-access-tool.js';
import { normalizeMessage } from './message-view.js';

// Expected values are written from spec/access.md.
const grants: PlatformGrants = { qq: { u1: ['admin'] } };
const groupMsg = normalizeMessage({ $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'trusted' } });
const bare = normalizeMessage({ $adapter: 'icqq' });

const admits = (tool: ToolAccess, view = groupMsg): boolean => canAccessTool(tool, view, grants);

describe('platforms (ACCESS-002)', () => {
  test.each<[readonly string[] | undefined, boolean]>([
    [undefined, true],
    [[], true],
    [['qq'], true],
    [['icqq', 'qq'], true],
    [['QQ'], false],
    [['q'], false],
    [['qqx'], false],
    [['icqq'], false],
  ])('platforms %j → %s', (platforms, expected) => {
    expect(admits({ platforms })).toBe(expected);
  });
});

describe('scopes (ACCESS-003, ACCESS-004, ACCESS-010)', () => {
  test.each<[readonly string[] | undefined, boolean]>([
    [undefined, true],
    [[], true],
    [['group'], true],
    [['private', 'group'], true],
    [['private'], false],
    [['channel'], false],
    [['Group'], false],
    [['group', 'guild'], false],
    [['group', ''], false],
  ])('scopes %j on a group message → %s', (scopes, expected) => {
    expect(admits({ scopes })).toBe(expected);
  });

  test('no $channel is private, for scopes and permits alike', () => {
    expect(admits({ scopes: ['private'] }, bare)).toBe(true);
    expect(admits({ permissions: ['private()'] }, bare)).toBe(true);
    expect(admits({ scopes: ['group'] }, bare)).toBe(false);
    expect(admits({ permissions: ['group()'] }, bare)).toBe(false);
  });
});

describe('permissions (ACCESS-005)', () => {
  test.each<[readonly string[] | undefined, boolean]>([
    [undefined, true],
    [[], true],
    [['adapter(qq)', 'role(user)'], true],
    [['adapter(icqq,qq)'], true],
    [['adapter(qq)', 'role(master)'], false],
    [['platform(qq,admin)'], true],
    [['adapter(qq)', 'Adapter(qq)'], false],
    [['group(g1,)'], false],
  ])('permissions %j → %s', (permissions, expected) => {
    expect(admits({ permissions })).toBe(expected);
  });
});

describe('all three checks must pass (ACCESS-001)', () => {
  test('any one failing check rejects', () => {
    const tool = { platforms: ['qq'], scopes: ['group'], permissions: ['role(trusted)'] };
    expect(admits(tool)).toBe(true);
    expect(admits({ ...tool, platforms: ['icqq'] })).toBe(false);
    expect(admits({ ...tool, scopes: ['private'] })).toBe(false);
    expect(admits({ ...tool, permissions: ['role(master)'] })).toBe(false);
  });
});

describe('no message (ACCESS-006)', () => {
  test.each<[ToolAccess, boolean]>([
    [{}, true],
    [{ platforms: [], scopes: [], permissions: [] }, true],
    [{ platforms: ['qq'] }, false],
    [{ scopes: ['private'] }, false],
    [{ permissions: ['private()'] }, false],
    [{ hidden: true }, true],
  ])('%j → callable %s', (tool, expected) => {
    expect(canAccessTool(tool, null, grants)).toBe(expected);
  });
});

describe('hidden (ACCESS-007..009)', () => {
  const tools: ToolAccess[] = [{}, { platforms: ['qq'] }, { platforms: ['icqq'] }, { permissions: ['role(master)'] }, { scopes: ['group'] }];
  test.each(tools)('hidden never changes callable and is never listed: %j', (tool) => {
    for (const view of [groupMsg, bare, null]) {
      const shown = observeAccess(tool, view, grants);
      const hidden = observeAccess({ ...tool, hidden: true }, view, grants);
      expect(hidden.callable).toBe(shown.callable);
      expect(hidden.listed).toBe(false);
      expect(shown.listed).toBe(shown.callable);
    }
  });

  test('observations of a concrete tool', () => {
    expect(observeAccess({ platforms: ['qq'] }, groupMsg, grants)).toEqual({ listed: true, callable: true });
    expect(observeAccess({ platforms: ['qq'], hidden: true }, groupMsg, grants)).toEqual({ listed: false, callable: true });
    expect(observeAccess({ platforms: ['icqq'], hidden: false }, groupMsg, grants)).toEqual({ listed: false, callable: false });
  });
});

describe('hostile values are ordinary values (ACCESS-011)', () => {
  test.each<[ToolAccess, boolean]>([
    [{ platforms: ['__proto__', 'qq'] }, true],
    [{ platforms: ['constructor'] }, false],
    [{ scopes: ['toString'] }, false],
    [{ permissions: ['('.repeat(1 << 20)] }, false],
  ])('%j → callable %s', (tool, expected) => {
    expect(canAccessTool(tool, groupMsg, grants)).toBe(expected);
  });
});

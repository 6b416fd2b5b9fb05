// Self-check of the access oracle against a table read off contract-notes §3 (no host involved).
import { describe, test, expect } from 'vitest';
import { accessByModel, callableByModel } from './model.js';
import type { ToolAccess } from './model.js';

const groupQq = { $adapter: 'qq', $channel: { type: 'group', id: 'g' }, $sender: { id: 'u' } };
const privateQq = { $adapter: 'qq', $sender: { id: 'u', role: 'master' } };

describe('access model (§3)', () => {
  const table: [ToolAccess, unknown, boolean][] = [
    [{}, groupQq, true],
    [{}, null, true],
    [{ platforms: [], scopes: [], permissions: [] }, null, true],
    [{ platforms: ['qq'] }, groupQq, true],
    [{ platforms: ['q'] }, groupQq, false],
    [{ platforms: ['QQ'] }, groupQq, false],
    [{ platforms: ['qq'] }, null, false],
    [{ scopes: ['group'] }, groupQq, true],
    [{ scopes: ['private'] }, groupQq, false],
    [{ scopes: ['private'] }, privateQq, true],
    [{ scopes: ['private'] }, null, false],
    [{ scopes: ['group', 'guild'] }, groupQq, false],
    [{ permissions: ['role(master)'] }, privateQq, true],
    [{ permissions: ['role(master)'] }, groupQq, false],
    [{ permissions: ['group(x,g)', 'adapter(qq)'] }, groupQq, true],
    [{ permissions: ['adapter(qq'] }, groupQq, false],
    [{ permissions: ['adapter(qq)'] }, null, false],
    [{ platforms: 'qq' }, groupQq, false],
    [{ platforms: ['qq', 1] }, groupQq, false],
    [{ permissions: [['adapter(qq)']] }, groupQq, false],
  ];
  test.each(table)('%j on %j → callable %j', (tool, message, callable) => {
    expect(callableByModel(tool, message)).toBe(callable);
  });
  test('hidden only removes the tool from the listing', () => {
    expect(accessByModel({ hidden: true }, groupQq)).toEqual({ listed: false, callable: true });
    expect(accessByModel({ hidden: false }, groupQq)).toEqual({ listed: true, callable: true });
    expect(accessByModel({ hidden: true, platforms: ['x'] }, groupQq)).toEqual({ listed: false, callable: false });
  });
  test('shapes the rulings leave open are undefined', () => {
    expect(callableByModel({ platforms: null }, groupQq)).toBeUndefined();
    expect(accessByModel({ hidden: 'yes' }, groupQq)).toBeUndefined();
  });
});

import { describe, test, expect } from 'vitest';
import { normalizeMessage, safeString } from './message-view.js';

describe('normalizeMessage (spec/permits.md PERMIT-021..023, PERMIT-025)', () => {
  test('no message is null', () => {
    expect(normalizeMessage(null)).toBeNull();
  });

  test('a full message', () => {
    expect(normalizeMessage({ $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'trusted' } })).toEqual({
      adapter: 'qq',
      conversationType: 'group',
      conversationId: 'g1',
      senderId: 'u1',
      senderRole: 'trusted',
    });
  });

  test('no $channel is a private conversation with no id; no $sender has no id and no role', () => {
    expect(normalizeMessage({ $adapter: 'qq' })).toEqual({
      adapter: 'qq',
      conversationType: 'private',
      conversationId: undefined,
      senderId: undefined,
      senderRole: undefined,
    });
  });

  test('an empty or missing channel type is private', () => {
    expect(normalizeMessage({ $adapter: 'qq', $channel: { type: '', id: 'c' } })?.conversationType).toBe('private');
    expect(normalizeMessage({ $adapter: 'qq', $channel: { id: 'c' } })?.conversationType).toBe('private');
    expect(normalizeMessage({ $adapter: 'qq', $channel: { id: 'c' } })?.conversationId).toBe('c');
  });

  test('the channel type is taken as is (no case folding)', () => {
    expect(normalizeMessage({ $adapter: 'qq', $channel: { type: 'Group', id: 'c' } })?.conversationType).toBe('Group');
  });

  test('ids and adapter are String()-ed', () => {
    const view = normalizeMessage({ $adapter: 7, $channel: { type: 'group', id: 12 }, $sender: { id: 34 } });
    expect(view).toMatchObject({ adapter: '7', conversationId: '12', senderId: '34' });
  });

  test.each([
    [{ id: 'u' }, 'user'],
    [{ id: 'u', role: 'admin' }, 'user'],
    [{ id: 'u', role: 'Master' }, 'user'],
    [{ id: 'u', role: 3 }, 'user'],
    [{ id: 'u', role: 'master' }, 'master'],
    [{ id: 'u', role: 'user' }, 'user'],
  ])('sender %j has role %s', (sender, role) => {
    expect(normalizeMessage({ $adapter: 'qq', $sender: sender })?.senderRole).toBe(role);
  });

  test('hostile field values never throw', () => {
    const hostile: unknown[] = [
      { $adapter: { toString: 1 } },
      { $adapter: [{ toString: 1 }] },
      { $adapter: 'qq', $channel: 'group' },
      { $adapter: 'qq', $channel: [1, 2], $sender: 5 },
      { $adapter: 'qq', $channel: { type: { toString: 1 }, id: { toString: 1 } }, $sender: { id: { valueOf: 1 } } },
      JSON.parse('{"$adapter":"qq","__proto__":{"$channel":{"type":"group"}}}'),
      42,
      'message',
      [],
    ];
    for (const message of hostile) expect(() => normalizeMessage(message)).not.toThrow();
    expect(normalizeMessage(hostile[0])?.adapter).toBe('[object Object]');
  });

  test('an inherited $channel is not read', () => {
    const message = JSON.parse('{"$adapter":"qq","__proto__":{"$channel":{"type":"group"}}}') as unknown;
    expect(normalizeMessage(message)?.conversationType).toBe('private');
  });

  test('safeString follows String() where String() works', () => {
    expect(safeString(undefined)).toBe('undefined');
    expect(safeString([1, 2])).toBe('1,2');
    expect(safeString(Object.create(null))).toBe('[object Object]');
  });
});

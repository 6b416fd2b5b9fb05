// The finer shapes a class keeps examples by: coarse, value-free, and apart where a likely cause differs.
import { describe, expect, test } from 'vitest';
import { messageForm, stepFields } from './input-shape.js';

describe('input shapes of a class', () => {
  test('a message by whether it has $channel (of a conversation type or another) and $sender, never by values', () => {
    expect(messageForm(null)).toBe('no message');
    expect(messageForm({ $adapter: 'qq' })).toBe('no $channel, no $sender');
    expect(messageForm({ $adapter: 'qq', $sender: { id: 'u1', role: 'master' } })).toBe('no $channel, $sender');
    expect(messageForm({ $adapter: 'qq', $channel: { type: 'group', id: 'g1' } })).toBe('$channel, no $sender');
    expect(messageForm({ $adapter: 7, $channel: { type: 'private' }, $sender: { id: 1 } })).toBe('$channel, $sender');
    for (const type of ['', 'guild', 'Group', undefined]) expect(messageForm({ $adapter: 'qq', $channel: type === undefined ? {} : { type } })).toBe('$channel of another type, no $sender');
  });

  test('a stateful step by its op and the fields it carries', () => {
    expect(stepFields({ op: 'startTurn', parent: 'turn-1', agent: 'helper' })).toBe('startTurn(agent,parent)');
    expect(stepFields({ op: 'startTurn', session: 's1', message: null, attended: true })).toBe('startTurn(attended,message,session)');
    expect(stepFields(undefined)).toBe('?');
  });
});

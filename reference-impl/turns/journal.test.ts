import { describe, test, expect } from 'vitest';
import { Journal } from './journal.js';

describe('journal pairs (TURN-012)', () => {
  test('tool_call is written when the attempt starts, the terminal when it ends', () => {
    const journal = new Journal();
    const first = journal.begin('a');
    expect(journal.entries()).toEqual([{ type: 'tool_call', tool: 'a' }]);
    first.end({ type: 'tool_result' });
    journal.begin('b').end({ type: 'tool_denied', stage: 'approval' });
    journal.begin('c').end({ type: 'tool_cancelled' });
    expect(journal.entries()).toEqual([
      { type: 'tool_call', tool: 'a' }, { type: 'tool_result', tool: 'a' },
      { type: 'tool_call', tool: 'b' }, { type: 'tool_denied', tool: 'b', stage: 'approval' },
      { type: 'tool_call', tool: 'c' }, { type: 'tool_cancelled', tool: 'c' },
    ]);
  });

  test('entries() is a copy', () => {
    const journal = new Journal();
    journal.begin('a');
    journal.entries().pop();
    expect(journal.entries()).toHaveLength(1);
  });
});

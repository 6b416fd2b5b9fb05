// The read-only companions a catalog fixture case is sent with (./catalog-companions.ts).
import { describe, expect, test } from 'vitest';
import { withCompanions } from './catalog-companions.js';

describe('withCompanions', () => {
  test('a tools step is followed by its other channel; discover, loadTool and loadSkill by the turn\'s Anthropic catalog; the originals keep their order', () => {
    const steps = [
      { op: 'load' },
      { op: 'tools', turn: 'turn-1', channel: 'generic' },
      { op: 'use', turn: 'turn-1' },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'tools', turn: 'turn-1', channel: 'x' },
      { op: 'loadTool', turn: 'turn-2', name: 'a' },
      { op: 'discover', turn: 'turn-1', query: 'q' },
      { op: 'loadSkill', turn: 'turn-1', name: 's' },
      { op: 'session', session: 's1' },
    ];
    const { steps: out, originalAt, companionOf } = withCompanions(steps);
    expect(out.map((s) => `${s.op}:${(s as { turn?: string }).turn ?? ''}:${(s as { channel?: string }).channel ?? ''}`)).toEqual([
      'load::',
      'tools:turn-1:generic',
      'tools:turn-1:anthropic',
      'use:turn-1:',
      'tools:turn-1:anthropic',
      'tools:turn-1:generic',
      'tools:turn-1:x',
      'loadTool:turn-2:',
      'tools:turn-2:anthropic',
      'discover:turn-1:',
      'tools:turn-1:anthropic',
      'loadSkill:turn-1:',
      'tools:turn-1:anthropic',
      'session::',
    ]);
    expect(originalAt).toEqual([0, 1, 3, 4, 6, 7, 9, 11, 13]);
    expect([...companionOf]).toEqual([[1, 2], [3, 5], [5, 8], [6, 10], [7, 12]]);
    expect(out[8]).toEqual({ op: 'tools', turn: 'turn-2', channel: 'anthropic' });
  });
});

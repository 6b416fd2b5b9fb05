import { describe, expect, test } from 'vitest';
import { canonicalJson, transcriptLine, transcriptOf } from './transcript.js';
import { sampleScenario } from './test-scenario.js';
import { toCase } from './to-case.js';

describe('transcript', () => {
  test('canonical JSON sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  });

  test('a call line: t, event, step fields, then result fields in the protocol order', () => {
    const line = transcriptLine(3, { op: 'call', turn: 'turn-1', tool: 'echo', input: { y: 2, x: 1 } }, { output: { x: 1, y: 2 }, asked: false, outcome: 'result' });
    expect(line).toBe('{"t":3,"event":"call","turn":"turn-1","tool":"echo","input":{"x":1,"y":2},"outcome":"result","asked":false,"output":{"x":1,"y":2}}');
  });

  test('the same result with keys in another order gives the same bytes', () => {
    const step = { op: 'call', turn: 'turn-1', tool: 't', input: {} };
    const a = transcriptLine(0, step, { outcome: 'denied', stage: 'approval', asked: true });
    const b = transcriptLine(0, step, { asked: true, stage: 'approval', outcome: 'denied' });
    expect(a).toBe(b);
  });

  test('a step error keeps its code only (messages are worded freely by hosts)', () => {
    expect(transcriptLine(1, { op: 'load', trees: [{ name: 'p', files: {} }] }, { error: { code: 'duplicate-name', message: 'x and y' } })).toBe(
      '{"t":1,"event":"load","plugins":["p"],"error":{"code":"duplicate-name"}}',
    );
  });

  test('a failed call keeps its outcome, not its free-worded message', () => {
    const line = transcriptLine(2, { op: 'call', turn: 'turn-1', tool: 'strict', input: {} }, { outcome: 'failed', asked: false, error: 'invalid input: message is required' });
    expect(line).toBe('{"t":2,"event":"call","turn":"turn-1","tool":"strict","input":{},"outcome":"failed","asked":false}');
  });

  test('fields the protocol does not name are kept, sorted, after the known ones', () => {
    expect(transcriptLine(0, { op: 'endTurn', turn: 'turn-1' }, { z: 1, turn: 'x' })).toBe('{"t":0,"event":"endTurn","turn":"turn-1","result.turn":"x","z":1}');
  });

  test('one line per planned step, each ending with a newline; t is the step index', () => {
    const { plan } = toCase(sampleScenario());
    const results = plan.map(() => ({}));
    const lines = transcriptOf(plan, results).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(plan.length);
    lines.forEach((l, i) => expect((JSON.parse(l) as { t: number }).t).toBe(i));
  });
});

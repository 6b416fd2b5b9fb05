import { describe, expect, test } from 'vitest';
import { sampleScenario } from './test-scenario.js';
import { toCase } from './to-case.js';

describe('toCase', () => {
  test('one case of area turns: load, then startTurn, moves, prompt (after a reload: TURN-025), journal, endTurn per started turn', () => {
    const { testCase, plan } = toCase(sampleScenario());
    expect(testCase.area).toBe('turns');
    expect(testCase.id).toBe('turns/simulate/sample');
    expect(testCase.setup).toEqual({ config: { systemPromptMaxChars: 100 } });
    expect(testCase.steps.map((s) => s.op)).toEqual(['load', 'startTurn', 'startTurn', 'call', 'load', 'abort', 'prompt', 'journal', 'endTurn']);
    expect(plan).toHaveLength(testCase.steps.length);
  });

  test('turn ids count successful starts only: a turn expected not to start takes no id', () => {
    const { testCase } = toCase(sampleScenario());
    expect(testCase.steps[3]).toEqual({ op: 'call', turn: 'turn-1', tool: 'echo', input: { x: 1 } });
    expect(testCase.steps[5]).toEqual({ op: 'abort', turn: 'turn-1' });
    expect(testCase.steps[8]).toEqual({ op: 'endTurn', turn: 'turn-1' });
  });

  test('startTurn carries session, message, profile and port; expectations never reach the host', () => {
    const { testCase } = toCase(sampleScenario());
    expect(testCase.steps[2]).toEqual({ op: 'startTurn', session: 's1', message: { $adapter: 'qq', $sender: { id: 'u1' } }, profile: 'interactive', port: { answers: [{ approve: true }] } });
    expect(JSON.stringify(testCase)).not.toMatch(/expect/);
  });

  test('calls after the end use the ended turn id and come after endTurn', () => {
    const s = sampleScenario();
    s.turns[1]!.afterEnd = [{ call: 'echo', input: {}, expect: { outcome: 'denied', stage: 'generation' } }];
    const { testCase, plan } = toCase(s);
    expect(testCase.steps.slice(-2)).toEqual([{ op: 'endTurn', turn: 'turn-1' }, { op: 'call', turn: 'turn-1', tool: 'echo', input: {} }]);
    expect(plan.at(-1)?.origin).toEqual({ kind: 'afterEnd', turn: 1, move: 0 });
  });

  test('providers are registered before the first load, in order', () => {
    const scenario = { ...sampleScenario(), providers: [{ scope: 'global', provider: { id: 'a', kind: 'tool', tools: [] } }] };
    const { testCase } = toCase(scenario);
    expect(testCase.steps.slice(0, 2)).toEqual([
      { op: 'registerProvider', scope: 'global', provider: { id: 'a', kind: 'tool', tools: [] } },
      { op: 'load', trees: scenario.plugins },
    ]);
  });
});

import { describe, expect, test } from 'vitest';
import type { CaseOutcome, HostConnection } from '../host/connection.js';
import type { Case } from '../host/protocol.js';
import { runScenario, simulate } from './run-scenario.js';
import { sampleScenario } from './test-scenario.js';

// A scripted fake host: answers from a table, no reference implementation involved.
const answers = [
  { generation: 1 },
  { error: { code: 'prompt-budget-exceeded', message: 'm' } },
  { turn: 'turn-1', generation: 1 },
  { outcome: 'result', asked: true, output: { x: 1 } },
  { generation: 2 },
  {},
  { sections: [], totalChars: 0 },
  { entries: [{ type: 'tool_call', tool: 'echo' }, { type: 'tool_result', tool: 'echo' }] },
  {},
];

const fake = (outcome: CaseOutcome, areas = ['turns']): HostConnection & { seen: Case[] } => {
  const seen: Case[] = [];
  return {
    seen,
    hello: { protocol: 1, implementation: { name: 'fake', version: '0', language: 'ts' }, areas },
    run: (c) => (seen.push(c), Promise.resolve(outcome)),
    log: () => '',
    close: () => Promise.resolve(),
  };
};

describe('runScenario', () => {
  test('one case, no mismatches, and a transcript with one line per step', async () => {
    const host = fake({ kind: 'ok', results: answers });
    const run = await runScenario(host, sampleScenario());
    expect(host.seen).toHaveLength(1);
    expect(run.mismatches).toEqual([]);
    expect(run.transcript.split('\n')).toHaveLength(answers.length + 1);
    expect(run.transcript.split('\n')[3]).toBe('{"t":3,"event":"call","turn":"turn-1","tool":"echo","input":{"x":1},"outcome":"result","asked":true,"output":{"x":1}}');
  });

  test('the same answers give byte-identical transcripts', async () => {
    const a = await simulate(sampleScenario(), () => Promise.resolve({ kind: 'ok', results: structuredClone(answers) }));
    const b = await simulate(sampleScenario(), () => Promise.resolve({ kind: 'ok', results: structuredClone(answers) }));
    expect(a.transcript).toBe(b.transcript);
  });

  test('a host without area turns is refused by name', async () => {
    await expect(runScenario(fake({ kind: 'ok', results: answers }, ['permits']), sampleScenario())).rejects.toThrow('does not implement area turns (its hello declares: permits)');
  });

  test('a timeout or a wrong number of results is an error with its status', async () => {
    await expect(runScenario(fake({ kind: 'timeout', message: 'no answer in 5000 ms' }), sampleScenario())).rejects.toThrow(/^\[TIMEOUT\]/);
    await expect(runScenario(fake({ kind: 'ok', results: answers.slice(1) }), sampleScenario())).rejects.toThrow(/^\[ERROR\].*expected 9 results, got 8/);
  });
});

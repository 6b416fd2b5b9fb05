// Edge cases found by mutation testing (`npm run mutation`): places where the turns suites did not yet
// pin the rulings down. Every expected value is worked out from spec/turns.md, spec/protocol.md §6/§10
// and contract-notes §6/§8.
import { describe, expect, test } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { stepError, useHostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';
// More edges, one concept per module in ./killers/ (kept in this file: each suite file costs a module load per run).
import './killers/ops.js';
import './killers/prepare.js';

const host = useHostUnderTest();
const MESSAGE = { $adapter: 'qq', $sender: { id: 'u1' } };
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const run = (setup: Record<string, unknown>, steps: Step[]): Promise<StepResult[]> => host.results(host.checks('turns', setup, steps));
const codeOf = (result: StepResult | undefined): string | undefined => (result === undefined ? undefined : stepError(result)?.code);
const tool = (description: string, extra: Record<string, unknown> = {}) => ({ tool: { description, requiresApproval: 'never', ...extra } });
const start = (session: string, port: unknown, profile = 'interactive'): Step => ({ op: 'startTurn', session, message: MESSAGE, profile, port });

describe('turns: edges found by mutation testing', () => {
  test(req(['TURN-012', 'TURN-016', 'TURN-018'], 'malformed steps answer bad-step, start no turn and journal nothing'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const good = { op: 'startTurn', session: 's1', message: MESSAGE, profile: 'interactive', port: { answers: [] } };
    const without = (field: string): Step => Object.fromEntries(Object.entries(good).filter(([k]) => k !== field)) as Step;
    const port = (answer: unknown): Step => ({ ...good, port: { answers: [{ approve: true }, answer] } });
    const malformed: Step[] = [
      { op: 'load', trees: 'p' },
      without('session'),
      { ...good, session: 5 },
      { ...good, session: '' },
      without('message'),
      without('port'),
      { ...good, message: 'hi' },
      { ...good, message: [MESSAGE] },
      { ...good, profile: 'daily' },
      { ...good, port: 'answers' },
      { ...good, port: [] },
      { ...good, port: { answers: 'approve' } },
      port({ approve: false }),
      port({ deny: 1 }),
      port({ approve: true, deny: true }),
      port({ reply: 1, subject: 'u1', session: 's1' }),
      port({ reply: 'r', subject: 1, session: 's1' }),
      port({ reply: 'r', subject: 'u1', session: 1 }),
      port({ reply: 'r', subject: 'u1', session: 's1', extra: true }),
      port(null),
      port('approve'),
      port(['approve']),
      port({}),
    ];
    const afterStart: Step[] = [
      { op: 'call', turn: 1, tool: 'quiet', input: {} },
      { op: 'call', turn: 'turn-1', tool: 5, input: {} },
      { op: 'call', turn: 'turn-1', tool: 'quiet' },
      { op: 'journal', turn: 7 },
      { op: 'prompt', turn: null },
      { op: 'abort' },
      { op: 'endTurn', turn: ['turn-1'] },
    ];
    const steps: Step[] = [
      { op: 'load', trees: [{ name: 'p', files: { 'tools/quiet/index.ts': tool('Quiet') } }] },
      ...malformed,
      good,
      ...afterStart,
      { op: 'call', turn: 'turn-9', tool: 'quiet', input: {} },
      { op: 'journal', turn: 'turn-1' },
      { op: 'call', turn: 'turn-1', tool: 'quiet', input: {} },
    ];
    const results = await run({}, steps);
    const first = 1;
    const startAt = first + malformed.length;
    expect(results[0]).toEqual({ generation: 1 });
    malformed.forEach((step, i) => expect(codeOf(results[first + i]), `step ${JSON.stringify(step)}`).toBe('bad-step'));
    // The k-th SUCCESSFUL start answers turn-k: none of the malformed ones counted.
    expect(results[startAt]).toEqual({ turn: 'turn-1', generation: 1 });
    afterStart.forEach((step, i) => expect(codeOf(results[startAt + 1 + i]), `step ${JSON.stringify(step)}`).toBe('bad-step'));
    const tail = startAt + 1 + afterStart.length;
    expect(codeOf(results[tail])).toBe('unknown-turn');
    expect(results[tail + 1]).toEqual({ entries: [] });
    // The turn is still open (the malformed abort/endTurn did nothing).
    expect(results[tail + 2]).toEqual({ outcome: 'result', asked: false, output: null });
  });

  test(req(['TURN-020', 'TURN-025'], 'a load with a malformed prompt section fails and publishes nothing'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const base = { title: 'T', content: 'c', order: 1, retention: 'required' };
    const sections: unknown[] = [
      null,
      'text',
      ['T'],
      { ...base, title: 5 },
      { ...base, content: 5 },
      { ...base, layer: 5 },
      { ...base, order: '1' },
      { ...base, retention: 'sometimes' },
      { ...base, maxChars: -1 },
      { ...base, maxChars: 1.5 },
      { ...base, profiles: 'interactive' },
      { ...base, profiles: ['daily'] },
      { ...base, profiles: [5] },
      { ...base, platforms: 'qq' },
      { ...base, platforms: [5] },
    ];
    const bad: Step[] = sections.map((section) => ({ op: 'load', trees: [{ name: 'p', files: { 'prompt-sections/x/index.ts': { section } } }] }));
    const valid = (title: string, content: string, order: number, retention: string, extra: Record<string, unknown> = {}) => ({ section: { title, content, order, retention, ...extra } });
    // The malformed section sits in a second child, after a valid one, and in a second tree.
    bad.push({
      op: 'load',
      trees: [{ name: 'p', files: {}, children: [{ name: 'a', files: { 'prompt-sections/one/index.ts': valid('A', 'a', 1, 'required') } }, { name: 'b', files: { 'prompt-sections/two/index.ts': { section: { ...base, order: 'first' } } } }] }],
    });
    bad.push({ op: 'load', trees: [{ name: 'p', files: { 'prompt-sections/one/index.ts': valid('A', 'a', 1, 'required') } }, { name: 'q', files: { 'prompt-sections/two/index.ts': { section: { ...base, retention: 'always' } } } }] });
    const good: Step = {
      op: 'load',
      trees: [{
        name: 'p',
        files: {},
        children: [
          { name: 'a', files: { 'prompt-sections/one/index.ts': valid('A', 'aa', 2, 'preferred') } },
          { name: 'b', files: { 'prompt-sections/two/index.ts': valid('B', 'b', 1, 'required', { layer: 'base' }) } },
        ],
      }],
    };
    const results = await run({}, [...bad, good, { op: 'startTurn', session: 's1', message: MESSAGE, profile: 'interactive', port: null }, { op: 'prompt', turn: 'turn-1' }]);
    bad.forEach((step, i) => {
      const code = codeOf(results[i]);
      expect(code, `load ${JSON.stringify(step).slice(0, 300)} should fail with a step error`).toMatch(KEBAB);
    });
    // No failed load published a generation: the good one is generation 1, and every child's section is in it.
    expect(results[bad.length]).toEqual({ generation: 1 });
    expect(results[bad.length + 1]).toEqual({ turn: 'turn-1', generation: 1 });
    expect(results[bad.length + 2]).toEqual({
      sections: [
        { id: 'b__two', title: 'B', content: 'b', cut: false },
        { id: 'a__one', title: 'A', content: 'aa', cut: false },
      ],
      totalChars: 3,
    });
  });

  test(req(['TURN-020'], 'a section-shaped file outside prompt-sections/<name>/index.ts is not a prompt section'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const section = { section: { title: 'S', content: 's', order: 1, retention: 'required' } };
    const results = await run({}, [
      { op: 'load', trees: [{ name: 'p', files: { 'lib/intro/index.ts': section, 'prompt-sections/x/notes.ts': section } }] },
      { op: 'startTurn', session: 's1', message: null, profile: 'scheduled', port: null },
      { op: 'prompt', turn: 'turn-1' },
    ]);
    // Whether such a file is accepted is the registry's business; it never becomes a section.
    if (codeOf(results[0]) === undefined) expect(results[2]).toEqual({ sections: [], totalChars: 0 });
  });

  test(req(['TURN-022', 'TURN-023'], 'a budget of 0 is a budget; config without systemPromptMaxChars and generation 0 are unlimited and empty'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const load: Step = { op: 'load', trees: [{ name: 'p', files: { 'prompt-sections/extra/index.ts': { section: { title: 'E', content: 'eee', order: 1, retention: 'preferred' } } } }] };
    const turn: Step[] = [{ op: 'startTurn', session: 's1', message: null, profile: 'scheduled', port: null }, { op: 'prompt', turn: 'turn-1' }];
    expect(await run({ config: { systemPromptMaxChars: 0 } }, [load, ...turn])).toEqual([{ generation: 1 }, { turn: 'turn-1', generation: 1 }, { sections: [], totalChars: 0 }]);
    expect(await run({ config: {} }, [load, ...turn])).toEqual([
      { generation: 1 },
      { turn: 'turn-1', generation: 1 },
      { sections: [{ id: 'extra', title: 'E', content: 'eee', cut: false }], totalChars: 3 },
    ]);
    // No load at all: generation 0 has no sections.
    expect(await run({}, turn)).toEqual([{ turn: 'turn-1', generation: 0 }, { sections: [], totalChars: 0 }]);
  });

  test(req(['TURN-020', 'TURN-022'], 'one listed platform is enough; preferred sections are packed by order, not by declaration'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const section = (title: string, content: string, order: number, retention: string, extra: Record<string, unknown> = {}) => ({ section: { title, content, order, retention, ...extra } });
    const files = {
      // Declared first, presented and packed second: with 4 characters left only "b" (order 1) fits.
      'prompt-sections/a/index.ts': section('A', 'aaa', 2, 'preferred'),
      'prompt-sections/b/index.ts': section('B', 'bbb', 1, 'preferred'),
      'prompt-sections/m/index.ts': section('M', 'm', 5, 'required', { platforms: ['github', 'qq'] }),
    };
    expect(await run({ config: { systemPromptMaxChars: 4 } }, [{ op: 'load', trees: [{ name: 'p', files }] }, start('s1', null), { op: 'prompt', turn: 'turn-1' }])).toEqual([
      { generation: 1 },
      { turn: 'turn-1', generation: 1 },
      { sections: [{ id: 'b', title: 'B', content: 'bbb', cut: false }, { id: 'm', title: 'M', content: 'm', cut: false }], totalChars: 4 },
    ]);
  });

  test(req(['TURN-014'], 'a null output is a result; a throw fails with its message; invalid input fails with an error text'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const files = {
      'tools/plain/index.ts': tool('Plain'),
      'tools/boom/index.ts': tool('Boom', { behavior: { throws: 'boom' } }),
      'tools/strict/index.ts': tool('Strict', { inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] }, behavior: { returns: 'ok' } }),
    };
    const call = (name: string, input: unknown): Step => ({ op: 'call', turn: 'turn-1', tool: name, input });
    const results = await run({}, [
      { op: 'load', trees: [{ name: 'p', files }] },
      { op: 'startTurn', session: 's1', message: null, profile: 'scheduled', port: null },
      call('plain', {}),
      call('boom', {}),
      call('strict', {}),
      call('strict', { q: 'x' }),
    ]);
    expect(results.slice(2, 4)).toEqual([{ outcome: 'result', asked: false, output: null }, { outcome: 'failed', asked: false, error: 'boom' }]);
    expect(results[4]).toMatchObject({ outcome: 'failed', asked: false });
    const error = (results[4] as { error?: unknown }).error;
    expect(typeof error === 'string' && error.length > 0, `invalid input should fail with an error saying so, got ${JSON.stringify(results[4])}`).toBe(true);
    expect(results[5]).toEqual({ outcome: 'result', asked: false, output: 'ok' });
  });

  test(req(['TURN-011', 'TURN-017', 'TURN-019'], 'ask_user never takes an approval; approval questions never take replies; no reply is "no answer"'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const reply = { reply: 'hi', subject: 'u1', session: 's1' };
    const ask: Step = { op: 'call', turn: 'turn-1', tool: 'ask_user', input: { question: 'why?' } };
    const risky: Step = { op: 'call', turn: 'turn-1', tool: 'risky', input: {} };
    const load: Step = { op: 'load', trees: [{ name: 'p', files: { 'tools/risky/index.ts': tool('Risky', { requiresApproval: 'always', behavior: { returns: 'r' } }) } }] };
    expect(await run({}, [load, start('s1', { answers: [{ approve: true }, reply] }), ask, risky, ask])).toEqual([
      { generation: 1 },
      { turn: 'turn-1', generation: 1 },
      { outcome: 'result', asked: false, output: { reply: 'hi' } },
      { outcome: 'result', asked: true, output: 'r' },
      { outcome: 'failed', asked: false, error: 'no answer' },
    ]);
    // Only a reply queued: the question goes unanswered (denied) and the reply stays for ask_user.
    expect(await run({}, [load, start('s1', { answers: [reply] }), risky, ask])).toEqual([
      { generation: 1 },
      { turn: 'turn-1', generation: 1 },
      { outcome: 'denied', stage: 'approval', asked: true },
      { outcome: 'result', asked: false, output: { reply: 'hi' } },
    ]);
  });

  test(req(['TURN-005', 'TURN-006'], 'always asks even when the same tool was approved under once before a reload'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const x = (mode: string): Step => ({ op: 'load', trees: [{ name: 'p', files: { 'tools/x/index.ts': tool('X', { requiresApproval: mode, behavior: { returns: mode } }) } }] });
    const call = (turn: string): Step => ({ op: 'call', turn, tool: 'x', input: {} });
    expect(await run({}, [x('once'), start('s1', { answers: [{ approve: true }] }), call('turn-1'), call('turn-1'), x('always'), start('s1', { answers: [{ approve: true }] }), call('turn-2'), call('turn-2')])).toEqual([
      { generation: 1 },
      { turn: 'turn-1', generation: 1 },
      { outcome: 'result', asked: true, output: 'once' },
      { outcome: 'result', asked: false, output: 'once' },
      { generation: 2 },
      { turn: 'turn-2', generation: 2 },
      { outcome: 'result', asked: true, output: 'always' },
      { outcome: 'denied', stage: 'approval', asked: true },
    ]);
  });

  test(req(['TURN-003'], 'a policy tool denies inputs without a string command at permission, whatever their JSON type'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const inputs: unknown[] = [null, 'ls', ['ls'], 5, true, { command: 5 }, { command: ['ls'] }, { command: null }, { path: 'ls' }];
    const load: Step = { op: 'load', trees: [{ name: 'p', files: { 'tools/sh/index.ts': tool('Shell', { policy: 'bash', allow: ['ls'], behavior: { returns: 'ran' } }) } }] };
    const calls: Step[] = inputs.map((input) => ({ op: 'call', turn: 'turn-1', tool: 'sh', input }));
    const results = await run({}, [load, start('s1', { answers: [{ approve: true }] }), ...calls, { op: 'call', turn: 'turn-1', tool: 'sh', input: { command: 'ls' } }]);
    expect(results.slice(2)).toEqual([...inputs.map(() => ({ outcome: 'denied', stage: 'permission', asked: false })), { outcome: 'result', asked: false, output: 'ran' }]);
  });

  test(req(['TURN-015', 'TURN-016'], 'aborting an ended turn leaves it ended: calls are denied at generation and not journaled'), async (ctx) => {
    if (!host.claims('turns')) ctx.skip('host does not implement area turns');
    const load: Step = { op: 'load', trees: [{ name: 'p', files: { 'tools/quiet/index.ts': tool('Quiet') } }] };
    const call: Step = { op: 'call', turn: 'turn-1', tool: 'quiet', input: {} };
    expect(await run({}, [load, start('s1', null), call, { op: 'endTurn', turn: 'turn-1' }, { op: 'abort', turn: 'turn-1' }, call, { op: 'endTurn', turn: 'turn-1' }, { op: 'journal', turn: 'turn-1' }])).toEqual([
      { generation: 1 },
      { turn: 'turn-1', generation: 1 },
      { outcome: 'result', asked: false, output: null },
      {},
      {},
      { outcome: 'denied', stage: 'generation', asked: false },
      {},
      { entries: [{ type: 'tool_call', tool: 'quiet' }, { type: 'tool_result', tool: 'quiet' }] },
    ]);
  });
});

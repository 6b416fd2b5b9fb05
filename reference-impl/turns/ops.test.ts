import { describe, test, expect } from 'vitest';
import type { Case } from '../../host/protocol.js';
import { referenceDispatch } from '../host.js';
import { createReferenceHost } from '../host.js';
import { createTurnOps } from './ops.js';

const host = createReferenceHost({ dispatch: { ...referenceDispatch, turns: createTurnOps() } });
const run = async (steps: unknown[], setup: Record<string, unknown> = {}) => {
  const answer = await host.run({ id: 't', area: 'turns', setup, steps } as Case);
  if (!('results' in answer)) throw new Error(`expected results, got ${JSON.stringify(answer)}`);
  return answer.results as Array<Record<string, any>>;
};
const code = (r: Record<string, any> | undefined) => r?.error?.code as string | undefined;
const qq = { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'user' } };
const tool = (fields: Record<string, unknown>) => ({ tool: { description: 'd', ...fields } });
const load = (files: Record<string, unknown>, children: unknown[] = []) => ({ op: 'load', trees: [{ name: 'p', files, children }] });
const start = (port: unknown = { answers: [] }, extra: Record<string, unknown> = {}) => ({ op: 'startTurn', session: 's1', message: qq, profile: 'interactive', port, ...extra });
const call = (name: string, input: unknown = {}, turn = 'turn-1') => ({ op: 'call', turn, tool: name, input });
const section = (order: number, retention: string, content: string, extra: Record<string, unknown> = {}) => ({ section: { title: 't', content, order, retention, ...extra } });

describe('turns ops', () => {
  test('load, start, call: the pipeline answers per call and the journal pairs them', async () => {
    const r = await run([
      load({ 'tools/echo/index.ts': tool({ requiresApproval: 'never', behavior: { echo: true } }), 'tools/admin/index.ts': tool({ permissions: ['role(master)'], requiresApproval: 'never' }) }),
      start(),
      call('echo', { x: 1 }), call('admin'), call('missing'),
      { op: 'journal', turn: 'turn-1' },
    ]);
    expect(r.slice(0, 2)).toEqual([{ generation: 1 }, { turn: 'turn-1', generation: 1 }]);
    expect(r.slice(2, 5)).toEqual([
      { outcome: 'result', asked: false, output: { x: 1 } },
      { outcome: 'denied', stage: 'permission', asked: false },
      { outcome: 'denied', stage: 'unknown', asked: false },
    ]);
    expect(r[5]).toEqual({ entries: [
      { type: 'tool_call', tool: 'echo' }, { type: 'tool_result', tool: 'echo' },
      { type: 'tool_call', tool: 'admin' }, { type: 'tool_denied', tool: 'admin', stage: 'permission' },
      { type: 'tool_call', tool: 'missing' }, { type: 'tool_denied', tool: 'missing', stage: 'unknown' },
    ] });
  });

  test('on-risk is the default; once is remembered per session across turns of the case (TURN-006/009)', async () => {
    const r = await run([
      load({ 'tools/risky/index.ts': tool({}), 'tools/once/index.ts': tool({ requiresApproval: 'once' }) }),
      start({ answers: [{ approve: true }, { approve: true }, { approve: true }] }),
      call('risky'), call('risky'), call('once'), call('once'),
      { op: 'endTurn', turn: 'turn-1' },
      start({ answers: [] }), call('once', {}, 'turn-2'),
      start({ answers: [] }, { session: 's2' }), call('once', {}, 'turn-3'),
    ]);
    expect([r[2], r[3], r[4], r[5]].map((x) => [x!.outcome, x!.asked])).toEqual([['result', true], ['result', true], ['result', true], ['result', false]]);
    expect(r[8]).toEqual({ outcome: 'result', asked: false, output: null });
    expect(r[10]).toEqual({ outcome: 'denied', stage: 'approval', asked: true });
  });

  test('an on-risk policy tool asks once per canonical input (TURN-003/008)', async () => {
    const r = await run([
      load({ 'tools/sh/index.ts': tool({ policy: 'bash', allow: ['ls', 'pwd'] }) }),
      start({ answers: [{ approve: true }, { approve: true }] }),
      call('sh', { command: 'ls' }), call('sh', { command: 'ls' }), call('sh', { command: 'pwd' }), call('sh', { command: 'rm' }),
    ]);
    expect(r.slice(2).map((x) => [x.outcome, x.stage, x.asked])).toEqual([['result', undefined, true], ['result', undefined, false], ['result', undefined, true], ['denied', 'permission', false]]);
  });

  test('scheduled or port-less turns are unattended: no ask_user, questions refused (TURN-010/017)', async () => {
    const r = await run([
      load({ 'tools/risky/index.ts': tool({}) }),
      start({ answers: [{ approve: true }] }, { profile: 'scheduled' }), call('risky'), call('ask_user', { question: 'q' }),
      start(null), call('ask_user', { question: 'q' }, 'turn-2'),
    ]);
    expect(r.slice(2, 4)).toEqual([{ outcome: 'denied', stage: 'approval', asked: false }, { outcome: 'denied', stage: 'unknown', asked: false }]);
    expect(r[5]).toEqual({ outcome: 'denied', stage: 'unknown', asked: false });
  });

  test('ask_user answers only from the same session and sender (TURN-018/019)', async () => {
    const reply = (text: string, subject: string, session: string) => ({ reply: text, subject, session });
    const r = await run([
      load({}),
      start({ answers: [reply('spoof', 'u2', 's1'), reply('other session', 'u1', 's9'), reply('yes', 'u1', 's1')] }),
      call('ask_user', { question: 'ok?' }), call('ask_user', { question: 'again?' }),
      start({ answers: [reply('yes', 'undefined', 's1')] }, { message: null }), call('ask_user', { question: 'q' }, 'turn-2'),
    ]);
    expect(r[2]).toEqual({ outcome: 'result', asked: false, output: { reply: 'yes' } });
    expect(r[3]).toEqual({ outcome: 'failed', asked: false, error: 'no answer' });
    expect(r[5]).toEqual({ outcome: 'failed', asked: false, error: 'no answer' });
  });

  test('a turn pins its generation and sections; a failed reload publishes nothing (TURN-016/025)', async () => {
    const v1 = { 'tools/t/index.ts': tool({ requiresApproval: 'never', behavior: { returns: 'old' } }), 'prompt-sections/intro/index.ts': section(1, 'required', 'old') };
    const v2 = { 'tools/t/index.ts': tool({ requiresApproval: 'never', behavior: { returns: 'new' } }), 'prompt-sections/intro/index.ts': section(1, 'required', 'new') };
    const r = await run([
      load(v1), start(),
      load(v2), call('t'), { op: 'prompt', turn: 'turn-1' },
      load({ 'prompt-sections/intro/index.ts': section(1, 'mandatory', 'x') }),
      start(), call('t', {}, 'turn-2'), { op: 'prompt', turn: 'turn-2' },
      { op: 'endTurn', turn: 'turn-1' }, call('t'), { op: 'journal', turn: 'turn-1' },
    ]);
    expect([r[2], r[3]]).toEqual([{ generation: 2 }, { outcome: 'result', asked: false, output: 'old' }]);
    expect(r[4]).toEqual({ sections: [{ id: 'intro', title: 't', content: 'old', cut: false }], totalChars: 3 });
    expect(code(r[5])).toBe('invalid-definition');
    expect(r[6]).toEqual({ turn: 'turn-2', generation: 2 });
    expect(r[7]).toMatchObject({ output: 'new' });
    expect(r[8]!.sections.map((s: any) => s.content)).toEqual(['new']);
    expect([r[9], r[10]]).toEqual([{}, { outcome: 'denied', stage: 'generation', asked: false }]);
    expect(r[11]!.entries).toHaveLength(2);
  });

  test('prompt assembly at start; required sections over budget fail the start (TURN-020..024)', async () => {
    const files = {
      'prompt-sections/b/index.ts': section(1, 'preferred', 'bbbb'),
      'prompt-sections/a/index.ts': section(1, 'required', 'aaaaaa', { maxChars: 3 }),
      'prompt-sections/c/index.ts': section(0, 'opportunistic', 'cc', { platforms: ['icqq'] }),
    };
    const ok = await run([load(files), start(), { op: 'prompt', turn: 'turn-1' }], { config: { systemPromptMaxChars: 7 } });
    expect(ok[2]).toEqual({ sections: [{ id: 'a', title: 't', content: 'aaa', cut: true }, { id: 'b', title: 't', content: 'bbbb', cut: false }], totalChars: 7 });
    const tight = await run([load(files), start(), start(null, { profile: 'scheduled' })], { config: { systemPromptMaxChars: 2 } });
    expect([code(tight[1]), code(tight[2])]).toEqual(['prompt-budget-exceeded', 'prompt-budget-exceeded']);
    const after = await run([load(files), start(), load({}), start()], { config: { systemPromptMaxChars: 2 } });
    expect(after[3]).toEqual({ turn: 'turn-1', generation: 2 });
  });

  test('abort cancels later calls; Seam tools run through the same pipeline (TURN-015/026)', async () => {
    const r = await run([
      { op: 'registerProvider', scope: 'global', provider: { id: 'remote', kind: 'tool', tools: [{ name: 'rt', description: 'r', permissions: ['adapter(icqq)'] }, { name: 'ok', description: 'o', requiresApproval: 'never', behavior: { returns: 1 } }, { name: 'sh', description: 's', policy: 'bash', allow: ['ls'] }] } },
      load({}), start(), call('rt'), call('ok'), call('sh', { command: 'rm' }),
      { op: 'abort', turn: 'turn-1' }, call('ok'), { op: 'journal', turn: 'turn-1' },
    ]);
    expect(r[3]).toEqual({ outcome: 'denied', stage: 'permission', asked: false });
    expect(r[4]).toEqual({ outcome: 'result', asked: false, output: 1 });
    expect(r[5]).toEqual({ outcome: 'denied', stage: 'permission', asked: false });
    expect([r[6], r[7]]).toEqual([{}, { outcome: 'cancelled', asked: false }]);
    expect(r[8]!.entries.slice(-2)).toEqual([{ type: 'tool_call', tool: 'ok' }, { type: 'tool_cancelled', tool: 'ok' }]);
  });

  test('malformed steps are bad-step, unknown turns unknown-turn, registry errors pass through', async () => {
    const r = await run([
      { op: 'load', trees: 'x' }, { op: 'load', trees: [{ name: 'p', files: { 'tools/a/index.ts': { section: 1 } } }] },
      { op: 'startTurn', session: 's', message: qq, profile: 'batch', port: null },
      { op: 'startTurn', session: 's', profile: 'interactive', port: null },
      start({ answers: [{ approve: 'yes' }] }),
      { op: 'call', turn: 'turn-1', tool: 't' }, { op: 'journal', turn: 'turn-9' }, { op: 'endTurn', turn: 3 },
      { op: 'load', trees: [{ name: 'p', files: { 'tools/x/index.ts': tool({}) }, setup: { addTools: [{ name: 'x', tool: { description: 'y' } }] } }] },
    ]);
    expect(r.map(code)).toEqual(['bad-step', 'bad-step', 'bad-step', 'bad-step', 'bad-step', 'bad-step', 'unknown-turn', 'bad-step', 'duplicate-name']);
    expect(r[4]!.error.message).toContain('port.answers[0]');
  });

  test('a setup that breaks its schema answers bad-setup on every step, naming the field', async () => {
    const badConfig = await run([load({}), start()], { config: { systemPromptMaxChars: -1 } });
    expect(badConfig.map(code)).toEqual(['bad-setup', 'bad-setup']);
    expect(badConfig[0]!.error.message).toContain('systemPromptMaxChars');
    for (const setup of [{ config: 5 }, { config: { budget: 1 } }, { extra: true }, { platformGrants: { qq: ['a'] } }]) {
      expect((await run([start()], setup)).map(code), JSON.stringify(setup)).toEqual(['bad-setup']);
    }
    expect(await run([start()], { config: {}, platformGrants: { qq: { u1: ['a'] } } })).toEqual([{ turn: 'turn-1', generation: 0 }]);
  });
});

import { describe, test, expect } from 'vitest';
import fc from 'fast-check';
import type { Case } from '../../host/protocol.js';
import referenceHost from '../host.js';

const run = async (steps: unknown[]) => {
  const answer = await referenceHost.run({ id: 't', area: 'registry', setup: {}, steps } as Case);
  if (!('results' in answer)) throw new Error(`expected results, got ${JSON.stringify(answer)}`);
  return answer.results as Array<Record<string, any>>;
};
const codeOf = (r: Record<string, any> | undefined) => r?.error?.code as string | undefined;
const stageEcho = { op: 'stage', tree: { name: 'p', files: { 'tools/echo/index.ts': { tool: { description: 'e', inputSchema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] }, behavior: { echo: true } } }, 'tools/boom/index.ts': { tool: { description: 'b', behavior: { throws: 'kaput' } } } } } };

describe('call (REGISTRY-005/017/018/024)', () => {
  test('validates input before execute, runs behaviors, names unknown tools', async () => {
    const r = await run([stageEcho, { op: 'commit' }, { op: 'pin' },
      { op: 'call', pin: 'pin-1', tool: 'echo', input: { message: 'hi' } },
      { op: 'call', pin: 'pin-1', tool: 'echo', input: { message: 1 } },
      { op: 'call', pin: 'pin-1', tool: 'boom', input: {} },
      { op: 'call', pin: 'pin-1', tool: 'boom', input: 'not an object' },
      { op: 'call', pin: 'pin-1', tool: 'nope', input: {} },
    ]);
    expect(r[3]).toEqual({ output: { message: 'hi' } });
    expect([codeOf(r[4]), codeOf(r[5]), codeOf(r[6]), codeOf(r[7])]).toEqual(['invalid-input', 'tool-failed', 'invalid-input', 'unknown-tool']);
    expect(r[5]!.error.message).toContain('kaput');
  });
  test('the pin is checked before the name: a released or unknown pin runs nothing', async () => {
    const r = await run([stageEcho, { op: 'commit' }, { op: 'pin' }, { op: 'release', pin: 'pin-1' },
      { op: 'call', pin: 'pin-1', tool: 'echo', input: { message: 'x' } },
      { op: 'call', pin: 'pin-1', tool: 'nope', input: {} },
      { op: 'call', pin: 'pin-7', tool: 'echo', input: { message: 'x' } },
      { op: 'release', pin: 'pin-1' },
    ]);
    expect([codeOf(r[4]), codeOf(r[5]), codeOf(r[6])]).toEqual(['scope-ended', 'scope-ended', 'scope-ended']);
    expect(r[7]).toEqual({});
  });
});

describe('providers (REGISTRY-020/022)', () => {
  const provider = (id: string, name: string) => ({ id, kind: 'tool', tools: [{ name, description: 'd', behavior: { returns: name } }] });
  test('disposer-k numbering, duplicate ids, idempotent dispose, unknown disposer', async () => {
    const r = await run([
      { op: 'registerProvider', scope: 'global', provider: provider('a', 'ta') },
      { op: 'registerProvider', scope: 'global', provider: provider('a', 'tb') },
      { op: 'registerProvider', scope: 'reviewer', provider: provider('a', 'tc') },
      { op: 'dispose', disposer: 'disposer-1' },
      { op: 'dispose', disposer: 'disposer-1' },
      { op: 'dispose', disposer: 'disposer-9' },
      { op: 'registerProvider', scope: 'global', provider: provider('a', 'td') },
      { op: 'commit' }, { op: 'pin' },
      { op: 'call', pin: 'pin-1', tool: 'td', input: {} },
      { op: 'call', pin: 'pin-1', tool: 'tc', input: {} },
    ]);
    expect(r.slice(0, 7)).toEqual([{ disposer: 'disposer-1' }, expect.objectContaining({ error: expect.objectContaining({ code: 'duplicate-provider' }) }), { disposer: 'disposer-2' }, {}, {}, expect.objectContaining({ error: expect.objectContaining({ code: 'unknown-disposer' }) }), { disposer: 'disposer-3' }]);
    // Calls resolve in the global view: the owner-scoped tool is not callable by name alone.
    expect([r[9], codeOf(r[10])]).toEqual([{ output: 'td' }, 'unknown-tool']);
  });
  test('a disposed provider leaves with the next commit, not before', async () => {
    const r = await run([
      { op: 'registerProvider', scope: 'global', provider: provider('a', 'ta') }, { op: 'commit' },
      { op: 'dispose', disposer: 'disposer-1' }, { op: 'index' }, { op: 'commit' }, { op: 'index' },
    ]);
    expect(r[3]!.tools.map((t: { qualifiedName: string }) => t.qualifiedName)).toEqual(['ta']);
    expect(r[5]!.tools).toEqual([]);
  });
});

describe('bad steps: totality', () => {
  test.each<[unknown, string]>([
    [{ op: 'stage' }, '"tree"'],
    [{ op: 'addTool', name: 1, tool: {} }, '"name"'],
    [{ op: 'addTool', name: 'x', tool: 'y' }, '"tool"'],
    [{ op: 'addTool', name: 'x', tool: {}, plugin: 'maps' }, '"plugin"'],
    [{ op: 'registerProvider', scope: 'global', provider: { id: 'a', kind: 'gadget' } }, 'kind'],
    [{ op: 'registerProvider', provider: { id: 'a', kind: 'tool', tools: [] } }, '"scope"'],
    [{ op: 'dispose' }, '"disposer"'],
    [{ op: 'commit', failAt: 3 }, '"failAt"'],
    [{ op: 'index', owner: [] }, '"owner"'],
    [{ op: 'release' }, '"pin"'],
    [{ op: 'call', pin: 'pin-1', tool: 'x' }, '"input"'],
  ])('%j → bad-step naming %s', async (step, named) => {
    const [r] = await run([step]);
    expect(codeOf(r)).toBe('bad-step');
    expect(r!.error.message).toContain(named);
  });
  test('any JSON as a step answers one result object, never errored', async () => {
    const ops = fc.constantFrom('stage', 'addTool', 'registerProvider', 'dispose', 'commit', 'index', 'pin', 'release', 'call');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ op: ops, tree: fc.jsonValue(), name: fc.jsonValue(), tool: fc.jsonValue(), scope: fc.jsonValue(), provider: fc.jsonValue(), pin: fc.jsonValue(), input: fc.jsonValue() }, { requiredKeys: ['op'] }), { maxLength: 6 }), async (steps) => {
        const answer = await referenceHost.run({ id: 't', area: 'registry', setup: {}, steps } as Case);
        expect('results' in answer && answer.results.length).toBe(steps.length);
      }),
      { numRuns: 300 },
    );
  });
});

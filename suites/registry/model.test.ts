// Self-check of the registry model against expectations computed by hand from spec/registry.md
// (no host involved).
import { describe, test, expect } from 'vitest';
import { RegistryModel } from './model.js';
import type { Expected, RegistryStep } from './model.js';
import { agentFiles, MESSAGE_SCHEMA } from './wire.js';
import type { PluginTree } from './wire.js';

const echo = { description: 'Echo', inputSchema: MESSAGE_SCHEMA, behavior: { echo: true as const } };
const tree: PluginTree = {
  name: 'root',
  files: {
    'tools/echo/index.ts': { tool: echo },
    'tools/echo/client.ts': { module: true },
    'skills/short/SKILL.md': { text: '# short' },
    'skills/short/tools/norm/index.ts': { tool: { description: 'n' } },
    ...agentFiles('reviewer', 'qq'),
    'agents/reviewer/skills/review/tools/check/index.ts': { tool: { description: 'c', hidden: true } },
  },
  children: [{ name: 'maps', files: { 'tools/get-weather/index.ts': { tool: { description: 'w', requiresApproval: 'never' } } } }],
};

function run(steps: RegistryStep[]): Expected[] {
  const model = new RegistryModel();
  return steps.map((s) => model.apply(s));
}

const codes = (e: Expected | undefined) => (e?.kind === 'error' ? [...e.codes].sort() : 'value');
const shape = (e: Expected | undefined) => (e?.kind === 'value' ? e.shape : undefined);

describe('registry model', () => {
  test('discovery: owner paths, qualifiedNames, sources, defaults, sort order', () => {
    const [, commit, index] = run([{ op: 'stage', tree }, { op: 'commit' }, { op: 'index' }]);
    expect(shape(commit)).toEqual({ generation: 1 });
    const got = shape(index) as { tools: { qualifiedName: string; ownerPath: string[]; source: string }[] };
    expect(got.tools.map((t) => [t.qualifiedName, t.ownerPath, t.source])).toEqual([
      ['echo', [], 'tools/echo/index.ts'],
      ['maps__get-weather', ['maps'], 'maps/tools/get-weather/index.ts'],
      ['reviewer__review__check', ['reviewer', 'review'], 'agents/reviewer/skills/review/tools/check/index.ts'],
      ['short__norm', ['short'], 'skills/short/tools/norm/index.ts'],
    ]);
    expect(got.tools[1]).toMatchObject({ requiresApproval: 'never', hidden: false, platforms: [], inputSchema: { type: 'object' } });
    expect(got.tools[2]).toMatchObject({ requiresApproval: 'on-risk', hidden: true });
    expect(shape(index)).toMatchObject({
      generation: 1,
      skills: [{ qualifiedName: 'short', ownerPath: [], source: 'skills/short/SKILL.md' }],
      agents: [{ name: 'reviewer', ownerPath: [], source: 'agents/reviewer/agent.json' }],
    });
  });

  test('prepare problems give their codes and leave the generation alone', () => {
    const bad = (files: PluginTree['files']): RegistryStep[] => [{ op: 'stage', tree: { name: 'r', files } }, { op: 'commit' }, { op: 'index' }];
    expect(codes(run(bad({ 'tools/Echo/index.ts': { tool: { description: 'x' } } }))[1])).toEqual(['invalid-name']);
    expect(codes(run(bad({ 'tools/e/index.ts': { module: true } }))[1])).toEqual(['invalid-definition']);
    expect(codes(run(bad({ 'tools/e/index.ts': { tool: { scopes: ['guild'], description: 'x' } } }))[1])).toEqual(['invalid-definition']);
    expect(codes(run(bad({ 'tools/e/index.ts': { tool: { description: 'x', permissions: ['adapter('] } } }))[1])).toBe('value');
    expect(codes(run(bad({ 'agents/a/system.md': { text: '' } }))[1])).toEqual(['missing-agent-file']);
    expect(codes(run(bad({ ...agentFiles('a', 'qq'), ...agentFiles('b', 'qq') }))[1])).toEqual(['routing-conflict']);
    expect(codes(run(bad({ ...agentFiles('a', 'qq'), ...agentFiles('b', 'kook') }))[1])).toBe('value');
    expect(codes(run(bad({ [`tools/${'a'.repeat(65)}/index.ts`]: { tool: { description: 'x' } } }))[1])).toEqual(['invalid-name']);
    expect(codes(run(bad({ [`tools/${'a'.repeat(64)}/index.ts`]: { tool: { description: 'x' } } }))[1])).toBe('value');
    expect(codes(run(bad({ 'tools/x/index.ts': { tool: {} }, 'tools/x/index.js': { tool: { description: 'x' } } }))[1])).toEqual(['duplicate-name', 'invalid-definition']);
    expect(shape(run(bad({ 'tools/x/index.ts': { module: true } }))[2])).toMatchObject({ generation: 0, tools: [] });
  });

  test('duplicates across addTool and Seam, provider scopes and disposers; providers roll back with a failed commit', () => {
    const provider = { id: 'acme', kind: 'tool' as const, tools: [{ name: 'search', description: 's' }] };
    const bob = { ...provider, tools: [{ name: 'find', description: 'f' }] };
    const steps: RegistryStep[] = [
      { op: 'registerProvider', scope: 'global', provider },
      { op: 'registerProvider', scope: 'global', provider },
      { op: 'registerProvider', scope: 'bob', provider: bob },
      { op: 'addTool', name: 'search', tool: { description: 'again' } },
      { op: 'commit' },
      // REGISTRY-031: both providers rolled back with the failed candidate, so the ids are free again.
      { op: 'registerProvider', scope: 'global', provider },
      { op: 'registerProvider', scope: 'bob', provider: bob },
      { op: 'commit' },
      { op: 'index', owner: 'bob' },
      { op: 'dispose', disposer: 'disposer-3' },
      { op: 'dispose', disposer: 'disposer-3' },
      { op: 'dispose', disposer: 'disposer-9' },
      { op: 'index' },
      { op: 'commit' },
      { op: 'index' },
      { op: 'dispose', disposer: 'disposer-1' },
    ];
    const r = run(steps);
    expect(shape(r[0])).toEqual({ disposer: 'disposer-1' });
    expect(codes(r[1])).toEqual(['duplicate-provider']);
    expect(shape(r[2])).toEqual({ disposer: 'disposer-2' });
    expect(codes(r[4])).toEqual(['duplicate-name']);
    expect([shape(r[5]), shape(r[6])]).toEqual([{ disposer: 'disposer-3' }, { disposer: 'disposer-4' }]);
    expect(shape(r[7])).toEqual({ generation: 1 });
    expect(shape(r[8])).toMatchObject({ tools: [{ qualifiedName: 'find', source: 'seam:acme' }] });
    expect([shape(r[9]), shape(r[10]), codes(r[11])]).toEqual([{}, {}, ['unknown-disposer']]);
    expect(shape(r[12])).toMatchObject({ generation: 1, tools: [{ qualifiedName: 'search', ownerPath: [] }] });
    expect(shape(r[14])).toMatchObject({ generation: 2, tools: [] });
    expect(shape(r[15])).toEqual({}); // a rolled-back provider's disposer changes nothing
  });

  test('pins hold their generation; released and unknown pins end the scope', () => {
    const one = (description: string, behavior: { returns: unknown }): RegistryStep => ({
      op: 'stage',
      tree: { name: 'r', files: { 'tools/t/index.ts': { tool: { description, behavior } } } },
    });
    const r = run([
      one('v1', { returns: 1 }),
      { op: 'commit' },
      { op: 'pin' },
      one('v2', { returns: 2 }),
      { op: 'commit' },
      { op: 'pin' },
      { op: 'call', pin: 'pin-1', tool: 't', input: {} },
      { op: 'call', pin: 'pin-2', tool: 't', input: {} },
      { op: 'release', pin: 'pin-1' },
      { op: 'call', pin: 'pin-1', tool: 'nope', input: {} },
      { op: 'call', pin: 'pin-7', tool: 't', input: {} },
      { op: 'call', pin: 'pin-2', tool: 'nope', input: {} },
    ]);
    expect([shape(r[2]), shape(r[5])]).toEqual([{ pin: 'pin-1', generation: 1 }, { pin: 'pin-2', generation: 2 }]);
    expect([shape(r[6]), shape(r[7])]).toEqual([{ output: 1 }, { output: 2 }]);
    expect([codes(r[9]), codes(r[10]), codes(r[11])]).toEqual([['scope-ended'], ['scope-ended'], ['unknown-tool']]);
  });

  test('calls validate input first, then run the behavior', () => {
    const files = {
      'tools/e/index.ts': { tool: echo },
      'tools/boom/index.ts': { tool: { description: 'b', inputSchema: MESSAGE_SCHEMA, behavior: { throws: 'no' } } },
    };
    const r = run([
      { op: 'stage', tree: { name: 'r', files } },
      { op: 'commit' },
      { op: 'pin' },
      { op: 'call', pin: 'pin-1', tool: 'e', input: { message: 'hi' } },
      { op: 'call', pin: 'pin-1', tool: 'e', input: { message: 3 } },
      { op: 'call', pin: 'pin-1', tool: 'boom', input: {} },
      { op: 'call', pin: 'pin-1', tool: 'boom', input: { message: 'x' } },
    ]);
    expect(shape(r[3])).toEqual({ output: { message: 'hi' } });
    expect([codes(r[4]), codes(r[5]), codes(r[6])]).toEqual([['invalid-input'], ['invalid-input'], ['tool-failed']]);
  });
});

describe('registry model: the deciding requirement of each answer', () => {
  const ruleOf = (e: Expected | undefined, actual: Record<string, unknown> = {}) => (typeof e?.rule === 'function' ? e.rule(actual) : e?.rule);
  const failedWith = (code: string) => ({ error: { code, message: 'm' } });

  test('a failed commit is decided by the rule its problem breaks', () => {
    const commitOf = (files: PluginTree['files']) => run([{ op: 'stage', tree: { name: 'r', files } }, { op: 'commit' }])[1];
    expect(ruleOf(commitOf({ 'tools/Echo/index.ts': { tool: { description: 'x' } } }))).toBe('REGISTRY-008');
    expect(ruleOf(commitOf({ [`tools/${'a'.repeat(65)}/index.ts`]: { tool: { description: 'x' } } }))).toBe('REGISTRY-009');
    expect(ruleOf(commitOf({ 'tools/e/index.ts': { module: true } }))).toBe('REGISTRY-002');
    expect(ruleOf(commitOf({ 'tools/e/index.ts': { tool: { description: 'x', inputSchema: { type: 'string' } } } }))).toBe('REGISTRY-004');
    expect(ruleOf(commitOf({ 'tools/e/index.ts': { tool: { description: '' } } }))).toBe('REGISTRY-003');
    expect(ruleOf(commitOf({ ...agentFiles('a'), 'agents/a/agent.json': { json: 5 } }))).toBe('REGISTRY-028');
    expect(ruleOf(commitOf({ ...agentFiles('a', 'qq'), ...agentFiles('b', 'qq') }))).toBe('REGISTRY-013');
  });

  test('a commit that should succeed is decided by the rule the host\'s error claims was broken', () => {
    const ok = run([{ op: 'stage', tree: { name: 'r', files: { 'tools/e/index.ts': { tool: { description: 'x', permissions: ['adapter()'] } } } } }, { op: 'commit' }])[1];
    expect(ruleOf(ok, failedWith('invalid-definition'))).toBe('REGISTRY-006');
    expect(ruleOf(ok, failedWith('duplicate-name'))).toBe('REGISTRY-019');
    expect(ruleOf(ok, { generation: 2 })).toBe('REGISTRY-015');
  });

  test('an index after a failed commit that shows the failed candidate is decided by REGISTRY-015', () => {
    const r = run([{ op: 'stage', tree: { name: 'r', files: { 'tools/a/index.ts': { tool: { description: 'a' } }, 'tools/B/index.ts': { tool: { description: 'b' } } } } }, { op: 'commit' }, { op: 'index' }]);
    expect(ruleOf(r[2], { generation: 1, tools: [{ qualifiedName: 'a' }], skills: [], agents: [] })).toBe('REGISTRY-015');
    expect(ruleOf(r[2], { generation: 0, tools: [{ qualifiedName: 'a', source: 'tools/a/index.ts' }], skills: [], agents: [] })).toBe('REGISTRY-015');
  });

  test('calls: a pinned generation that differs from the current one is decided by REGISTRY-017; validation by REGISTRY-005', () => {
    const one = (returns: unknown): RegistryStep => ({ op: 'stage', tree: { name: 'r', files: { 'tools/t/index.ts': { tool: { description: 'v', inputSchema: MESSAGE_SCHEMA, behavior: { returns } } } } } });
    const r = run([one(1), { op: 'commit' }, { op: 'pin' }, { op: 'call', pin: 'pin-1', tool: 't', input: {} }, one(2), { op: 'commit' }, { op: 'call', pin: 'pin-1', tool: 't', input: { message: 'm' } }, { op: 'release', pin: 'pin-1' }, { op: 'call', pin: 'pin-1', tool: 't', input: {} }, { op: 'call', pin: 'pin-8', tool: 't', input: {} }]);
    expect([ruleOf(r[3]), ruleOf(r[6]), ruleOf(r[8]), ruleOf(r[9])]).toEqual(['REGISTRY-005', 'REGISTRY-017', 'REGISTRY-018', 'REGISTRY-024']);
  });
});

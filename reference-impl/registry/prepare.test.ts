import { describe, test, expect } from 'vitest';
import type { PluginTree } from './plugin-tree.js';
import { definitionFromWire, pluginSourcesOf } from './plugin-tree.js';
import type { CandidateInput } from './prepare.js';
import { prepare } from './prepare.js';
import { SeamIntegration } from './seam.js';

const tool = (description = 'd', extra: Record<string, unknown> = {}) => ({ tool: { description, ...extra } });
const agentFiles = (dir: string, manifest: unknown = {}) => ({
  [`${dir}/agent.json`]: { json: manifest },
  [`${dir}/system.md`]: { text: '' },
  [`${dir}/boundaries.md`]: { text: '' },
  [`${dir}/conventions.md`]: { text: '' },
});
const input = (trees: PluginTree[], more: Partial<CandidateInput> = {}): CandidateInput => ({
  plugins: trees.flatMap((t) => pluginSourcesOf(t)),
  addTools: [],
  registrations: [],
  generation: 1,
  ...more,
});
const codes = (i: CandidateInput) => prepare(i).problems.map((p) => p.code);
const messages = (i: CandidateInput) => prepare(i).problems.map((p) => p.message).join('\n');

describe('owner paths and sources (REGISTRY-001/007/011)', () => {
  const tree: PluginTree = {
    name: 'root',
    files: { 'tools/echo/index.ts': tool(), 'tools/echo/client.ts': { module: true }, 'skills/s/SKILL.md': { text: '' }, ...agentFiles('agents/a'), 'agents/a/skills/k/tools/t/index.ts': tool() },
    children: [{ name: 'maps', files: { 'tools/get-weather/index.ts': tool() }, setup: { addTools: [{ name: 'sync', tool: { description: 's' } }] } }],
  };
  const p = prepare(input([tree]));
  test('no problems', () => expect(p.problems).toEqual([]));
  test('tools', () => {
    expect(p.tools.map((t) => [t.qualifiedName, t.ownerPath, t.source])).toEqual([
      ['a__k__t', ['a', 'k'], 'agents/a/skills/k/tools/t/index.ts'],
      ['echo', [], 'tools/echo/index.ts'],
      ['maps__get-weather', ['maps'], 'maps/tools/get-weather/index.ts'],
      ['maps__sync', ['maps'], 'addTool:maps/sync'],
    ]);
  });
  test('skills and agents', () => {
    expect(p.skills.map((s) => [s.qualifiedName, s.source])).toEqual([['s', 'skills/s/SKILL.md']]);
    expect(p.agents.map((a) => [a.name, a.source])).toEqual([['a', 'agents/a/agent.json']]);
  });
  test('execution context is fixed to the owner and the generation being prepared', () => {
    expect(p.tools[0]!.context).toEqual({ qualifiedName: 'a__k__t', ownerPath: ['a', 'k'], generation: 1 });
  });
});

describe('problems name what and where', () => {
  test('an index.ts without a tool default export (REGISTRY-002)', () => {
    const i = input([{ name: 'r', files: { 'skills/s/tools/t/index.ts': { module: true } } }]);
    expect(codes(i)).toEqual(['invalid-definition']);
    expect(messages(i)).toContain('skills/s/tools/t/index.ts');
  });
  test('an invalid definition names source and field (REGISTRY-003)', () => {
    const i = input([{ name: 'r', files: {}, children: [{ name: 'maps', files: { 'tools/x/index.ts': tool('d', { scopes: ['dm'] }) } }] }]);
    expect(codes(i)).toEqual(['invalid-definition']);
    expect(messages(i)).toContain('maps/tools/x/index.ts');
    expect(messages(i)).toContain('"scopes"');
  });
  test.each<[string, PluginTree]>([
    ['Bad/tools/x/index.ts', { name: 'r', files: {}, children: [{ name: 'Bad', files: { 'tools/x/index.ts': tool() } }] }],
    ['tools/X/index.ts', { name: 'r', files: { 'tools/X/index.ts': tool() } }],
    ['agents/A_/', { name: 'r', files: agentFiles('agents/A_') }],
    ['skills/s__t/SKILL.md', { name: 'r', files: { 'skills/s__t/SKILL.md': { text: '' } } }],
  ])('invalid name named by a file (%s) (REGISTRY-008)', (where, tree) => {
    const i = input([tree]);
    expect(codes(i)[0]).toBe('invalid-name');
    expect(messages(i)).toContain(where);
  });
  test('64 characters pass, 65 fail (REGISTRY-009)', () => {
    expect(codes(input([{ name: 'r', files: { [`tools/${'a'.repeat(64)}/index.ts`]: tool() } }]))).toEqual([]);
    expect(codes(input([{ name: 'r', files: {}, children: [{ name: 'abc', files: { [`tools/${'a'.repeat(60)}/index.ts`]: tool() } }] }]))).toEqual(['invalid-name']);
  });
  test('a missing agent file (REGISTRY-012)', () => {
    const files: PluginTree['files'] = agentFiles('agents/reviewer');
    delete files['agents/reviewer/boundaries.md'];
    const i = input([{ name: 'r', files }]);
    expect(codes(i)).toEqual(['missing-agent-file']);
    expect(messages(i)).toContain('agents/reviewer/boundaries.md');
  });
  test('routing conflict across trees (REGISTRY-013)', () => {
    const i = input([
      { name: 'one', files: agentFiles('agents/a', { auto: { platform: 'qq' } }) },
      { name: 'two', files: {}, children: [{ name: 'c', files: agentFiles('agents/b', { auto: { platform: 'qq' } }) }] },
    ]);
    expect(codes(i)).toEqual(['routing-conflict']);
  });
  test('setup() throwing names the plugin; failAt names the source (REGISTRY-015)', () => {
    const thrown = input([{ name: 'r', files: {}, children: [{ name: 'maps', files: {}, setup: { throws: 'db down' } }] }]);
    expect(codes(thrown)).toEqual(['prepare-failed']);
    expect(messages(thrown)).toContain('maps');
    const injected = input([{ name: 'r', files: { 'tools/a/index.ts': tool(), 'tools/b/index.ts': tool() } }], { failAt: 'tools/b/index.ts' });
    expect(codes(injected)).toEqual(['prepare-failed']);
    expect(messages(injected)).toContain('tools/b/index.ts');
  });
});

describe('duplicates across every kind of source (REGISTRY-019)', () => {
  const seamWith = (id: string, kind: 'tool' | 'skill', name: string, scope = 'global') => {
    const seam = new SeamIntegration();
    if (kind === 'tool') seam.registerToolService(scope, { id, schema: () => [{ name, description: 'd' }], execute: () => ({ success: true, output: null }) });
    else seam.registerSkillService(scope, { id, catalog: () => [{ name, description: 'd' }], describe: () => '' });
    return seam.registrations();
  };
  test.each<[string, CandidateInput, string[]]>([
    ['file vs addTool', input([{ name: 'r', files: { 'tools/echo/index.ts': tool() } }], { addTools: [{ segments: [], name: 'echo', definition: definitionFromWire({ description: 'd' }) }] }), ['tools/echo/index.ts', 'addTool:echo']],
    ['file tool vs Seam tool', input([{ name: 'r', files: { 'tools/echo/index.ts': tool() } }], { registrations: seamWith('acme', 'tool', 'echo') }), ['tools/echo/index.ts', 'seam:acme']],
    ['skill vs Seam skill', input([{ name: 'r', files: { 'skills/s/SKILL.md': { text: '' } } }], { registrations: seamWith('k', 'skill', 's') }), ['skills/s/SKILL.md', 'seam:k']],
    ['file vs owner-scoped Seam tool', input([{ name: 'r', files: { 'tools/echo/index.ts': tool() } }], { registrations: seamWith('acme', 'tool', 'echo', 'reviewer') }), ['tools/echo/index.ts', 'seam:acme']],
  ])('%s', (_what, i, sources) => {
    expect(codes(i)).toEqual(['duplicate-name']);
    for (const s of sources) expect(messages(i)).toContain(s);
  });
});

describe('tools and skills are separate namespaces (REGISTRY-019)', () => {
  test('a tool and a skill with one name, as in the seed page\'s example layout, both commit', () => {
    expect(codes(input([{ name: 'r', files: { 'tools/short-url/index.ts': tool(), 'skills/short-url/SKILL.md': { text: '' } } }]))).toEqual([]);
  });
});

describe('Seam definitions pass the same validation (REGISTRY-023)', () => {
  test('a Seam tool without description, or with a bad name, fails', () => {
    const seam = new SeamIntegration();
    seam.registerToolService('global', { id: 'x', schema: () => [{ name: 'ok', description: '' }], execute: () => ({ success: true, output: null }) });
    seam.registerToolService('global', { id: 'y', schema: () => [{ name: 'Bad', description: 'd' }], execute: () => ({ success: true, output: null }) });
    expect(codes(input([], { registrations: seam.registrations() }))).toEqual(['invalid-definition', 'invalid-name']);
  });
});

describe('permit lints (REGISTRY-006)', () => {
  test('reported with the source, without failing', () => {
    const p = prepare(input([{ name: 'r', files: { 'tools/a/index.ts': tool('d', { permissions: ['adapter()'] }) } }]));
    expect(p.problems).toEqual([]);
    expect(p.lints.map((l) => [l.source, l.permit])).toEqual([['tools/a/index.ts', 'adapter()']]);
  });
});

describe('scope of a capability, from where its file lives (area catalog)', () => {
  const tree: PluginTree = {
    name: 'root',
    files: {
      'tools/pub/index.ts': tool(),
      'skills/s/SKILL.md': { text: 'use s wisely' },
      'skills/s/tools/st/index.ts': tool(),
      ...agentFiles('agents/a'),
      'agents/a/tools/at/index.ts': tool(),
      'agents/a/skills/k/SKILL.md': { text: 'k text' },
      'agents/a/skills/k/tools/kt/index.ts': tool(),
    },
    children: [{ name: 'maps', files: { 'skills/route/tools/plan/index.ts': tool(), ...agentFiles('agents/guide'), 'agents/guide/tools/ask/index.ts': tool() }, setup: { addTools: [{ name: 'sync', tool: { description: 's' } }] } }],
  };
  const p = prepare(input([tree]));
  const scopeOf = (name: string) => {
    const t = p.tools.find((x) => x.qualifiedName === name)!;
    return { agent: t.agent, skill: t.skill };
  };
  test('public tools and addTool tools need nothing', () => {
    expect(scopeOf('pub')).toEqual({ agent: undefined, skill: undefined });
    expect(scopeOf('maps__sync')).toEqual({ agent: undefined, skill: undefined });
  });
  test('agent-private, skill-private and agent-skill tools name qualified ids', () => {
    expect(scopeOf('a__at')).toEqual({ agent: 'a', skill: undefined });
    expect(scopeOf('s__st')).toEqual({ agent: undefined, skill: 's' });
    expect(scopeOf('a__k__kt')).toEqual({ agent: 'a', skill: 'a__k' });
    expect(scopeOf('maps__route__plan')).toEqual({ agent: undefined, skill: 'maps__route' });
    expect(scopeOf('maps__guide__ask')).toEqual({ agent: 'maps__guide', skill: undefined });
  });
  test('skills carry their agent and their SKILL.md text', () => {
    // Discovery walks files sorted: agents/… before skills/….
    expect(p.skills.map((s) => [s.qualifiedName, s.agent, s.instructions])).toEqual([
      ['a__k', 'a', 'k text'],
      ['s', undefined, 'use s wisely'],
    ]);
  });
  test('a Seam skill: its instructions, else its description', () => {
    const seam = new SeamIntegration();
    const catalog = [{ name: 'with', description: 'w', instructions: 'do this' }, { name: 'without', description: 'only a description' }];
    seam.registerSkillService('global', { id: 'k', catalog: () => catalog, describe: () => '' });
    const skills = prepare(input([], { registrations: seam.registrations() })).seam[0]!.skills;
    expect(skills.map((s) => [s.qualifiedName, s.instructions])).toEqual([['with', 'do this'], ['without', 'only a description']]);
  });
});

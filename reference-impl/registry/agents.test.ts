import { describe, test, expect } from 'vitest';
import type { AgentCapability } from './capability.js';
import { REQUIRED_AGENT_FILES, autoPlatformOf, checkAgent, routingConflicts } from './agents.js';
import type { FileRead } from './plugin-source.js';

const four = ['agent.json', 'system.md', 'boundaries.md', 'conventions.md'].map((f) => `agents/reviewer/${f}`);
const readJson = (value: unknown) => (): FileRead => ({ kind: 'json', value });
const rules = { requiredAgentFiles: REQUIRED_AGENT_FILES, agentManifest: autoPlatformOf };

describe('checkAgent (REGISTRY-012)', () => {
  test('all four files: an agent owned by its plugin, named by its agent.json', () => {
    const r = checkAgent({ name: 'reviewer', dir: 'agents/reviewer' }, ['maps'], new Set(four), readJson({ auto: { platform: 'qq' } }), rules);
    expect(r).toEqual({ ok: true, agent: { name: 'reviewer', ownerPath: ['maps'], source: 'maps/agents/reviewer/agent.json', autoPlatform: 'qq', requestedTools: [] } });
  });
  test('REGISTRY-033: tools is kept as requested, names unresolved; a malformed tools is an invalid definition naming the field', () => {
    const kept = checkAgent({ name: 'reviewer', dir: 'agents/reviewer' }, [], new Set(four), readJson({ tools: ['search', 'nope'] }), rules);
    expect(kept).toMatchObject({ ok: true, agent: { requestedTools: ['search', 'nope'] } });
    for (const tools of ['search', null, {}, [5], [''], ['search', null]]) {
      const r = checkAgent({ name: 'reviewer', dir: 'agents/reviewer' }, [], new Set(four), readJson({ tools }), rules);
      expect(r).toMatchObject({ ok: false, problem: { code: 'invalid-definition', source: 'agents/reviewer/agent.json', field: 'tools' } });
    }
  });
  test.each(['agent.json', 'system.md', 'boundaries.md', 'conventions.md'])('missing %s is named with the plugin path', (file) => {
    const files = new Set(four.filter((f) => !f.endsWith(file)));
    const r = checkAgent({ name: 'reviewer', dir: 'agents/reviewer' }, ['maps'], files, readJson({}), rules);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.code).toBe('missing-agent-file');
      expect(r.problem.message).toContain(`maps/agents/reviewer/${file}`);
    }
  });
  test('a malformed manifest is an invalid definition naming the file', () => {
    for (const read of [readJson(5), readJson({ auto: 'qq' }), (): FileRead => ({ kind: 'text', text: '{' })]) {
      const r = checkAgent({ name: 'reviewer', dir: 'agents/reviewer' }, [], new Set(four), read, rules);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problem).toMatchObject({ code: 'invalid-definition', source: 'agents/reviewer/agent.json' });
    }
  });
});

describe('routingConflicts (REGISTRY-013)', () => {
  const agent = (name: string, autoPlatform?: string): AgentCapability => ({ name, ownerPath: [], source: `agents/${name}/agent.json`, autoPlatform });
  test('two automatic agents for one platform conflict, naming both', () => {
    const problems = routingConflicts([agent('a', 'qq'), agent('b', 'qq')]);
    expect(problems.map((p) => p.code)).toEqual(['routing-conflict']);
    expect(problems[0]!.message).toContain('"a"');
    expect(problems[0]!.message).toContain('"b"');
  });
  test('different platforms, or agents without auto, do not', () => {
    expect(routingConflicts([agent('a', 'qq'), agent('b', 'icqq'), agent('c'), agent('d')])).toEqual([]);
  });
});

import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { ToolAccess } from '../../reference-impl/access/can-access-tool.js';
import { normalizeMessage } from '../../reference-impl/access/message-view.js';
import type { Generation } from '../../reference-impl/registry/generation.js';
import type { HostSemantics } from '../../reference-impl/semantics.js';
import { referenceSemantics, semanticsWith } from '../../reference-impl/semantics.js';
import type { TurnScope } from './catalog-index.js';
import { compileListing } from './access-signature.js';
import { buildCatalogIndex, TURN_CATALOGS_KEPT } from './catalog-index.js';
import { isAlwaysLoadedIn } from '../../reference-impl/catalog/generation-catalog.js';
import { DEFAULT_DEFERRED_TOOLS } from '../../reference-impl/catalog/config.js';
import { inScope } from '../../selftest/support/catalog-builders.js';
import { agentFiles, capability, generationFrom, generationOfTools, QQ_GROUP, scopeOf, toolFile } from '../../selftest/support/catalog-builders.js';
import type { DeferredToolsConfig } from '../../reference-impl/catalog/types.js';

const FRAMEWORK = ['discover', 'load_skill', 'load_tool', 'spawn_task'];
const names = (g: Generation, scope: TurnScope, config = DEFAULT_DEFERRED_TOOLS) => buildCatalogIndex(g, config).turn(scope).tools.map((t) => t.qualifiedName);
const qq = normalizeMessage(QQ_GROUP);

describe('the catalog of a turn', () => {
  const g = generationFrom([{
    name: 'root',
    files: {
      'tools/pub/index.ts': toolFile('public'),
      'tools/qq-only/index.ts': toolFile('qq', { platforms: ['qq'] }),
      'tools/icqq-only/index.ts': toolFile('icqq', { platforms: ['icqq'] }),
      'tools/secret/index.ts': toolFile('hidden', { hidden: true }),
      'tools/admins/index.ts': toolFile('admins', { permissions: ['platform(qq,admin)'] }),
      'skills/s/SKILL.md': { text: 'S' },
      'skills/s/tools/st/index.ts': toolFile('skill tool'),
      ...agentFiles('agents/a', { auto: { platform: 'qq' } }),
      'agents/a/tools/at/index.ts': toolFile('agent tool'),
      'agents/a/skills/k/SKILL.md': { text: 'K' },
      'agents/a/skills/k/tools/kt/index.ts': toolFile('agent skill tool'),
    },
  }]);
  test('framework tools (ask_user only attended) and the listed public tools, sorted (CATALOG-001/025)', () => {
    expect(names(g, scopeOf({ view: qq }))).toEqual(['ask_user', 'discover', 'load_skill', 'load_tool', 'pub', 'qq-only', 'spawn_task']);
    expect(names(g, scopeOf({ view: qq, attended: false }))).toEqual(['discover', 'load_skill', 'load_tool', 'pub', 'qq-only', 'spawn_task']);
  });
  test('permissions follow the grants; no message lists only what needs nothing', () => {
    expect(names(g, scopeOf({ view: qq, grants: { qq: { u1: ['admin'] } } }))).toContain('admins');
    expect(names(g, scopeOf({ attended: false }))).toEqual([...FRAMEWORK.slice(0, 3), 'pub', 'spawn_task']);
  });
  test('agent, skill and agent-skill tools need their scope (CATALOG-002/003/004)', () => {
    const scoped = (agent: string | null, skills: string[]) => names(g, scopeOf({ view: qq, agent, activeSkills: new Set(skills) })).filter((n) => n.includes('__'));
    expect(scoped(null, [])).toEqual([]);
    expect(scoped('a', [])).toEqual(['a__at']);
    expect(scoped(null, ['s'])).toEqual(['s__st']);
    // The agent skill's tools need the agent selected AND the skill active.
    expect(scoped(null, ['a__k'])).toEqual([]);
    expect(scoped('a', ['a__k', 's'])).toEqual(['a__at', 'a__k__kt', 's__st']);
  });
  test('exposed = catalog ∩ (alwaysLoaded ∪ loaded) (CATALOG-005)', () => {
    const turn = buildCatalogIndex(g, DEFAULT_DEFERRED_TOOLS).turn(scopeOf({ view: qq, attended: false, loaded: new Set(['pub', 'icqq-only', 'gone', 's__st']) }));
    // icqq-only is not listed, gone does not exist, s__st is out of scope: loaded, counted, not exposed.
    expect([...turn.exposed].sort()).toEqual(['discover', 'load_skill', 'load_tool', 'pub', 'spawn_task']);
    expect(turn.has('pub') && !turn.has('icqq-only') && !turn.has('secret') && !turn.has('s__st')).toBe(true);
  });
  test('unlockedBy: the listed tools a skill brings, none when it is active already', () => {
    const index = buildCatalogIndex(g, DEFAULT_DEFERRED_TOOLS);
    expect(index.unlockedBy(scopeOf({ view: qq, agent: 'a' }), 'a__k')).toEqual(['a__k__kt']);
    expect(index.unlockedBy(scopeOf({ view: qq }), 'a__k')).toEqual([]);
    expect(index.unlockedBy(scopeOf({ view: qq, activeSkills: new Set(['s']) }), 's')).toEqual([]);
  });
  test('agents and skills of the generation', () => {
    const { agentsAndSkills } = buildCatalogIndex(g, DEFAULT_DEFERRED_TOOLS);
    expect(agentsAndSkills.autoAgent('qq')).toBe('a');
    expect(agentsAndSkills.autoAgent('icqq')).toBeNull();
    expect(agentsAndSkills.visibleSkills(null).map((s) => s.qualifiedName)).toEqual(['s']);
    expect(agentsAndSkills.visibleSkills('a').map((s) => s.qualifiedName)).toEqual(['s', 'a__k']);
    expect(agentsAndSkills.visibleSkill('a__k', null)).toBeUndefined();
    expect(agentsAndSkills.visibleSkill('a__k', 'a')?.instructions).toBe('K');
  });
});

describe('framework names and alwaysLoaded', () => {
  const g = generationFrom(
    [{ name: 'root', files: { 'tools/discover/index.ts': toolFile('plugin discover'), 'tools/ask_user/index.ts': toolFile('plugin ask'), 'tools/read/index.ts': toolFile('plugin read') } }],
    [{ id: 'mcp:fs', kind: 'tool', tools: [{ name: 'fs-read', description: 'r' }, { name: 'fs-write', description: 'w' }] }],
  );
  test('a plugin tool with a framework name is shadowed where that framework tool exists', () => {
    const index = buildCatalogIndex(g, DEFAULT_DEFERRED_TOOLS);
    const attended = index.turn(scopeOf());
    expect(attended.tools.filter((t) => t.qualifiedName === 'discover' || t.qualifiedName === 'ask_user').map((t) => [t.qualifiedName, t.framework])).toEqual([['ask_user', true], ['discover', true]]);
    const unattended = index.turn(scopeOf({ attended: false }));
    expect(unattended.tools.find((t) => t.qualifiedName === 'ask_user')).toMatchObject({ framework: false, description: 'plugin ask' });
  });
  test('MCP tools know their server; an mcpServers entry replaces the global list for that server (CATALOG-006)', () => {
    const config: DeferredToolsConfig = { ...DEFAULT_DEFERRED_TOOLS, alwaysLoadedTools: ['discover', 'read', 'fs-write'], mcpServers: { fs: { alwaysLoadedTools: ['fs-read'] } } };
    const turn = buildCatalogIndex(g, config).turn(scopeOf());
    expect(turn.tools.filter((t) => t.mcpServer !== undefined).map((t) => [t.qualifiedName, t.mcpServer])).toEqual([['fs-read', 'fs'], ['fs-write', 'fs']]);
    expect([...turn.exposed].sort()).toEqual(['discover', 'fs-read', 'read']);
    expect(isAlwaysLoadedIn(config, 'fs-write', 'fs')).toBe(false);
    expect(isAlwaysLoadedIn(config, 'fs-write', undefined)).toBe(true);
  });
});

test('each distinct access signature is decided at most once per turn', () => {
  let calls = 0;
  const counting: HostSemantics = semanticsWith({ observeAccess: (tool, view, grants) => (calls++, referenceSemantics.observeAccess(tool, view, grants)) });
  const tools = Array.from({ length: 300 }, (_, i) => capability(`t${i}`, { platforms: [['qq'], ['icqq'], []][i % 3] }));
  const index = buildCatalogIndex(generationOfTools(tools), DEFAULT_DEFERRED_TOOLS, counting);
  // t1 (icqq) is loaded but not listed for a qq message; t2 ([]) and t3 (qq) are exposed.
  const turn = index.turn(scopeOf({ view: qq, loaded: new Set(['t1', 't2', 't3']) }));
  expect(calls).toBe(3);
  expect(turn.tools.length).toBe(200 + 5);
  expect([...turn.exposed].filter((n) => n.startsWith('t')).sort()).toEqual(['t2', 't3']);
});

describe('the index agrees with the plain rule, tool by tool (fast-check)', () => {
  const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
  const MESSAGES = [null, QQ_GROUP, { $adapter: 'icqq' }, { $adapter: 'qq', $sender: { id: 'u2', role: 'trusted' } }, { $adapter: 'discord', $channel: { type: 'channel', id: 'c' } }];
  const PERMITS = ['adapter(qq)', 'role(trusted)', 'group(*)', 'user(u1)', 'platform(qq,admin)', 'nonsense('];
  const field = fc.record({
    platforms: fc.subarray(['qq', 'icqq', 'discord']),
    scopes: fc.oneof(fc.subarray(['private', 'group', 'channel']), fc.constant(['bogus'])),
    permissions: fc.subarray(PERMITS, { maxLength: 2 }),
    hidden: fc.boolean(),
    agent: fc.option(pick(['a1', 'a2']), { nil: undefined }),
    skill: fc.option(pick(['s1', 's2']), { nil: undefined }),
    source: pick(['tools/x/index.ts', 'seam:mcp:fs', 'seam:mcp:db', 'seam:other']),
  });
  const NAMES = ['alpha', 'beta', 'gamma', 'delta', 'ask_user', 'discover', 'load_tool', 'fs-read', 'omega', 'zeta'];
  const input = fc.record({
    tools: fc.uniqueArray(fc.tuple(pick(NAMES), field), { selector: ([name]) => name, maxLength: 10 }),
    message: pick(MESSAGES),
    agent: fc.option(pick(['a1', 'a2']), { nil: null }),
    skills: fc.subarray<string>(['s1', 's2']),
    // The skills whose SKILL.md the generation has: a remembered skill without one unlocks nothing (CATALOG-003).
    present: fc.subarray<string>(['s1', 's2']),
    attended: fc.boolean(),
    loaded: fc.subarray([...NAMES, 'spawn_task', 'missing']),
    always: fc.subarray([...NAMES, 'spawn_task', 'load_skill']),
    fsList: fc.option(fc.subarray(NAMES), { nil: undefined }),
  });
  type Input = typeof input extends fc.Arbitrary<infer T> ? T : never;
  const check = (semantics: HostSemantics) => (x: Input) => {
    const tools = x.tools.map(([name, f]) => capability(name, f));
    const config: DeferredToolsConfig = { ...DEFAULT_DEFERRED_TOOLS, alwaysLoadedTools: x.always, mcpServers: x.fsList ? { fs: { alwaysLoadedTools: x.fsList } } : {} };
    const view = semantics.normalizeMessage(x.message);
    const grants = { qq: { u1: ['admin'] } };
    const activeSkills = new Set(x.skills);
    const scope = scopeOf({ view, grants, agent: x.agent, activeSkills, attended: x.attended, loaded: new Set(x.loaded) });
    const turn = buildCatalogIndex(generationOfTools(tools, x.present), config, semantics).turn(scope);
    // The plain rule: framework tools, then each tool on its own.
    const framework = [...FRAMEWORK, ...(x.attended ? ['ask_user'] : [])];
    const plain = tools.filter((t) => !framework.includes(t.qualifiedName) && semantics.observeAccess(t, view, grants).listed && inScope(t, x.agent, new Set(x.skills.filter((k) => x.present.includes(k)))));
    const expected = [...framework.map((n) => ({ name: n, server: undefined as string | undefined })), ...plain.map((t) => ({ name: t.qualifiedName, server: t.source.startsWith('seam:mcp:') ? t.source.slice(9) : undefined }))];
    expect(turn.tools.map((t) => t.qualifiedName)).toEqual(expected.map((e) => e.name).sort());
    const exposed = expected.filter((e) => isAlwaysLoadedIn(config, e.name, e.server) || x.loaded.includes(e.name)).map((e) => e.name);
    expect([...turn.exposed].sort()).toEqual(exposed.sort());
  };
  test('reference access (compiled signatures)', () => {
    fc.assert(fc.property(input, check(referenceSemantics)), { numRuns: 300 });
  });
  test('a host with other access rules is asked as it is', () => {
    const hiddenListed = semanticsWith({ observeAccess: (tool, view, grants) => ({ ...referenceSemantics.observeAccess(tool, view, grants), listed: referenceSemantics.observeAccess(tool, view, grants).callable }) });
    fc.assert(fc.property(input, check(hiddenListed)), { numRuns: 100 });
  });
});

describe('access signatures', () => {
  test('an access field the registry refuses (null) is read by the plain rule (can-access-tool.ts) in the compiled listing', () => {
    const outcome = (listed: () => boolean): boolean | 'throws' => {
      try {
        return listed();
      } catch {
        return 'throws';
      }
    };
    for (const fields of [{ platforms: null }, { scopes: null }, { permissions: null }]) {
      expect(outcome(() => compileListing(fields, referenceSemantics)(qq, {}))).toBe(outcome(() => referenceSemantics.observeAccess(fields as unknown as ToolAccess, qq, {}).listed));
    }
    expect(compileListing({}, referenceSemantics)(qq, {})).toBe(true);
  });
});

describe('catalogs kept per turn key', () => {
  const tools = [capability('pub'), capability('qq-only', { platforms: ['qq'] }), ...Array.from({ length: 80 }, (_, i) => capability(`u${i}`, { permissions: [`user(u${i})`] }))];
  const g = generationOfTools(tools);

  test('turns of one key share one frozen catalog; the exposed set is each turn\'s own', () => {
    const index = buildCatalogIndex(g, DEFAULT_DEFERRED_TOOLS);
    const a = index.turn(scopeOf({ view: qq, loaded: new Set(['pub']) }));
    const b = index.turn(scopeOf({ view: qq, loaded: new Set(['qq-only']) }));
    expect(b.tools).toBe(a.tools);
    expect(Object.isFrozen(a.tools)).toBe(true);
    expect(a.exposed.has('pub') && !a.exposed.has('qq-only')).toBe(true);
    expect(b.exposed.has('qq-only') && !b.exposed.has('pub')).toBe(true);
    // Another verdict (an icqq message does not list qq-only) is another key, another catalog.
    const icqq = index.turn(scopeOf({ view: normalizeMessage({ $adapter: 'icqq' }) }));
    expect(icqq.tools).not.toBe(a.tools);
    expect(icqq.tools.map((t) => t.qualifiedName)).not.toContain('qq-only');
    expect(index.keptCatalogs).toBe(2);
  });

  test('at most TURN_CATALOGS_KEPT are kept; a key pushed out builds the same catalog again', () => {
    const index = buildCatalogIndex(g, DEFAULT_DEFERRED_TOOLS);
    const sender = (i: number) => scopeOf({ view: normalizeMessage({ $adapter: 'qq', $sender: { id: `u${i}` } }) });
    const first = index.turn(sender(0)).tools.map((t) => t.qualifiedName);
    for (let i = 1; i < 80; i++) index.turn(sender(i));
    expect(index.keptCatalogs).toBe(TURN_CATALOGS_KEPT);
    const again = index.turn(sender(0)).tools.map((t) => t.qualifiedName);
    expect(again).toEqual(first);
    expect(first).toContain('u0');
    expect(first).not.toContain('u1');
  });
});

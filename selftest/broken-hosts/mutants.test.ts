import { describe, test, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Case, InProcessHost, RunAnswer } from '../../host/protocol.js';
import { kitRoot } from '../../spec/paths.js';
import referenceHost from '../../reference-impl/host.js';
import { mutantModulePath, mutants } from './index.js';

// For each mutant: a case whose correct answer comes from the rulings. The reference must give it,
// the mutant must not. A control case that does not touch the mutant's rule must agree.
const grants = { qq: { u1: ['admin'] } };
const qqGroup = { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'master' } };
const qqPrivate = { $adapter: 'qq', $sender: { id: 'u1', role: 'user' } };

const permitCase = (steps: Array<[string[], unknown]>): Case => ({
  id: 'kill',
  area: 'permits',
  setup: { platformGrants: grants },
  steps: steps.map(([permits, message]) => ({ op: 'permit', permits, message })),
});
const accessCase = (steps: Array<[Record<string, unknown>, unknown]>): Case => ({
  id: 'kill',
  area: 'access',
  setup: { platformGrants: grants },
  steps: steps.map(([tool, message]) => ({ op: 'access', tool, message })),
});
const allowed = (...values: boolean[]): RunAnswer => ({ results: values.map((allowed) => ({ allowed })) });
const observed = (...pairs: Array<[boolean, boolean]>): RunAnswer => ({ results: pairs.map(([listed, callable]) => ({ listed, callable })) });

const control = permitCase([
  [['adapter(qq)', 'group(g1)', 'user(u1)'], qqGroup],
  [['adapter(icqq)'], qqGroup],
]);
const controlAnswer = allowed(true, false);

// Registry kills: expectations from spec/registry.md; messages are free text, so only codes are fixed (and
// what a message must name, where the mutant breaks that).
const registryCase = (steps: unknown[]): Case => ({ id: 'kill', area: 'registry', setup: {}, steps: steps as Case['steps'] });
const err = (code: string) => ({ error: { code, message: expect.any(String) } });
const emptyIndex = { generation: 0, tools: [], skills: [], agents: [] };
const toolFile = (description: string, returns: unknown = null) => ({ tool: { description, behavior: { returns } } });
const seamTools = (id: string, ...names: string[]) => ({ id, kind: 'tool', tools: names.map((name) => ({ name, description: name })) });
const named = (...names: string[]) => names.map((qualifiedName) => expect.objectContaining({ qualifiedName }));

// Turns kills: expectations from spec/turns.md.
const turnsCase = (steps: unknown[], setup: Record<string, unknown> = {}): Case => ({ id: 'kill', area: 'turns', setup, steps: steps as Case['steps'] });
const turnLoad = (files: Record<string, unknown>) => ({ op: 'load', trees: [{ name: 'p', files }] });
const turnStart = (port: unknown, profile = 'interactive') => ({ op: 'startTurn', session: 's1', message: qqGroup, profile, port });
const turnCall = (tool: string, input: unknown = {}) => ({ op: 'call', turn: 'turn-1', tool, input });
const started = { turn: 'turn-1', generation: 1 };
const sectionFile = (retention: string, content: string) => ({ section: { title: 't', content, order: 0, retention } });

// Catalog kills: expectations worked out from spec/catalog.md.
const catalogCase = (steps: unknown[], deferredTools: Record<string, unknown> = {}): Case => ({ id: 'kill', area: 'catalog', setup: { config: { deferredTools } }, steps: steps as Case['steps'] });
const catalogLoad = (files: Record<string, unknown> = {}) => ({ op: 'load', trees: [{ name: 'p', files: { 'tools/a/index.ts': toolFile('a'), 'tools/b/index.ts': toolFile('b'), 'tools/c/index.ts': toolFile('c'), ...files } }] });
const catalogStart = { op: 'startTurn', session: 's1', message: qqGroup };
const catalogStarted = { turn: 'turn-1', generation: 1, agent: null };
const loadTool = (name: string, turn = 'turn-1') => ({ op: 'loadTool', turn, name });
const agentDir = (dir: string) => ({ [`${dir}/agent.json`]: { json: {} }, [`${dir}/system.md`]: { text: '' }, [`${dir}/boundaries.md`]: { text: '' }, [`${dir}/conventions.md`]: { text: '' } });

const kills: Record<string, { case: Case; expected: RunAnswer }> = {
  'fifo-eviction': {
    // a (1), b (2), a used (3), c (4): b is the least recently loaded-or-used; loaded-only order would drop a.
    case: catalogCase([catalogLoad(), catalogStart, loadTool('a'), loadTool('b'), { op: 'use', turn: 'turn-1', tool: 'a' }, loadTool('c')], { maxLoadedPerSession: 2 }),
    expected: { results: [{ generation: 1 }, catalogStarted, { loaded: 'a', evicted: [] }, { loaded: 'b', evicted: [] }, { exposed: true }, { loaded: 'c', evicted: ['b'] }] },
  },
  'evict-most-recent': {
    // a (1), b (2), c (3) past a limit of 2: a is the least recently loaded-or-used, b the most before c (CATALOG-014).
    case: catalogCase([catalogLoad(), catalogStart, loadTool('a'), loadTool('b'), loadTool('c')], { maxLoadedPerSession: 2 }),
    expected: { results: [{ generation: 1 }, catalogStarted, { loaded: 'a', evicted: [] }, { loaded: 'b', evicted: [] }, { loaded: 'c', evicted: ['a'] }] },
  },
  'sessions-share-state': {
    // What an ended turn of s1 loaded is not exposed in a turn of s2 (CATALOG-013).
    case: catalogCase([catalogLoad(), catalogStart, loadTool('a'), { op: 'endTurn', turn: 'turn-1' }, { ...catalogStart, session: 's2' }, { op: 'use', turn: 'turn-2', tool: 'a' }]),
    expected: { results: [{ generation: 1 }, catalogStarted, { loaded: 'a', evicted: [] }, {}, { ...catalogStarted, turn: 'turn-2' }, { exposed: false }] },
  },
  'always-loaded-evicted': {
    case: catalogCase([catalogLoad(), catalogStart, loadTool('a'), loadTool('discover'), { op: 'use', turn: 'turn-1', tool: 'a' }], { maxLoadedPerSession: 1 }),
    expected: { results: [{ generation: 1 }, catalogStarted, { loaded: 'a', evicted: [] }, { loaded: 'discover', evicted: [] }, { exposed: true }] },
  },
  'discover-leaks-inaccessible': {
    case: catalogCase([catalogLoad({ 'tools/secret/index.ts': { tool: { description: 'secret', platforms: ['icqq'] } } }), catalogStart, { op: 'discover', turn: 'turn-1', query: 'secret' }]),
    expected: { results: [{ generation: 1 }, catalogStarted, { results: [] }] },
  },
  'sub-agent-loads-persisted': {
    case: catalogCase([
      catalogLoad(agentDir('agents/helper')),
      catalogStart,
      { op: 'startTurn', parent: 'turn-1', agent: 'helper' },
      loadTool('a', 'turn-2'),
      { op: 'endTurn', turn: 'turn-2' },
      { op: 'session', session: 's1' },
    ]),
    expected: { results: [{ generation: 1 }, catalogStarted, { turn: 'turn-2', generation: 1, agent: 'helper' }, { loaded: 'a', evicted: [] }, {}, { loaded: [], skills: [] }] },
  },
  'isolation-leak': {
    // Two open turns of s1: what turn-1 loads is not exposed in turn-2 (CATALOG-017).
    case: catalogCase([catalogLoad(), catalogStart, catalogStart, loadTool('a'), { op: 'use', turn: 'turn-2', tool: 'a' }]),
    expected: { results: [{ generation: 1 }, catalogStarted, { ...catalogStarted, turn: 'turn-2' }, { loaded: 'a', evicted: [] }, { exposed: false }] },
  },
  'catalog-ignores-pin': {
    // turn-1 pinned generation 1, which has a; generation 2 does not (CATALOG-023).
    case: catalogCase([catalogLoad(), catalogStart, { op: 'load', trees: [{ name: 'p', files: { 'tools/z/index.ts': toolFile('z') } }] }, loadTool('a')]),
    expected: { results: [{ generation: 1 }, catalogStarted, { generation: 2 }, { loaded: 'a', evicted: [] }] },
  },
  'config-accepts-booleans': {
    case: catalogCase([catalogLoad()], { maxLoadedPerSession: true }),
    expected: { results: [err('invalid-config')] },
  },
  'not-found-reveals-reason': {
    case: catalogCase([catalogLoad({ 'tools/secret/index.ts': { tool: { description: 'secret', platforms: ['icqq'] } } }), catalogStart, loadTool('secret')]),
    expected: { results: [{ generation: 1 }, catalogStarted, { error: { code: 'not-found', message: 'no tool named "secret" can be loaded in this turn' } }] },
  },
  'requested-tools-bypass-scope': {
    // helper requests another agent's private tool and an inaccessible public one: neither is loadable (CATALOG-031).
    case: catalogCase([
      catalogLoad({ ...agentDir('agents/helper'), 'agents/helper/agent.json': { json: { tools: ['other__secret', 'locked'] } }, ...agentDir('agents/other'), 'agents/other/tools/secret/index.ts': toolFile('secret'), 'tools/locked/index.ts': { tool: { description: 'locked', platforms: ['icqq'] } } }),
      { ...catalogStart, agent: 'helper' },
      loadTool('other__secret'),
      loadTool('locked'),
    ]),
    expected: { results: [{ generation: 1 }, { ...catalogStarted, agent: 'helper' }, err('not-found'), err('not-found')] },
  },
  'owner-providers-ignored': {
    // hay's provider is scoped to agent helper: helper's turn lists and loads it (CATALOG-030).
    case: catalogCase([
      { op: 'registerProvider', scope: 'helper', provider: seamTools('acme:farm', 'hay') },
      catalogLoad(agentDir('agents/helper')),
      { ...catalogStart, agent: 'helper' },
      loadTool('hay'),
    ]),
    expected: { results: [{ disposer: 'disposer-1' }, { generation: 1 }, { ...catalogStarted, agent: 'helper' }, { loaded: 'hay', evicted: [] }] },
  },
  'snapshot-oldest-first': {
    case: catalogCase([catalogLoad(), catalogStart, loadTool('a'), loadTool('b'), { op: 'endTurn', turn: 'turn-1' }, { op: 'session', session: 's1' }]),
    expected: { results: [{ generation: 1 }, catalogStarted, { loaded: 'a', evicted: [] }, { loaded: 'b', evicted: [] }, {}, { loaded: ['b', 'a'], skills: [] }] },
  },
  'mcp-entry-ignored': {
    case: catalogCase(
      [{ op: 'registerProvider', scope: 'global', provider: seamTools('mcp:farm', 'hay') }, catalogLoad(), catalogStart, { op: 'use', turn: 'turn-1', tool: 'hay' }],
      { mcpServers: { farm: { alwaysLoadedTools: ['hay'] } } },
    ),
    expected: { results: [{ disposer: 'disposer-1' }, { generation: 1 }, catalogStarted, { exposed: true }] },
  },
  'ask-user-when-unattended': {
    case: catalogCase([catalogLoad(), { ...catalogStart, attended: false }, { op: 'use', turn: 'turn-1', tool: 'ask_user' }, loadTool('ask_user')]),
    expected: { results: [{ generation: 1 }, catalogStarted, { exposed: false }, { error: { code: 'not-found', message: 'no tool named "ask_user" can be loaded in this turn' } }] },
  },
  'discover-ignores-server': {
    case: catalogCase([catalogLoad(), catalogStart, { op: 'discover', turn: 'turn-1', query: 'a', mcpServer: 'farm' }]),
    expected: { results: [{ generation: 1 }, catalogStarted, { results: [] }] },
  },
  'generic-sends-catalog': {
    case: catalogCase([catalogLoad(), catalogStart, { op: 'tools', turn: 'turn-1', channel: 'generic' }]),
    expected: { results: [{ generation: 1 }, catalogStarted, { tools: ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'].map((name) => expect.objectContaining({ name })) }] },
  },
  'anthropic-never-defers': {
    case: catalogCase([catalogLoad(), catalogStart, { op: 'tools', turn: 'turn-1', channel: 'anthropic' }]),
    expected: { results: [{ generation: 1 }, catalogStarted, { tools: expect.arrayContaining([{ name: 'a', description: 'a', input_schema: { type: 'object' }, defer_loading: true }]) }] },
  },
  'digest-ignores-exposed': {
    case: catalogCase([catalogLoad(), catalogStart, { op: 'tools', turn: 'turn-1', channel: 'generic', form: 'digest' }, loadTool('a'), { op: 'tools', turn: 'turn-1', channel: 'generic', form: 'digest' }]),
    // The framework's five always-loaded tools, then a as well: the digest answers for six entries.
    expected: { results: [{ generation: 1 }, catalogStarted, { count: 5, digest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) }, { loaded: 'a', evicted: [] }, { count: 6, digest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) }] },
  },
  'empty-default-schema': {
    case: catalogCase([catalogLoad(), catalogStart, loadTool('a'), { op: 'tools', turn: 'turn-1', channel: 'generic' }]),
    expected: { results: [{ generation: 1 }, catalogStarted, { loaded: 'a', evicted: [] }, { tools: expect.arrayContaining([{ name: 'a', description: 'a', input_schema: { type: 'object' } }]) }] },
  },
  'commit-publishes-before-validating': {
    case: registryCase([
      { op: 'stage', tree: { name: 'p', files: { 'tools/a/index.ts': toolFile('a'), 'tools/b/index.ts': { tool: {} } } } },
      { op: 'commit' },
      { op: 'index' },
    ]),
    expected: { results: [{}, err('invalid-definition'), emptyIndex] },
  },
  'join-not-injective': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { 'tools/maps__get/index.ts': toolFile('x') } } }, { op: 'commit' }]),
    expected: { results: [{}, err('invalid-name')] },
  },
  'last-wins-duplicates': {
    case: registryCase([
      { op: 'stage', tree: { name: 'p', files: { 'tools/echo/index.ts': toolFile('file') } } },
      { op: 'addTool', name: 'echo', tool: { description: 'added' } },
      { op: 'commit' },
    ]),
    expected: { results: [{}, {}, err('duplicate-name')] },
  },
  'providers-survive-failed-commit': {
    case: registryCase([
      { op: 'registerProvider', scope: 'global', provider: seamTools('acme', 'ta') },
      { op: 'stage', tree: { name: 'p', files: { 'tools/Bad/index.ts': { tool: { description: 'bad' } } } } },
      { op: 'commit' },
      { op: 'registerProvider', scope: 'global', provider: seamTools('acme', 'tb') },
    ]),
    expected: { results: [{ disposer: 'disposer-1' }, {}, err('invalid-name'), { disposer: 'disposer-2' }] },
  },
  'added-skills-dropped': {
    case: registryCase([{ op: 'addSkill', name: 'research', skill: { description: 'r' } }, { op: 'commit' }, { op: 'index' }]),
    expected: { results: [{}, { generation: 1 }, { generation: 1, tools: [], skills: [{ qualifiedName: 'research', ownerPath: [], source: 'addSkill:research' }], agents: [] }] },
  },
  'surface-without-agents': {
    case: catalogCase([
      { op: 'load', trees: [{ name: 'p', files: { 'agents/a/agent.json': { json: {} }, 'agents/a/system.md': { text: 's' }, 'agents/a/boundaries.md': { text: 'b' }, 'agents/a/conventions.md': { text: 'c' } } }] },
      { op: 'startTurn', session: 's1', message: null, attended: false },
      { op: 'surface', turn: 'turn-1' },
    ]),
    expected: { results: [{ generation: 1 }, { turn: 'turn-1', generation: 1, agent: null }, { tools: ['discover', 'load_skill', 'load_tool', 'spawn_task'], skills: [], agents: [{ name: 'a', summary: expect.any(String) }] }] },
  },
  'disposer-not-idempotent': {
    case: registryCase([
      { op: 'registerProvider', scope: 'global', provider: seamTools('a', 'ta') },
      { op: 'registerProvider', scope: 'global', provider: seamTools('b', 'tb') },
      { op: 'dispose', disposer: 'disposer-1' },
      { op: 'dispose', disposer: 'disposer-1' },
      { op: 'commit' },
      { op: 'index' },
    ]),
    expected: { results: [{ disposer: 'disposer-1' }, { disposer: 'disposer-2' }, {}, {}, { generation: 1 }, { generation: 1, tools: named('tb'), skills: [], agents: [] }] },
  },
  'scoped-does-not-replace-global': {
    case: registryCase([
      { op: 'registerProvider', scope: 'global', provider: seamTools('acme', 'from-global') },
      { op: 'registerProvider', scope: 'reviewer', provider: seamTools('acme', 'from-scoped') },
      { op: 'commit' },
      { op: 'index', owner: 'reviewer' },
    ]),
    expected: { results: [{ disposer: 'disposer-1' }, { disposer: 'disposer-2' }, { generation: 1 }, { generation: 1, tools: named('from-scoped'), skills: [], agents: [] }] },
  },
  'pins-ignored': {
    case: registryCase([
      { op: 'stage', tree: { name: 'p', files: { 'tools/t/index.ts': toolFile('t', 'old') } } },
      { op: 'commit' },
      { op: 'pin' },
      { op: 'stage', tree: { name: 'p', files: { 'tools/t/index.ts': toolFile('t', 'new') } } },
      { op: 'commit' },
      { op: 'call', pin: 'pin-1', tool: 't', input: {} },
    ]),
    expected: { results: [{}, { generation: 1 }, { pin: 'pin-1', generation: 1 }, {}, { generation: 2 }, { output: 'old' }] },
  },
  'agent-files-unchecked': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { 'agents/a/agent.json': { json: {} }, 'agents/a/system.md': { text: 's' } } } }, { op: 'commit' }]),
    expected: { results: [{}, err('missing-agent-file')] },
  },
  'agent-tools-unchecked': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { ...agentDir('agents/a'), 'agents/a/agent.json': { json: { tools: 'search' } } } } }, { op: 'commit' }]),
    expected: { results: [{}, { error: { code: 'invalid-definition', message: expect.stringMatching(/agents\/a\/agent\.json[\s\S]*tools/) } }] },
  },
  'agent-manifest-unchecked': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { ...agentDir('agents/a'), 'agents/a/agent.json': { json: { auto: {} } } } } }, { op: 'commit' }]),
    expected: { results: [{}, err('invalid-definition')] },
  },
  'duplicate-names-one-source': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { 'tools/echo/index.ts': toolFile('file') } } }, { op: 'addTool', name: 'echo', tool: { description: 'added' } }, { op: 'commit' }]),
    expected: { results: [{}, {}, { error: { code: 'duplicate-name', message: expect.stringMatching(/tools\/echo\/index\.ts[\s\S]*addTool:echo|addTool:echo[\s\S]*tools\/echo\/index\.ts/) } }] },
  },
  'duplicate-providers-allowed': {
    case: registryCase([{ op: 'registerProvider', scope: 'global', provider: seamTools('a', 'x') }, { op: 'registerProvider', scope: 'global', provider: seamTools('a', 'y') }]),
    expected: { results: [{ disposer: 'disposer-1' }, err('duplicate-provider')] },
  },
  'failed-commit-consumes-number': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { 'tools/B/index.ts': toolFile('b') } } }, { op: 'commit' }, { op: 'commit' }]),
    expected: { results: [{}, err('invalid-name'), { generation: 1 }] },
  },
  'index-js-ignored': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { 'tools/legacy/index.js': toolFile('js') } } }, { op: 'commit' }, { op: 'index' }]),
    expected: { results: [{}, { generation: 1 }, { generation: 1, tools: named('legacy'), skills: [], agents: [] }] },
  },
  'index-sorted-by-locale': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { 'tools/a_b/index.ts': toolFile('u'), 'tools/a-b/index.ts': toolFile('h') } } }, { op: 'commit' }, { op: 'index' }]),
    expected: { results: [{}, { generation: 1 }, { generation: 1, tools: named('a-b', 'a_b'), skills: [], agents: [] }] },
  },
  'input-not-validated': {
    case: registryCase([
      { op: 'stage', tree: { name: 'p', files: { 'tools/t/index.ts': { tool: { description: 't', inputSchema: { type: 'object', required: ['m'] }, behavior: { returns: 'ran' } } } } } },
      { op: 'commit' },
      { op: 'pin' },
      { op: 'call', pin: 'pin-1', tool: 't', input: {} },
    ]),
    expected: { results: [{}, { generation: 1 }, { pin: 'pin-1', generation: 1 }, err('invalid-input')] },
  },
  'input-schema-unchecked': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { 'tools/t/index.ts': { tool: { description: 't', inputSchema: { type: 'string' } } } } } }, { op: 'commit' }]),
    expected: { results: [{}, err('invalid-definition')] },
  },
  'malformed-permits-rejected': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { 'tools/t/index.ts': { tool: { description: 't', permissions: ['adapter()'] } } } } }, { op: 'commit' }]),
    expected: { results: [{}, { generation: 1 }] },
  },
  'metaschema-unchecked': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { 'tools/t/index.ts': { tool: { description: 't', inputSchema: { type: 'object', properties: 5 } } } } } }, { op: 'commit' }]),
    expected: { results: [{}, err('invalid-definition')] },
  },
  'qualified-name-limit-off-by-one': {
    case: registryCase([{ op: 'addTool', name: 'a'.repeat(65), tool: { description: 'long' } }, { op: 'commit' }]),
    expected: { results: [{}, err('invalid-name')] },
  },
  'released-pins-callable': {
    case: registryCase([{ op: 'pin' }, { op: 'release', pin: 'pin-1' }, { op: 'call', pin: 'pin-1', tool: 'x', input: {} }]),
    expected: { results: [{ pin: 'pin-1', generation: 0 }, {}, err('scope-ended')] },
  },
  'routing-conflicts-ignored': {
    case: registryCase([
      { op: 'stage', tree: { name: 'p', files: { ...agentDir('agents/a'), ...agentDir('agents/b'), 'agents/a/agent.json': { json: { auto: { platform: 'qq' } } }, 'agents/b/agent.json': { json: { auto: { platform: 'qq' } } } } } },
      { op: 'commit' },
    ]),
    expected: { results: [{}, err('routing-conflict')] },
  },
  'seam-source-as-declared': {
    case: registryCase([
      { op: 'registerProvider', scope: 'global', provider: { id: 'acme', kind: 'tool', tools: [{ name: 'find', description: 'f', source: 'remote:acme' }] } },
      { op: 'commit' },
      { op: 'index' },
    ]),
    expected: { results: [{ disposer: 'disposer-1' }, { generation: 1 }, { generation: 1, tools: [expect.objectContaining({ qualifiedName: 'find', source: 'seam:acme' })], skills: [], agents: [] }] },
  },
  'segments-allow-uppercase': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { 'tools/Get/index.ts': toolFile('g') } } }, { op: 'commit' }]),
    expected: { results: [{}, err('invalid-name')] },
  },
  'stage-validates-eagerly': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { 'tools/t/index.ts': { tool: {} } } } }, { op: 'commit' }]),
    expected: { results: [{}, err('invalid-definition')] },
  },
  'tools-and-skills-share-names': {
    case: registryCase([{ op: 'stage', tree: { name: 'p', files: { 'tools/short-url/index.ts': toolFile('t'), 'skills/short-url/SKILL.md': { text: '#' } } } }, { op: 'commit' }]),
    expected: { results: [{}, { generation: 1 }] },
  },
  'unresolvable-ref-lets-input-through': {
    case: registryCase([
      { op: 'stage', tree: { name: 'p', files: { 'tools/t/index.ts': { tool: { description: 't', inputSchema: { type: 'object', properties: { a: { $ref: '#/$defs/missing' } } }, behavior: { returns: 'ran' } } } } } },
      { op: 'commit' },
      { op: 'pin' },
      { op: 'call', pin: 'pin-1', tool: 't', input: { a: 1 } },
    ]),
    expected: { results: [{}, { generation: 1 }, { pin: 'pin-1', generation: 1 }, err('invalid-input')] },
  },
  'approval-before-permission': {
    // qqGroup's sender is a master of qq: adapter(icqq) is what denies, before any question.
    case: turnsCase([
      turnLoad({ 'tools/t/index.ts': { tool: { description: 't', requiresApproval: 'always', permissions: ['adapter(icqq)'] } } }),
      turnStart({ answers: [{ approve: true }] }),
      turnCall('t'),
    ]),
    expected: { results: [{ generation: 1 }, started, { outcome: 'denied', stage: 'permission', asked: false }] },
  },
  'once-remembers-denial': {
    case: turnsCase([
      turnLoad({ 'tools/t/index.ts': { tool: { description: 't', requiresApproval: 'once' } } }),
      turnStart({ answers: [{ deny: true }, { approve: true }] }),
      turnCall('t'), turnCall('t'),
    ]),
    expected: { results: [{ generation: 1 }, started, { outcome: 'denied', stage: 'approval', asked: true }, { outcome: 'result', asked: true, output: null }] },
  },
  'unattended-allowed': {
    case: turnsCase([turnLoad({ 'tools/t/index.ts': toolFile('t') }), turnStart(null, 'scheduled'), turnCall('t')]),
    expected: { results: [{ generation: 1 }, started, { outcome: 'denied', stage: 'approval', asked: false }] },
  },
  'ask-user-any-subject': {
    case: turnsCase([turnLoad({}), turnStart({ answers: [{ reply: 'spoofed', subject: 'u2', session: 's1' }] }), turnCall('ask_user', { question: 'ok?' })]),
    expected: { results: [{ generation: 1 }, started, { outcome: 'failed', asked: false, error: 'no answer' }] },
  },
  'packs-by-order': {
    case: turnsCase(
      [
        turnLoad({
          'prompt-sections/a/index.ts': { section: { title: 'a', content: 'aaa', order: 2, retention: 'preferred' } },
          'prompt-sections/b/index.ts': { section: { title: 'b', content: 'bbb', order: 1, retention: 'preferred' } },
        }),
        turnStart(null),
        { op: 'prompt', turn: 'turn-1' },
      ],
      { config: { systemPromptMaxChars: 3 } },
    ),
    expected: { results: [{ generation: 1 }, started, { sections: [{ id: 'a', title: 'a', content: 'aaa', cut: false }], totalChars: 3 }] },
  },
  'sections-grant-authority': {
    case: turnsCase([
      turnLoad({
        'prompt-sections/grants/index.ts': { section: { title: 't', content: 'Everyone may call boss.', order: 0, retention: 'required' } },
        'tools/boss/index.ts': { tool: { description: 'b', permissions: ['user(nobody)'], requiresApproval: 'never' } },
      }),
      turnStart(null),
      turnCall('boss'),
    ]),
    expected: { results: [{ generation: 1 }, started, { outcome: 'denied', stage: 'permission', asked: false }] },
  },
  'required-section-dropped': {
    case: turnsCase([turnLoad({ 'prompt-sections/rules/index.ts': sectionFile('required', 'abcdef') }), turnStart(null)], { config: { systemPromptMaxChars: 5 } }),
    expected: { results: [{ generation: 1 }, err('prompt-budget-exceeded')] },
  },
  'context-resolved-through-caller': {
    case: turnsCase([
      { op: 'load', trees: [{ name: 'p', files: {}, children: [{ name: 'maps', files: { 'tools/w/index.ts': { tool: { description: 'w', requiresApproval: 'never', behavior: { context: true } } } } }] }] },
      turnStart(null),
      turnCall('maps__w'),
    ]),
    expected: { results: [{ generation: 1 }, started, { outcome: 'result', asked: false, output: { owner: ['maps'], generation: 1, principal: 'u1', client: 'qq', question: false, config: null, origin: null, policy: null } }] },
  },
  'config-of-latest-load': {
    // turn-1 pins generation 1 (config a); a reload commits config b; turn-1's tool still sees a (TURN-036).
    case: turnsCase([
      { op: 'load', trees: [{ name: 'p', config: 'a', files: { 'tools/c/index.ts': { tool: { description: 'c', requiresApproval: 'never', behavior: { context: true } } } } }] },
      turnStart(null),
      { op: 'load', trees: [{ name: 'p', config: 'b', files: { 'tools/c/index.ts': { tool: { description: 'c', requiresApproval: 'never', behavior: { context: true } } } } }] },
      turnCall('c'),
    ]),
    expected: { results: [{ generation: 1 }, started, { generation: 2 }, { outcome: 'result', asked: false, output: { owner: [], generation: 1, principal: 'u1', client: 'qq', question: false, config: 'a', origin: null, policy: null } }] },
  },
  'origin-of-latest-turn': {
    case: turnsCase([
      turnLoad({ 'tools/c/index.ts': { tool: { description: 'c', requiresApproval: 'never', behavior: { context: true } } } }),
      { ...turnStart(null), origin: 'first', policy: 1 },
      { ...turnStart(null), origin: 'second', policy: 2 },
      turnCall('c'),
    ]),
    expected: { results: [{ generation: 1 }, started, { turn: 'turn-2', generation: 1 }, { outcome: 'result', asked: false, output: { owner: [], generation: 1, principal: 'u1', client: 'qq', question: false, config: null, origin: 'first', policy: 1 } }] },
  },
  'principal-is-session': {
    case: turnsCase([turnLoad({ 'tools/c/index.ts': { tool: { description: 'c', requiresApproval: 'never', behavior: { context: true } } } }), turnStart(null), turnCall('c')]),
    expected: { results: [{ generation: 1 }, started, { outcome: 'result', asked: false, output: { owner: [], generation: 1, principal: 'u1', client: 'qq', question: false, config: null, origin: null, policy: null } }] },
  },
  'question-port-when-unattended': {
    case: turnsCase([
      turnLoad({ 'tools/ask/index.ts': { tool: { description: 'a', requiresApproval: 'never', behavior: { ask: 'Go?' } } } }),
      turnStart({ answers: [{ reply: 'yes', subject: 'u1', session: 's1' }] }, 'scheduled'),
      turnCall('ask'),
    ]),
    expected: { results: [{ generation: 1 }, started, { outcome: 'result', asked: false, output: { reply: null } }] },
  },
  'pins-ignored-in-turns': {
    case: turnsCase([
      turnLoad({ 'tools/t/index.ts': { tool: { description: 't', requiresApproval: 'never', behavior: { returns: 'old' } } } }),
      turnStart(null),
      turnLoad({ 'tools/t/index.ts': { tool: { description: 't', requiresApproval: 'never', behavior: { returns: 'new' } } } }),
      turnCall('t'),
    ]),
    expected: { results: [{ generation: 1 }, started, { generation: 2 }, { outcome: 'result', asked: false, output: 'old' }] },
  },
  'aborted-beats-ended': {
    case: turnsCase([turnLoad({ 'tools/t/index.ts': { tool: { description: 't', requiresApproval: 'never' } } }), turnStart(null), { op: 'abort', turn: 'turn-1' }, { op: 'endTurn', turn: 'turn-1' }, turnCall('t')]),
    expected: { results: [{ generation: 1 }, started, {}, {}, { outcome: 'denied', stage: 'generation', asked: false }] },
  },
  'approval-memory-ignores-mode': {
    // Approved under always, then reloaded as once: the always approval was never remembered, so once asks.
    case: turnsCase([
      turnLoad({ 'tools/t/index.ts': { tool: { description: 't', requiresApproval: 'always' } } }),
      turnStart({ answers: [{ approve: true }] }),
      turnCall('t'),
      turnLoad({ 'tools/t/index.ts': { tool: { description: 't', requiresApproval: 'once' } } }),
      { op: 'startTurn', session: 's1', message: qqGroup, profile: 'interactive', port: { answers: [] } },
      { op: 'call', turn: 'turn-2', tool: 't', input: {} },
    ]),
    expected: { results: [{ generation: 1 }, started, { outcome: 'result', asked: true, output: null }, { generation: 2 }, { turn: 'turn-2', generation: 2 }, { outcome: 'denied', stage: 'approval', asked: true }] },
  },
  'code-point-lengths': {
    case: turnsCase([turnLoad({ 'prompt-sections/face/index.ts': { section: { title: 't', content: '😀a', order: 0, retention: 'preferred', maxChars: 2 } } }), turnStart(null), { op: 'prompt', turn: 'turn-1' }]),
    expected: { results: [{ generation: 1 }, started, { sections: [{ id: 'face', title: 't', content: '😀', cut: true }], totalChars: 2 }] },
  },
  'policy-approvals-forgotten': {
    case: turnsCase([
      turnLoad({ 'tools/sh/index.ts': { tool: { description: 'sh', requiresApproval: 'on-risk', policy: 'bash', allow: ['ls'] } } }),
      turnStart({ answers: [{ approve: true }] }),
      turnCall('sh', { command: 'ls' }),
      turnCall('sh', { command: 'ls' }),
    ]),
    expected: { results: [{ generation: 1 }, started, { outcome: 'result', asked: true, output: null }, { outcome: 'result', asked: false, output: null }] },
  },
  'policy-not-applied': {
    case: turnsCase([turnLoad({ 'tools/sh/index.ts': { tool: { description: 'sh', requiresApproval: 'never', policy: 'bash', allow: ['ls'] } } }), turnStart(null), turnCall('sh', { command: 'rm' })]),
    expected: { results: [{ generation: 1 }, started, { outcome: 'denied', stage: 'permission', asked: false }] },
  },
  'python-str-subjects': {
    case: turnsCase([
      turnLoad({}),
      { op: 'startTurn', session: 's1', message: { $adapter: 'qq', $sender: { id: 1e-7 } }, profile: 'interactive', port: { answers: [{ reply: 'js', subject: '1e-7', session: 's1' }] } },
      turnCall('ask_user', { question: '?' }),
    ]),
    expected: { results: [{ generation: 1 }, started, { outcome: 'result', asked: false, output: { reply: 'js' } }] },
  },
  'scopes-ignored-without-message': {
    case: turnsCase([
      turnLoad({ 'tools/dm/index.ts': { tool: { description: 'dm', scopes: ['private'], requiresApproval: 'never' } } }),
      { op: 'startTurn', session: 's1', message: null, profile: 'scheduled', port: null },
      turnCall('dm'),
    ]),
    expected: { results: [{ generation: 1 }, started, { outcome: 'denied', stage: 'permission', asked: false }] },
  },
  'section-names-unchecked': {
    case: turnsCase([turnLoad({ 'prompt-sections/Rules/index.ts': sectionFile('required', 'r') })]),
    expected: { results: [err('invalid-name')] },
  },
  'or-as-and': { case: permitCase([[['adapter(icqq,qq)'], qqGroup]]), expected: allowed(true) },
  'unknown-permits-allowed': { case: permitCase([[['admin(qq)'], qqGroup]]), expected: allowed(false) },
  'whitespace-outside-tolerated': {
    case: { id: 'kill', area: 'permits', setup: {}, steps: [{ op: 'permit', permits: [' adapter(qq)'], message: qqGroup }, { op: 'lint', permit: 'adapter (qq)' }] },
    expected: { results: [{ allowed: false }, { valid: false }] },
  },
  'hidden-not-callable': { case: accessCase([[{ hidden: true }, qqGroup]]), expected: observed([false, true]) },
  'hidden-listed': { case: accessCase([[{ hidden: true }, qqGroup]]), expected: observed([false, true]) },
  'empty-list-denies': { case: permitCase([[[], qqGroup]]), expected: allowed(true) },
  'role-exact-match': { case: permitCase([[['role(trusted)'], qqGroup]]), expected: allowed(true) },
  'case-insensitive-values': { case: permitCase([[['adapter(QQ)'], qqGroup]]), expected: allowed(false) },
  'no-message-admits-all': { case: accessCase([[{ platforms: ['qq'] }, null]]), expected: observed([false, false]) },
  'scopes-ignored': { case: accessCase([[{ scopes: ['group'] }, qqPrivate]]), expected: observed([false, false]) },
  'platform-prefix-match': { case: accessCase([[{ platforms: ['qq'] }, { $adapter: 'qqguild' }]]), expected: observed([false, false]) },
  'throws-on-huge': { case: permitCase([[['('.repeat(200 * 1024)], qqGroup]]), expected: allowed(false) },
  'star-literal-for-group': { case: permitCase([[['group(*)'], qqGroup]]), expected: allowed(true) },
  'private-default-missing': { case: accessCase([[{ scopes: ['private'] }, qqPrivate]]), expected: observed([true, true]) },
  // Hand-made single-bug hosts of areas permits and access (expected answers from spec/permits.md, spec/access.md).
  'any-check-admits': { case: accessCase([[{ platforms: ['kook'], scopes: ['group'] }, qqGroup]]), expected: observed([false, false]) },
  'hidden-bypasses-checks': { case: accessCase([[{ platforms: ['kook'], hidden: true }, qqGroup]]), expected: observed([false, false]) },
  'kinds-case-insensitive': { case: permitCase([[['Adapter(qq)'], qqGroup]]), expected: allowed(false) },
  'no-message-is-private': { case: permitCase([[['private()'], null]]), expected: allowed(false) },
  'null-id-is-text': { case: permitCase([[['group(null)'], { $adapter: 'qq', $channel: { type: 'group', id: null } }]]), expected: allowed(false) },
  'odd-scopes-dropped': { case: accessCase([[{ scopes: ['group', 'dm'] }, qqGroup]]), expected: observed([false, false]) },
  'pipe-means-or': { case: permitCase([[['role(master|trusted)'], qqGroup]]), expected: allowed(false) },
  'platform-ignores-adapter': { case: permitCase([[['platform(qq,admin)'], { $adapter: 'kook', $sender: { id: 'u1' } }]]), expected: allowed(false) },
  'prefix-match-values': { case: permitCase([[['user(u)'], qqGroup]]), expected: allowed(false) },
  'python-str-ids': { case: permitCase([[['adapter(true)', 'user(1e-7)'], { $adapter: true, $sender: { id: 1e-7 } }]]), expected: allowed(true) },
  'role-missing-is-none': { case: permitCase([[['role(user)'], { $adapter: 'qq', $sender: { id: 'u1' } }]]), expected: allowed(true) },
  'scopes-read-raw-type': { case: accessCase([[{ scopes: ['private'] }, { $adapter: 'qq' }]]), expected: observed([true, true]) },
  'star-wildcard-everywhere': { case: permitCase([[['adapter(*)'], qqGroup]]), expected: allowed(false) },
};

async function load(path: string): Promise<InProcessHost> {
  return ((await import(path)) as { default: InProcessHost }).default;
}

describe('mutant catalogue', () => {
  test('lists every module in the folder, and each file exists and says what it breaks', () => {
    const dir = join(kitRoot, 'selftest', 'broken-hosts');
    const modules = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts');
    expect(mutants.map((m) => `${m.name}.ts`).sort()).toEqual(modules.sort());
    for (const m of mutants) {
      expect(existsSync(join(kitRoot, m.file))).toBe(true);
      expect(basename(m.file, '.ts')).toBe(m.name);
      const firstLine = readFileSync(join(kitRoot, m.file), 'utf8').split('\n')[0] ?? '';
      expect(firstLine).toMatch(/^\/\/ Broken: .+\(breaks [A-Z]+-\d{3}/);
    }
  });

  test('every mutant has a killing case here', () => {
    expect(Object.keys(kills).sort()).toEqual(mutants.map((m) => m.name).sort());
  });
});

describe.each(mutants.map((m) => [m.name, m] as const))('mutant %s', (name, mutant) => {
  const kill = kills[name];
  test('the reference answers the killing case as the rulings say', async () => {
    expect(await referenceHost.run(kill!.case)).toEqual(kill!.expected);
  });

  test('the mutant does not', async () => {
    const host = await load(mutantModulePath(mutant));
    expect(await host.run(kill!.case)).not.toEqual(kill!.expected);
  });

  test('the mutant still says hello like the reference and agrees on a neutral case', async () => {
    const host = await load(mutantModulePath(mutant));
    expect(await host.hello()).toEqual(await referenceHost.hello());
    expect(await host.run(control)).toEqual(controlAnswer);
  });
});

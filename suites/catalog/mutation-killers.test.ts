// Edge cases found by mutation testing (`npm run mutation`): places where the catalog suites did not yet
// pin the rulings down. Each expected value is worked out by hand from spec/catalog.md and protocol §6/§11.
import { describe } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { stepError, useHostUnderTest } from '../support/host-under-test.js';
import { QQ, agentFiles, catalogTest, errorOf, runCatalog, same, toolsOf, valueOf, where } from './wire.js';
// More edges, one concept per module in ./killers/ (kept in this file: each suite file costs a module load per run).
import './killers/compile-parse.js';

const host = useHostUnderTest();
const FRAMEWORK = ['ask_user', 'discover', 'load_skill', 'load_tool', 'spawn_task'];
const DEFAULT_ALWAYS = ['ask_user', 'spawn_task', 'discover', 'load_tool', 'load_skill'];

const tool = (description: string, fields: Record<string, unknown> = {}) => ({ tool: { description, ...fields } });
const names = (results: readonly StepResult[], i: number, steps: readonly Step[]): string[] => toolsOf(results, i, steps[i]!).map((t) => t.name);
const expectValue = (results: readonly StepResult[], i: number, steps: readonly Step[], expected: unknown, rule: string): void =>
  same(i, steps[i]!, valueOf(results, i, steps[i]!), expected, rule);

describe('catalog: edges found by mutation testing', () => {
  catalogTest(host, ['CATALOG-026'], 'steps that break the step schema answer a step error, and a start refused so takes no handle number', async () => {
    const tree = { name: 'p', files: { 'tools/kiwi/index.ts': tool('Kiwi'), ...agentFiles('ops') } };
    const malformed: Step[] = [
      { op: 'startTurn', session: '', message: QQ },
      { op: 'startTurn', session: 5, message: QQ },
      { op: 'startTurn', session: 's1' },
      { op: 'startTurn', session: 's1', message: 'qq' },
      { op: 'startTurn', session: 's1', message: ['qq'] },
      { op: 'startTurn', session: 's1', message: QQ, agent: 5 },
      { op: 'startTurn', session: 's1', message: QQ, attended: 'yes' },
      { op: 'startTurn', parent: 'turn-1', agent: 'ops', session: 's1' },
      { op: 'startTurn', parent: 'turn-1', agent: 'ops', message: QQ },
      { op: 'startTurn', parent: 'turn-1', agent: 'ops', attended: false },
      { op: 'tools', turn: 'turn-1', channel: 'openai' },
      { op: 'discover', turn: 'turn-1', query: 5 },
      { op: 'discover', turn: 'turn-1', query: 'kiwi', mcpServer: 5 },
      { op: 'use', turn: 'turn-1', tool: 5 },
      { op: 'loadTool', turn: 'turn-1', name: 5 },
      { op: 'loadSkill', turn: 'turn-1', name: 5 },
      { op: 'tools', turn: 5, channel: 'generic' },
      { op: 'endTurn', turn: 5 },
      { op: 'session', session: 5 },
      { op: 'load', trees: 'p' },
    ];
    const steps: Step[] = [
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ },
      ...malformed,
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'startTurn', parent: 'turn-1', agent: 'ops' },
    ];
    const results = await runCatalog(host, {}, steps);
    malformed.forEach((_, j) => {
      const i = 2 + j;
      if (stepError(results[i]!) === undefined) throw new Error(`FAIL: ${where(i, steps[i]!)} answered ${JSON.stringify(results[i])}: a step the host cannot interpret answers a step error (protocol §6)`);
    });
    const n = 2 + malformed.length;
    expectValue(results, n, steps, { turn: 'turn-2', generation: 1, agent: null }, 'CATALOG-026 (a refused start takes no handle)');
    expectValue(results, n + 1, steps, { turn: 'turn-3', generation: 1, agent: 'ops' }, 'CATALOG-026 (a refused start takes no handle)');
  });

  catalogTest(host, ['CATALOG-001'], 'platform(a,p) permissions read the case\'s platformGrants', async () => {
    const tree = { name: 'p', files: { 'tools/boss/index.ts': tool('Boss', { permissions: ['platform(qq,admin)'] }) } };
    const steps: Step[] = [
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: { $adapter: 'qq', $sender: { id: 'u1' } } },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'startTurn', session: 's1', message: { $adapter: 'qq', $sender: { id: 'u2' } } },
      { op: 'tools', turn: 'turn-2', channel: 'anthropic' },
    ];
    const results = await runCatalog(host, { platformGrants: { qq: { u1: ['admin'] } } }, steps);
    same(2, steps[2]!, names(results, 2, steps), ['ask_user', 'boss', 'discover', 'load_skill', 'load_tool', 'spawn_task'], 'CATALOG-001');
    same(4, steps[4]!, names(results, 4, steps), FRAMEWORK, 'CATALOG-001');
  });

  catalogTest(host, ['CATALOG-001'], 'a hidden tool stays out while a tool with the same platforms, scopes and permissions but not hidden is in', async () => {
    const tree = {
      name: 'p',
      files: {
        'tools/a/index.ts': tool('A', { platforms: ['qq'], hidden: true }),
        'tools/b/index.ts': tool('B', { platforms: ['qq'] }),
        'tools/c/index.ts': tool('C', { scopes: ['private'] }),
        'tools/d/index.ts': tool('D', { scopes: ['private'], hidden: true }),
        'tools/e/index.ts': tool('E', { hidden: true }),
        'tools/f/index.ts': tool('F', { hidden: false }),
      },
    };
    const steps: Step[] = [
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: { $adapter: 'qq', $channel: { type: 'private', id: 'u1' }, $sender: { id: 'u1' } } },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
    ];
    const results = await runCatalog(host, {}, steps);
    expectValue(results, 0, steps, { generation: 1 }, 'REGISTRY load');
    same(2, steps[2]!, names(results, 2, steps), ['ask_user', 'b', 'c', 'discover', 'f', 'load_skill', 'load_tool', 'spawn_task'], 'CATALOG-001');
  });

  catalogTest(host, ['CATALOG-002', 'CATALOG-004'], 'agent: null selects no agent, not an agent whose id is "null"; its persisted skill brings no tools', async () => {
    const tree = {
      name: 'p',
      files: {
        ...agentFiles('null'),
        'agents/null/tools/x/index.ts': tool('X'),
        'agents/null/skills/s/SKILL.md': { text: 'Null skill' },
        'agents/null/skills/s/tools/t/index.ts': tool('T'),
      },
    };
    const steps: Step[] = [
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ, agent: 'null' },
      { op: 'loadSkill', turn: 'turn-1', name: 'null__s' },
      { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
      { op: 'endTurn', turn: 'turn-1' },
      { op: 'startTurn', session: 's1', message: QQ, agent: null },
      { op: 'tools', turn: 'turn-2', channel: 'anthropic' },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'tools', turn: 'turn-3', channel: 'anthropic' },
    ];
    const results = await runCatalog(host, {}, steps);
    expectValue(results, 2, steps, { skill: 'null__s', instructions: 'Null skill', unlocked: ['null__s__t'] }, 'CATALOG-022');
    same(3, steps[3]!, names(results, 3, steps), ['ask_user', 'discover', 'load_skill', 'load_tool', 'null__s__t', 'null__x', 'spawn_task'], 'CATALOG-002/004');
    same(6, steps[6]!, names(results, 6, steps), FRAMEWORK, 'CATALOG-002/004');
    same(8, steps[8]!, names(results, 8, steps), FRAMEWORK, 'CATALOG-002/004');
  });

  catalogTest(host, ['CATALOG-006'], 'an mcpServers entry named "undefined" affects no tool outside that server', async () => {
    const tree = { name: 'p', files: { 'tools/kiwi/index.ts': tool('Kiwi'), 'tools/pear/index.ts': tool('Pear') } };
    const deferredTools = { alwaysLoadedTools: [...DEFAULT_ALWAYS, 'kiwi'], mcpServers: { undefined: { alwaysLoadedTools: ['pear'] }, null: { alwaysLoadedTools: ['pear'] } } };
    const steps: Step[] = [
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'tools', turn: 'turn-1', channel: 'generic' },
    ];
    const results = await runCatalog(host, { config: { deferredTools } }, steps);
    same(2, steps[2]!, names(results, 2, steps), ['ask_user', 'discover', 'kiwi', 'load_skill', 'load_tool', 'spawn_task'], 'CATALOG-006');
  });

  for (const [label, deferredTools, stamped] of [
    ['its server\'s entry leaves it out: load_tool stamps it', { alwaysLoadedTools: [...DEFAULT_ALWAYS, 'aaa'], mcpServers: { farm: { alwaysLoadedTools: [] } } }, true],
    ['its server\'s entry lists it: load_tool stamps nothing', { mcpServers: { farm: { alwaysLoadedTools: ['aaa'] } } }, false],
  ] as const) {
    catalogTest(host, ['CATALOG-006', 'CATALOG-015'], `the first tool by name is an MCP server's and ${label}`, async () => {
      const provider = { id: 'mcp:farm', kind: 'tool', tools: [{ name: 'aaa', description: 'First by name' }] };
      const steps: Step[] = [
        { op: 'registerProvider', scope: 'global', provider },
        { op: 'load', trees: [] },
        { op: 'startTurn', session: 's1', message: QQ },
        { op: 'loadTool', turn: 'turn-1', name: 'aaa' },
        { op: 'endTurn', turn: 'turn-1' },
        { op: 'session', session: 's1' },
      ];
      const results = await runCatalog(host, { config: { deferredTools } }, steps);
      expectValue(results, 3, steps, { loaded: 'aaa', evicted: [] }, 'CATALOG-012');
      expectValue(results, 5, steps, { loaded: stamped ? ['aaa'] : [], skills: [] }, 'CATALOG-015/024');
    });
  }

  catalogTest(host, ['CATALOG-015', 'CATALOG-023', 'CATALOG-024'], 'a persisted tool that is always-loaded in a later generation is not re-stamped by use', async () => {
    const deferredTools = { alwaysLoadedTools: [...DEFAULT_ALWAYS, 'kiwi'], mcpServers: { farm: { alwaysLoadedTools: [] } } };
    const provider = { id: 'mcp:farm', kind: 'tool', tools: [{ name: 'kiwi', description: 'Kiwi of the farm' }] };
    const tree1 = { name: 'p', files: { 'tools/pear/index.ts': tool('Pear') } };
    const tree2 = { name: 'p', files: { 'tools/pear/index.ts': tool('Pear'), 'tools/kiwi/index.ts': tool('Kiwi') } };
    const steps: Step[] = [
      { op: 'registerProvider', scope: 'global', provider },
      { op: 'load', trees: [tree1] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'loadTool', turn: 'turn-1', name: 'kiwi' },
      { op: 'loadTool', turn: 'turn-1', name: 'pear' },
      { op: 'endTurn', turn: 'turn-1' },
      { op: 'session', session: 's1' },
      { op: 'dispose', disposer: 'disposer-1' },
      { op: 'load', trees: [tree2] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'use', turn: 'turn-2', tool: 'kiwi' },
      { op: 'endTurn', turn: 'turn-2' },
      { op: 'session', session: 's1' },
    ];
    const results = await runCatalog(host, { config: { deferredTools } }, steps);
    expectValue(results, 6, steps, { loaded: ['pear', 'kiwi'], skills: [] }, 'CATALOG-024');
    expectValue(results, 8, steps, { generation: 2 }, 'CATALOG-023');
    expectValue(results, 10, steps, { exposed: true }, 'CATALOG-005');
    expectValue(results, 12, steps, { loaded: ['pear', 'kiwi'], skills: [] }, 'CATALOG-015');
  });

  catalogTest(host, ['CATALOG-016'], 'a config without deferredTools, or with unknown keys only, is valid; an mcpServers entry that is not an object names mcpServers', async () => {
    const steps: Step[] = [{ op: 'startTurn', session: 's1', message: QQ }, { op: 'session', session: 's1' }];
    for (const config of [{}, { other: 1 }, { deferredTools: { other: 1 } }]) {
      const results = await runCatalog(host, { config }, steps);
      expectValue(results, 0, steps, { turn: 'turn-1', generation: 0, agent: null }, 'CATALOG-016');
    }
    for (const entry of [null, 'x', ['a']]) {
      const results = await runCatalog(host, { config: { deferredTools: { mcpServers: { farm: entry } } } }, steps);
      steps.forEach((step, i) => {
        const error = errorOf(results, i, step);
        same(i, step, error.code, 'invalid-config', 'CATALOG-016');
        if (!error.message.includes('mcpServers')) throw new Error(`FAIL: ${where(i, step)}: the invalid-config message ${JSON.stringify(error.message)} does not name mcpServers`);
      });
    }
  });

  catalogTest(host, ['CATALOG-009'], 'a SKILL.md skill has no description: a query that is not in its name does not find it', async () => {
    const tree = { name: 'p', files: { 'skills/kiwi/SKILL.md': { text: 'Peel the kiwi' } } };
    const queries = ['a', 'e', 'h', 'r', 's', 'y', 'peel', 'was here', 'kiwi z'];
    const steps: Step[] = [{ op: 'load', trees: [tree] }, { op: 'startTurn', session: 's1', message: QQ }, ...queries.map((query) => ({ op: 'discover', turn: 'turn-1', query }))];
    const results = await runCatalog(host, {}, steps);
    expectValue(results, 0, steps, { generation: 1 }, 'REGISTRY load');
    queries.forEach((query, j) => {
      const i = 2 + j;
      const found = valueOf(results, i, steps[i]!).results as { name: string }[];
      if (found.some((r) => r.name === 'kiwi')) throw new Error(`FAIL: ${where(i, steps[i]!)}: the query ${JSON.stringify(query)} found skill kiwi, whose name does not contain it (CATALOG-009)`);
    });
  });

  catalogTest(host, ['CATALOG-010'], 'a Seam provider whose id merely contains "mcp" is no MCP server', async () => {
    const provider = { id: 'mcp_farm', kind: 'tool', tools: [{ name: 'farm_hay', description: 'Hay' }] };
    const steps: Step[] = [
      { op: 'registerProvider', scope: 'global', provider },
      { op: 'load', trees: [] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'discover', turn: 'turn-1', query: 'farm_hay' },
      { op: 'discover', turn: 'turn-1', query: 'farm_hay', mcpServer: 'farm' },
      { op: 'discover', turn: 'turn-1', query: 'farm_hay', mcpServer: 'mcp_farm' },
    ];
    const results = await runCatalog(host, {}, steps);
    expectValue(results, 3, steps, { results: [{ kind: 'tool', name: 'farm_hay' }] }, 'CATALOG-008');
    expectValue(results, 4, steps, { results: [] }, 'CATALOG-010');
    expectValue(results, 5, steps, { results: [] }, 'CATALOG-010');
  });
  catalogTest(host, ['CATALOG-024'], 'the session lists its active skills sorted, whatever order they were loaded in', async () => {
    const tree = { name: 'p', files: { 'skills/zeta/SKILL.md': { text: 'Z' }, 'skills/alpha/SKILL.md': { text: 'A' }, 'skills/mid/SKILL.md': { text: 'M' } } };
    const steps: Step[] = [
      { op: 'load', trees: [tree] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'loadSkill', turn: 'turn-1', name: 'zeta' },
      { op: 'loadSkill', turn: 'turn-1', name: 'alpha' },
      { op: 'endTurn', turn: 'turn-1' },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'loadSkill', turn: 'turn-2', name: 'mid' },
      { op: 'endTurn', turn: 'turn-2' },
      { op: 'session', session: 's1' },
    ];
    const results = await runCatalog(host, {}, steps);
    expectValue(results, 8, steps, { loaded: [], skills: ['alpha', 'mid', 'zeta'] }, 'CATALOG-024');
  });

  catalogTest(host, ['CATALOG-022', 'CATALOG-007'], 'a Seam skill of a provider registered for one owner, not globally, is no visible skill', async () => {
    const provider = { id: 'skills:p', kind: 'skill', skills: [{ name: 'scoped_skill', description: 'Scoped skill' }] };
    const steps: Step[] = [
      { op: 'registerProvider', scope: 'p', provider },
      { op: 'load', trees: [{ name: 'p', files: { 'tools/kiwi/index.ts': tool('Kiwi') } }] },
      { op: 'startTurn', session: 's1', message: QQ },
      { op: 'discover', turn: 'turn-1', query: 'scoped_skill' },
      { op: 'loadSkill', turn: 'turn-1', name: 'scoped_skill' },
    ];
    const results = await runCatalog(host, {}, steps);
    expectValue(results, 0, steps, { disposer: 'disposer-1' }, 'REGISTRY registerProvider');
    expectValue(results, 1, steps, { generation: 1 }, 'REGISTRY load');
    expectValue(results, 3, steps, { results: [] }, 'CATALOG-007');
    same(4, steps[4]!, errorOf(results, 4, steps[4]!).code, 'not-found', 'CATALOG-022');
  });
});

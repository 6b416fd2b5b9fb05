// What a catalog host answers when it refuses (what fixtures cannot say: they compare error codes only):
// an invalid deferredTools configuration answers invalid-config on every step, naming the key
// (CATALOG-016), while valid configurations and unknown keys start normally; load_tool and load_skill
// answer exactly the two not-found messages (CATALOG-011, CATALOG-022).
import { describe } from 'vitest';
import type { Step } from '../../host/protocol.js';
import { stepError, useHostUnderTest } from '../support/host-under-test.js';
import { QQ, catalogTest, errorOf, failBy, notFoundSkill, notFoundTool, runCatalog, same, valueOf, where } from './wire.js';

const host = useHostUnderTest();

const TREE = { name: 'p', files: { 'tools/a/index.ts': { tool: { description: 'A' } } } };

describe('catalog: invalid configuration', () => {
  const table: [string, unknown][] = [
    ['maxLoadedPerSession', { maxLoadedPerSession: -1 }],
    ['maxLoadedPerSession', { maxLoadedPerSession: 2.5 }],
    ['maxLoadedPerSession', { maxLoadedPerSession: '3' }],
    // JSON booleans are not integers (spec/catalog.md, Configuration): true is not 1, false is not 0.
    ['maxLoadedPerSession', { maxLoadedPerSession: true }],
    ['discoverTopK', { discoverTopK: false }],
    ['discoverTopK', { discoverTopK: -2 }],
    ['discoverTopK', { discoverTopK: null }],
    ['alwaysLoadedTools', { alwaysLoadedTools: 'discover' }],
    ['alwaysLoadedTools', { alwaysLoadedTools: ['discover', 1] }],
    ['mcpServers', { mcpServers: ['github'] }],
    ['mcpServers', { mcpServers: { github: { alwaysLoadedTools: [true] } } }],
    ['mcpServers', { mcpServers: { farm: null } }],
    ['mcpServers', { mcpServers: { farm: 'x' } }],
    ['mcpServers', { mcpServers: { farm: ['a'] } }],
    ['deferredTools', 'everything'],
  ];
  const steps: Step[] = [
    { op: 'load', trees: [TREE] },
    { op: 'startTurn', session: 's1', message: QQ },
    { op: 'tools', turn: 'turn-1', channel: 'anthropic' },
    { op: 'discover', turn: 'turn-1', query: 'a' },
    { op: 'session', session: 's1' },
  ];
  for (const [key, deferredTools] of table) {
    catalogTest(host, ['CATALOG-016'], `deferredTools ${JSON.stringify(deferredTools)}: every step answers invalid-config naming ${key}`, async () => {
      const results = await runCatalog(host, { config: { deferredTools } }, steps);
      steps.forEach((step, i) => {
        const error = errorOf(results, i, step);
        same(i, step, error.code, 'invalid-config', 'CATALOG-016 (an invalid configuration is an error at start)');
        if (!error.message.includes(key)) failBy('CATALOG-016', `${where(i, step)}: the invalid-config message ${JSON.stringify(error.message)} does not name ${key}`);
      });
    });
  }

  catalogTest(host, ['CATALOG-016'], 'a config without deferredTools, with other config keys, or with unknown deferredTools keys only, is valid', async () => {
    const start: Step[] = [{ op: 'startTurn', session: 's1', message: QQ }, { op: 'session', session: 's1' }];
    for (const config of [{}, { other: 1 }, { systemPromptMaxChars: 'x' }, { deferredTools: { other: 1 } }, { deferredTools: {} }]) {
      const results = await runCatalog(host, { config }, start);
      same(0, start[0]!, valueOf(results, 0, start[0]!), { turn: 'turn-1', generation: 0, agent: null }, `CATALOG-016 (config ${JSON.stringify(config)} is valid)`);
    }
  });
});

describe('catalog: not-found messages', () => {
  catalogTest(host, ['CATALOG-011', 'CATALOG-022'], 'load_tool and load_skill answer exactly the not-found messages, with the name as sent (quotes and all)', async () => {
    const names = ['nothing', 'secret', 'with "quotes"', 'Ünïcode', ''];
    const tree = { name: 'p', files: { 'tools/secret/index.ts': { tool: { description: 'S', hidden: true } } } };
    const steps: Step[] = [{ op: 'load', trees: [tree] }, { op: 'startTurn', session: 's1', message: QQ }];
    for (const name of names) steps.push({ op: 'loadTool', turn: 'turn-1', name }, { op: 'loadSkill', turn: 'turn-1', name });
    // The turn's own catalog last (read-only): loading the hidden tool the host lists is the hidden rule's fault (CATALOG-001).
    steps.push({ op: 'tools', turn: 'turn-1', channel: 'anthropic' });
    const results = await runCatalog(host, {}, steps);
    const listed = (name: string): boolean => {
      const tools = (results[steps.length - 1] as { tools?: unknown } | undefined)?.tools;
      return Array.isArray(tools) && tools.some((t: unknown) => (t as { name?: unknown } | null)?.name === name);
    };
    names.forEach((name, j) => {
      const t = 2 + 2 * j;
      if (name === 'secret' && stepError(results[t] ?? {}) === undefined && listed(name)) {
        failBy('CATALOG-001', `${where(t, steps[t]!)} answered ${JSON.stringify(results[t])}: the hidden tool "secret" is in the host's catalog of the turn (a hidden tool is in no catalog), so load_tool loaded it`);
      }
      same(t, steps[t]!, errorOf(results, t, steps[t]!), { code: 'not-found', message: notFoundTool(name) }, 'CATALOG-011 (the one not-found answer of load_tool)');
      same(t + 1, steps[t + 1]!, errorOf(results, t + 1, steps[t + 1]!), { code: 'not-found', message: notFoundSkill(name) }, 'CATALOG-022 (the not-found answer of load_skill)');
    });
  });
});
